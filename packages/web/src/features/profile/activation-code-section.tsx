import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, postJson } from '../../lib/api-client';
import { formatDateTime } from '../../ui/format';

/** A company admin issues an activation code for a new colleague (shown this once, valid a week). */
export function ActivationCodeSection() {
  const { t, i18n } = useTranslation();
  const [issued, setIssued] = useState<{ code: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    setError(null);
    try {
      setIssued(await postJson<{ code: string; expiresAt: string }>('/admin/activation-codes', {}));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages.errors.technical'));
    } finally {
      setBusy(false);
    }
  };
  const until = issued ? formatDateTime(issued.expiresAt, i18n.language) : '';
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="activation-codes-title">
      <Typography id="activation-codes-title" variant="h6" component="h2" gutterBottom>
        {t('activation.codesTitle')}
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2">{t('activation.codesIntro')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {issued && (
          <Alert severity="success" role="status">
            <Typography component="div" sx={{ fontFamily: 'monospace', fontSize: '1.25rem' }}>
              {issued.code}
            </Typography>
            {t('activation.validUntil', { date: until })}
          </Alert>
        )}
        <div>
          <Button variant="contained" disabled={busy} onClick={() => void issue()}>
            {busy ? t('auth.pleaseWait') : t('activation.issue')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
