import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import TextField from '@mui/material/TextField';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';
import { moved, RowControls } from './list-controls';

/** multi-text-field: a list of texts (recipients, key points), each editable, movable, removable. */
export function MultiTextField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const list: string[] = Array.isArray(input.value) ? (input.value as string[]) : [];
        const set = (next: string[]) => input.onChange(next);
        return (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Stack sx={{ gap: 1 }}>
              {list.map((text, index) => (
                <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={`${label} ${index + 1}`}
                    value={text}
                    slotProps={{ htmlInput: { readOnly } }}
                    onChange={(event) => set(list.map((v, i) => (i === index ? event.target.value : v)))}
                  />
                  {!readOnly && (
                    <RowControls
                      index={index}
                      count={list.length}
                      onMove={(from, to) => set(moved(list, from, to))}
                      onRemove={(at) => set(list.filter((_, i) => i !== at))}
                    />
                  )}
                </Stack>
              ))}
            </Stack>
            {!readOnly && (
              <Button size="small" startIcon={<Add />} onClick={() => set([...list, ''])} sx={{ mt: 1 }}>
                {t('admin.form.addRow')}
              </Button>
            )}
            {fieldState.error && (
              <FormHelperText error>{message(field, fieldState.error.message)}</FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
