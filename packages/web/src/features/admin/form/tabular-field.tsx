import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsValue } from '@portal/domain';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';
import { emptyRow } from './form-values';
import { RowControls } from './list-controls';
import { NestedField } from './nested-parts';

/** tabular: rows of the declared columns, each added, edited in place, moved and deleted (§2). */
export function TabularField({ field, name, label, readOnly }: FieldProps) {
  const { control, getFieldState } = useFormContext();
  // Its own subscription to this list's errors: the step's fields are not re-rendered with the form.
  const formState = useFormState({ control, name });
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { fields: rows, append, move, remove } = useFieldArray({ control, name });
  const columns = (field.fields ?? []).filter(holdsValue);
  const listError = getFieldState(name, formState).error;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack sx={{ gap: 1 }} role="list" aria-label={label}>
        {rows.map((row, index) => (
          <Stack
            key={row.id}
            role="listitem"
            direction={{ xs: 'column', sm: 'row' }}
            sx={{
              gap: 1,
              alignItems: { sm: 'flex-start' },
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {columns.map((column) => (
              <Box key={column.name} sx={{ flex: 1, minWidth: 0 }}>
                <NestedField field={column} name={`${name}.${index}.${column.name}`} readOnly={readOnly} />
              </Box>
            ))}
            {!readOnly && <RowControls index={index} count={rows.length} onMove={move} onRemove={remove} />}
          </Stack>
        ))}
      </Stack>
      {/* Beside the list, not in it: a list holds list items only (axe aria-required-children). */}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin.form.noRows')}
        </Typography>
      )}
      {!readOnly && (
        <Button size="small" startIcon={<Add />} onClick={() => append(emptyRow(field))} sx={{ mt: 1 }}>
          {t('admin.form.addRow')}
        </Button>
      )}
      {listError?.message && <FormHelperText error>{message(field, listError.message)}</FormHelperText>}
    </Box>
  );
}
