import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from './text-input';

/** A form error's text: a domain message key ('validation.symbol_required') translated, else as sent. */
export function useFieldError() {
  const { t } = useTranslation();
  return (message: string | undefined, params: Record<string, string> = {}) =>
    !message
      ? undefined
      : /^(validation|errors)\./.test(message)
        ? t(`messages.${message}`, params)
        : message;
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/** A react-hook-form text field with the §5 message of its error. */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  required,
  type = 'text',
  inputMode,
}: FieldProps<T> & { type?: string; inputMode?: 'decimal' | 'text' }) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          required={required}
          type={type}
          inputProps={{ inputMode, step: type === 'number' ? '0.0000001' : undefined }}
          notched={type === 'date' ? true : undefined}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldError(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A react-hook-form select of fixed options ('' = none chosen), labels optional. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  optionLabel,
}: FieldProps<T> & { options: readonly string[]; optionLabel?: (value: string) => string }) {
  const fieldError = useFieldError();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={!!fieldState.error} required={required}>
          <InputLabel id={id}>{label}</InputLabel>
          <Select
            labelId={id}
            label={required ? `${label} *` : label}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
          >
            {!required && (
              <MenuItem value="">
                <em>—</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {optionLabel?.(option) ?? option}
              </MenuItem>
            ))}
          </Select>
          {fieldState.error && <FormHelperText>{fieldError(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** Form values with blank strings as undefined (optional fields left empty), for the shared zod schemas. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as T;
}
