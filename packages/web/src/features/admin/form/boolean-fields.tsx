import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { FieldProps } from './field-props';

/** switch and checkbox: a yes/no value. */
export function BooleanField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => (
        <FormControl disabled={readOnly}>
          <FormControlLabel
            label={label}
            control={
              field.type === 'checkbox' ? (
                <Checkbox
                  name={input.name}
                  checked={input.value === true}
                  onChange={(event) => input.onChange(event.target.checked)}
                  onBlur={input.onBlur}
                />
              ) : (
                <Switch
                  name={input.name}
                  checked={input.value === true}
                  onChange={(event) => input.onChange(event.target.checked)}
                  onBlur={input.onBlur}
                />
              )
            }
          />
          {field.help && <FormHelperText>{t(field.help)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
