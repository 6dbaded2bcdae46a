import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../ui/text-input';
import type { AuthResult } from './auth-api';
import type { AuthFormValues, InvitationContext } from './auth-form-values';
import type { AuthMode } from './auth-mode';
import { AuthModeLinks } from './auth-mode-links';
import { ExternalSignIn } from './external-sign-in';
import type { AuthNotice } from './auth-notice';
import { lazyAuthResolver, loadAuthApi, loadBanner, preloadFormCode } from './lazy-auth-resolver';
import { PasswordField } from './password-field';

const TermsField = lazy(() => import('./terms-field'));
const AuthBanner = lazy(loadBanner);

interface AuthFormProps {
  mode: AuthMode;
  defaultEmail: string;
  notice: AuthNotice | null;
  onModeChange: (mode: AuthMode, email: string) => void;
  onSuccess: (mode: AuthMode, result: AuthResult, values: AuthFormValues) => void | Promise<void>;
  onCancel: () => void;
  /** Signing up through an invitation: the address is the invited one and cannot be changed. */
  invitation?: InvitationContext;
}

export function AuthForm({
  mode,
  defaultEmail,
  notice,
  onModeChange,
  onSuccess,
  onCancel,
  invitation,
}: AuthFormProps) {
  const { t } = useTranslation();
  const form = useForm<AuthFormValues>({
    resolver: lazyAuthResolver(mode),
    defaultValues: { email: invitation?.email ?? defaultEmail, password: '', terms: false },
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (values: AuthFormValues) => {
    setBusy(true);
    setError(null);
    try {
      const { submitAuth } = await loadAuthApi();
      const result = await submitAuth(mode, values, invitation);
      await onSuccess(mode, result, values);
    } catch (failure) {
      setError(failure);
      // §8: after a failed login or signup the password is cleared.
      form.setValue('password', '');
    } finally {
      setBusy(false);
    }
  };
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
      onSubmit={form.handleSubmit(submit)}
    >
      <DialogContent sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {(error || notice) && (
          <Suspense fallback={null}>
            <AuthBanner error={error} notice={notice} email={form.getValues('email')} />
          </Suspense>
        )}
        <TextInput
          {...emailField}
          inputRef={emailRef}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus={!invitation}
          readOnly={!!invitation}
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
            autoFocus={!!invitation}
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
        {mode !== 'reset' && !invitation && <ExternalSignIn mode={mode} disabled={busy} />}
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
