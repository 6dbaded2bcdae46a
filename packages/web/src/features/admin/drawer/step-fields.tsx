import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectionConfig } from '@portal/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldRenderer } from '../form/field-renderer';
import { SecuritySummary } from './security-summary';
import { TransactionSummary } from './transaction-summary';
import { fieldMode } from './visible-fields';

/**
 * The fieldsets of one step, each titled when declared so, with the fields the viewer may see.
 * Memoised (its props are stable): the form re-renders on every form-state change (validity after
 * the resolver's first run, errors on each keystroke), and each field already follows its own
 * state through its Controller, so re-rendering all of them then only delayed the drawer (issue 7).
 */
export const StepFields = memo(function StepFields({
  collection,
  stepIndex,
  admin,
}: {
  collection: CollectionConfig;
  stepIndex: number;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const step = collection.steps[stepIndex]!;
  return (
    <Stack sx={{ gap: 3 }}>
      {step.kind === 'security' && <SecuritySummary collection={collection} stepIndex={stepIndex} />}
      {step.kind === 'transaction' && <TransactionSummary />}
      {step.fieldsets.map((fieldset) => (
        <Box
          key={fieldset.name}
          component="section"
          aria-label={fieldset.label ? t(fieldset.label) : undefined}
        >
          {fieldset.label && (
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
              {t(fieldset.label)}
            </Typography>
          )}
          <Stack sx={{ gap: 2 }}>
            {fieldset.fields.map((f) => {
              const mode = fieldMode(collection, f, admin);
              return mode === 'hidden' ? null : (
                <FieldRenderer key={f.name} field={f} readOnly={mode === 'read'} />
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
});
