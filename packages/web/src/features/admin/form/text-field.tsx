import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../../ui/text-input';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

const INPUT_TYPE: Record<string, string> = { password: 'password', hidden: 'hidden' };

/** text, password, textarea ('Max {limit} characters' with a counter) and e-mail shaped text. */
export function TextField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const multiline = field.type === 'textarea';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const value = typeof input.value === 'string' ? input.value : String(input.value ?? '');
        const counter =
          field.maxLength !== undefined
            ? t('admin.form.counter', { count: value.length, limit: field.maxLength })
            : '';
        const help = field.help ? t(field.help) : '';
        return (
          <TextInput
            {...input}
            value={value}
            label={label}
            required={field.required}
            readOnly={readOnly}
            type={field.format === 'email' ? 'email' : (INPUT_TYPE[field.type] ?? 'text')}
            autoComplete={field.type === 'password' ? 'new-password' : 'off'}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
            error={!!fieldState.error}
            helperText={
              message(field, fieldState.error?.message) ??
              ([help, counter].filter(Boolean).join(' · ') || undefined)
            }
          />
        );
      }}
    />
  );
}

/** hidden: kept in the form, not shown. */
export function HiddenField({ name }: FieldProps) {
  const { register } = useFormContext();
  return <input type="hidden" {...register(name)} />;
}
