import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, postJson } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { TextInput } from '../../ui/text-input';

/**
 * §2 investment-professional verification: a user who signed up as an investor enters the
 * activation code their company admin gave them and becomes a professional of that company.
 */
export function ProfessionalActivation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const { message } = await postJson<{ message: string }>('/me/professional-activation', { code });
      setResult({ ok: true, text: message });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (error) {
      setResult({
        ok: false,
        text: error instanceof ApiError ? error.message : t('messages.errors.technical'),
      });
    } finally {
      setBusy(false);
      setCode('');
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="activation-title">
      <Typography id="activation-title" variant="h6" component="h2" gutterBottom>
        {t('activation.title')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography variant="body2">{t('activation.intro')}</Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <TextInput
          label={t('activation.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          disabled={busy}
        />
        <div>
          <Button type="submit" variant="contained" disabled={busy || code.trim() === ''}>
            {busy ? t('auth.pleaseWait') : t('activation.verify')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
