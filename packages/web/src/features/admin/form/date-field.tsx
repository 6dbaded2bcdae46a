import { Controller, useFormContext } from 'react-hook-form';

import { TextInput } from '../../../ui/text-input';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** date-picker: the browser's date input (YYYY-MM-DD), styled as the other fields. */
export function DateField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextInput
          {...input}
          value={input.value ?? ''}
          type="date"
          notched
          label={label}
          required={field.required}
          readOnly={readOnly}
          fullWidth
          error={!!fieldState.error}
          helperText={message(field, fieldState.error?.message)}
        />
      )}
    />
  );
}
