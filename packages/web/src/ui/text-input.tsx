import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: boolean;
  helperText?: string;
}

/**
 * A labelled outlined text input with its helper or error text. It does what TextField does for
 * text, without TextField's Select machinery, which keeps the login page's JavaScript small.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  fullWidth,
  disabled,
  id,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={error || undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
