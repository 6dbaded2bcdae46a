import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { NestedField } from './nested-parts';
import type { FieldProps } from './field-props';

/**
 * multi-group-text-field: a group of texts, either the declared sub-fields (address lines) or one
 * text per key (terms and conditions per locale, labelled by the language's name).
 */
export function GroupField({ field, name, label, readOnly }: FieldProps) {
  const { t } = useTranslation();
  const parts: FieldConfig[] =
    field.fields?.map((f) => f) ??
    (field.keys ?? []).map((key) => ({ name: key, type: 'textarea', label: `language.names.${key}` }));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: field.keys ? '1fr' : '1fr 1fr' },
        }}
      >
        {parts.map((part) => (
          <NestedField
            key={part.name}
            field={part}
            name={`${name}.${part.name}`}
            readOnly={readOnly}
            label={t(part.label)}
          />
        ))}
      </Box>
    </Box>
  );
}
