import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** The icon names the portal's navigation draws (others are kept as typed). */
export const ICON_NAMES = [
  'AccountTree',
  'Article',
  'Explore',
  'FolderOpen',
  'Insights',
  'Lightbulb',
  'Mail',
  'People',
  'PieChart',
] as const;

/** icon: an icon's name, chosen from those the navigation knows or typed. */
export function IconField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Autocomplete
          freeSolo
          readOnly={readOnly}
          options={[...ICON_NAMES]}
          value={(input.value as string) || null}
          inputValue={(input.value as string) ?? ''}
          onInputChange={(_event, value) => input.onChange(value)}
          onChange={(_event, value) => input.onChange(value ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={input.name}
              onBlur={input.onBlur}
              label={label}
              error={!!fieldState.error}
              helperText={message(field, fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
