import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@portal/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { authErrorText, PasswordField } from '../auth';
import { changePassword, SESSIONS_QUERY_KEY } from './sessions-api';

// The domain schema checks the new password (`password`); the current one only has to be given.
const schema = passwordChangeSchema.extend({
  currentPassword: z.string().min(1, 'validation.required_field'),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { currentPassword: '', password: '' };

/** Change password: on success the server signs the other devices out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message?: string) => (message ? t(`messages.${message}`) : undefined);

  const submit = async (values: Values) => {
    setResult(null);
    try {
      await changePassword(values.currentPassword, values.password);
      setResult({ ok: true, text: t('password.changed') });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    } catch (error) {
      setResult({ ok: false, text: authErrorText(error, t) });
    }
    form.reset(EMPTY);
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="password-title">
      <Typography id="password-title" variant="h6" component="h2" gutterBottom>
        {t('password.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={form.handleSubmit(submit)}>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <PasswordField
          {...form.register('currentPassword')}
          label={t('password.current')}
          autoComplete="current-password"
          required
          disabled={isSubmitting}
          error={!!errors.currentPassword}
          helperText={fieldError(errors.currentPassword?.message)}
        />
        <PasswordField
          {...form.register('password')}
          label={t('password.new')}
          autoComplete="new-password"
          required
          disabled={isSubmitting}
          error={!!errors.password}
          helperText={fieldError(errors.password?.message)}
        />
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('password.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
