import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../../ui/text-input';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** §5 step of a decimal number field. */
export const NUMBER_STEP = '0.0000001';

/**
 * number and increment: a text input with the decimal keyboard, so a typed 'abc' reaches the schema
 * and shows 'Please enter a number' (a type=number input would silently empty it); blank is null.
 */
export function NumberField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextInput
          {...input}
          value={input.value ?? ''}
          label={label}
          required={field.required}
          readOnly={readOnly || field.type === 'increment'}
          inputProps={{
            inputMode: field.integer ? 'numeric' : 'decimal',
            step: field.integer ? '1' : NUMBER_STEP,
            min: field.min,
            max: field.max,
          }}
          fullWidth
          error={!!fieldState.error}
          helperText={message(field, fieldState.error?.message) ?? (field.help ? t(field.help) : undefined)}
        />
      )}
    />
  );
}
