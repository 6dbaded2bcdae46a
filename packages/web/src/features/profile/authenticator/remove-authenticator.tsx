import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../ui/notify';
import { PasswordField } from '../../auth';
import { removeTotp } from './authenticator-api';

/** Removal asks for the current password again (re-authentication before a factor changes). */
export function RemoveAuthenticator({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      notify((await removeTotp(password)).message);
      onRemoved();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages.errors.technical'));
    } finally {
      setPassword('');
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={remove} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
      <PasswordField
        label={t('password.current')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        disabled={busy}
      />
      <div>
        <Button type="submit" variant="outlined" color="error" disabled={busy || !password}>
          {busy ? t('auth.pleaseWait') : t('totp.remove')}
        </Button>
      </div>
    </Stack>
  );
}
