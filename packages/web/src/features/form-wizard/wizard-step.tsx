import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormStepDefinition } from '@portal/domain';

import { fieldMode, FieldRenderer, useFieldMessage } from '../admin';
import type { CollectionConfig, FieldConfig } from '@portal/domain';
import { useFormState } from 'react-hook-form';

/**
 * The drawer's yes/no fields show no error (nothing there can be wrong); a wizard's required
 * consent box can be, so its §5 message goes under it, tied to it for screen readers.
 */
function TickError({ field }: { field: FieldConfig }) {
  const { errors } = useFormState({ name: field.name });
  const message = useFieldMessage()(field, errors[field.name]?.message as string | undefined);
  return message ? (
    <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
      {message}
    </FormHelperText>
  ) : null;
}

const TICKS = new Set<FieldConfig['type']>(['checkbox', 'switch']);

/**
 * One step of the wizard: its fieldsets (titled when the designer named them) and fields, drawn by
 * the admin drawer's field components. Labels are the designer's own words, passed as they are;
 * a field's comment is shown under it. Internal fields are already absent for non-admins, and
 * admin fields are read-only for them (§2).
 */
export function WizardStep({
  collection,
  definition,
  stepIndex,
  admin,
}: {
  collection: CollectionConfig;
  definition: FormStepDefinition;
  stepIndex: number;
  admin: boolean;
}) {
  const step = collection.steps[stepIndex]!;
  const comments = new Map(
    definition.fieldsets.flatMap((fieldset) => fieldset.fields.map((f) => [f.name, f.comment] as const)),
  );
  return (
    <Stack sx={{ gap: 3 }}>
      {step.fieldsets.map((fieldset) => (
        <Box key={fieldset.name} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          {fieldset.label && (
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600, p: 0 }}>
              {fieldset.label}
            </Typography>
          )}
          <Stack sx={{ gap: 2 }}>
            {fieldset.fields.map((f) => {
              const mode = fieldMode(collection, f, admin);
              if (mode === 'hidden') return null;
              const comment = comments.get(f.name);
              return (
                <Box key={f.name}>
                  <FieldRenderer
                    field={f}
                    label={`${f.label || f.name}${f.required && TICKS.has(f.type) ? ' *' : ''}`}
                    readOnly={mode === 'read'}
                  />
                  {TICKS.has(f.type) && <TickError field={f} />}
                  {comment && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {comment}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
