import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { AuthFormValues } from './auth-form-values';

interface TermsFieldProps {
  control: Control<AuthFormValues>;
  disabled: boolean;
  /** The error's message key, if any. */
  error?: string;
}

/** Signup's 'I have read and accept the terms of use' checkbox (loaded with the signup mode). */
export default function TermsField({ control, disabled, error }: TermsFieldProps) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'terms' });
  return (
    <div>
      <FormControlLabel
        label={t('auth.terms')}
        disabled={disabled}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {error && <FormHelperText error>{t(`messages.${error}`)}</FormHelperText>}
    </div>
  );
}
