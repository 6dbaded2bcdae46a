import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { FieldProps } from './field-props';

/** label: a text between fields (its label, and its help under it). */
export function LabelField({ field, label }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary">
          {t(field.help)}
        </Typography>
      )}
    </Box>
  );
}

/** tabs: inside a step, a titled break (the steps themselves are the drawer's tabs). */
export function TabsField({ label }: FieldProps) {
  return (
    <Divider textAlign="left" sx={{ my: 1 }}>
      <Typography variant="overline">{label}</Typography>
    </Divider>
  );
}

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(describe).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** custom: a value of its own shape (a submission's answers), shown as name and value pairs. */
export function CustomField({ name, label }: FieldProps) {
  const value = useWatch({ name }) as unknown;
  const pairs =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>)
      : [['', value] as const];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: 0.5 }}
      >
        {pairs.map(([key, v]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {key}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {describe(v)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
