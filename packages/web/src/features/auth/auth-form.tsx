import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../ui/text-input';
import { submitAuth } from './auth-api';
import { authErrorText } from './auth-error-text';
import type { AuthFormValues } from './auth-form-values';
import type { AuthMode } from './auth-mode';
import { AuthModeLinks } from './auth-mode-links';
import { lazyAuthResolver, loadAlert, preloadFormCode } from './lazy-auth-resolver';
import { PasswordField } from './password-field';

const TermsField = lazy(() => import('./terms-field'));
const Alert = lazy(loadAlert);

interface AuthFormProps {
  mode: AuthMode;
  defaultEmail: string;
  notice: string | null;
  onModeChange: (mode: AuthMode, email: string) => void;
  onSuccess: (mode: AuthMode) => void;
  onCancel: () => void;
}

export function AuthForm({ mode, defaultEmail, notice, onModeChange, onSuccess, onCancel }: AuthFormProps) {
  const { t } = useTranslation();
  const form = useForm<AuthFormValues>({
    resolver: lazyAuthResolver(mode),
    defaultValues: { email: defaultEmail, password: '', terms: false },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (values: AuthFormValues) => submitAuth(mode, values),
    onSuccess: () => onSuccess(mode),
    // §8: after a failed login or signup the password is cleared.
    onError: () => form.setValue('password', ''),
  });
  const busy = mutation.isPending;
  const { ref: emailRef, ...emailField } = form.register('email');
  const { ref: passwordRef, ...passwordField } = form.register('password');
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });
  const fieldError = (message?: string) => (message ? t(`messages.${message}`) : undefined);

  return (
    <form
      noValidate
      // Validation and the banner load when the visitor first types or clicks, not with the page.
      onKeyDown={preloadFormCode}
      onPointerDown={preloadFormCode}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <DialogContent sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Suspense fallback={null}>
          {mutation.isError && <Alert severity="error">{authErrorText(mutation.error, t)}</Alert>}
          {notice && !mutation.isError && <Alert severity="success">{notice}</Alert>}
        </Suspense>
        <TextInput
          {...emailField}
          inputRef={emailRef}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          disabled={busy}
          error={!!errors.email}
          helperText={fieldError(errors.email?.message)}
        />
        {mode !== 'reset' && (
          <PasswordField
            {...passwordField}
            inputRef={passwordRef}
            label={t('auth.password')}
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            fullWidth
            disabled={busy}
            error={!!errors.password}
            helperText={fieldError(errors.password?.message)}
          />
        )}
        {mode === 'signup' && (
          <Suspense fallback={<Box sx={{ height: 42 }} />}>
            <TermsField control={form.control} disabled={busy} error={errors.terms?.message} />
          </Suspense>
        )}
        <AuthModeLinks
          mode={mode}
          disabled={busy}
          onSwitch={(next) => onModeChange(next, form.getValues('email'))}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {t('auth.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || (mode === 'signup' && !termsAccepted)}>
          {busy ? t('auth.pleaseWait') : t(`auth.${mode}.submit`)}
        </Button>
      </DialogActions>
    </form>
  );
}
