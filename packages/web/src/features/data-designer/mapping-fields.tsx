import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_TARGETS, type DataProcessDataset } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The column mapping of a step: for each of the target's fields, the source field it reads (a
 * column of the CSV, a property of the JSON rows, a dotted path, or '=text' for a fixed value).
 * Left empty, a field reads the source field of its own name, which the placeholder shows.
 */
export function MappingFields({
  target,
  mapping,
  onChange,
}: {
  target: DataProcessDataset;
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('dataDesigner.mapping')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('dataDesigner.mappingHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {IMPORT_TARGETS[target].fields.map((field) => (
          <TextField
            key={field.name}
            size="small"
            label={`${t(`dataDesigner.fields.${field.name}`)}${field.required ? ' *' : ''}`}
            placeholder={field.name}
            value={mapping[field.name] ?? ''}
            onChange={(event) => onChange({ ...mapping, [field.name]: event.target.value })}
            slotProps={{ htmlInput: { 'data-field': field.name, maxLength: 200 } }}
          />
        ))}
      </Box>
    </Box>
  );
}
