import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CollectionConfig } from '@portal/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { cellText } from '../grid/cell-text';

const SUMMARISED = new Set([
  'text',
  'select',
  'radio',
  'combobox',
  'dropdown',
  'number',
  'date-picker',
  'slug',
]);

/** §2: a security step shows a summary of the values entered on the other steps. */
export function SecuritySummary({
  collection,
  stepIndex,
}: {
  collection: CollectionConfig;
  stepIndex: number;
}) {
  const { t, i18n } = useTranslation();
  const values = useWatch() as Record<string, unknown>;
  const rows = collection.steps
    .filter((_, index) => index !== stepIndex)
    .flatMap((step) => step.fieldsets.flatMap((fs) => fs.fields))
    .filter((f) => SUMMARISED.has(f.type))
    .map((f) => [t(f.label), cellText(f, values[f.name], t, i18n.language)] as const)
    .filter(([, text]) => text !== '');
  if (rows.length === 0) return null;
  return (
    <Box
      sx={{ p: 1.5, mb: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      aria-label={t('admin.form.summary')}
      role="group"
    >
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('admin.form.summary')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
      >
        {rows.map(([label, text]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
