import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { passwordChangeSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { setLoginNotice } from '../../lib/login-notice';
import { authErrorText } from './auth-error-text';
import { confirmPasswordReset } from './new-password-api';
import { PasswordField } from './password-field';
import { SimpleAuthDialog } from './simple-auth-dialog';
import { useAsyncAction } from './use-async-action';

/** /password-reset?token=: choose a new password (the §5 password rules); success returns to login. */
export default function NewPasswordDialog({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { password: '' },
  });
  const [state, confirm] = useAsyncAction(confirmPasswordReset);
  const submit = async ({ password }: { password: string }) => {
    if (await confirm(token, password)) {
      setLoginNotice('password_changed');
      navigate('/login', { replace: true });
    } else {
      form.setValue('password', '');
    }
  };
  const { ref, ...field } = form.register('password');
  const message = form.formState.errors.password?.message;
  const busy = state.status === 'pending';
  return (
    <SimpleAuthDialog title={t('auth.newPassword.title')}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <DialogContent sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('auth.newPassword.intro')}
          </Typography>
          {state.status === 'error' && <Alert severity="error">{authErrorText(state.error, t)}</Alert>}
          <PasswordField
            {...field}
            inputRef={ref}
            label={t('auth.newPassword.label')}
            autoComplete="new-password"
            autoFocus
            required
            fullWidth
            disabled={busy}
            error={!!message}
            helperText={message ? t(`messages.${message}`) : undefined}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button
            color="inherit"
            disabled={busy}
            onClick={() => navigate('/password-reset', { replace: true })}
          >
            {t('auth.newPassword.requestNewLink')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('auth.pleaseWait') : t('auth.newPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </SimpleAuthDialog>
  );
}
