import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { TextInput } from '../../../ui/text-input';
import { confirmTotp } from './authenticator-api';
import { RecoveryCodes } from './recovery-codes';

interface EnrolAuthenticatorProps {
  secret: string;
  otpauthUrl: string;
  onFinished: () => void;
  onCancel: () => void;
}

/** The secret as a QR code, drawn in the browser (the secret never leaves for another service). */
function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { margin: 1, width: 192 }).then((url) => live && setDataUrl(url)),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return dataUrl;
}

/** Scan (or type) the secret, prove it with a first code, then keep the recovery codes. */
export function EnrolAuthenticator({ secret, otpauthUrl, onFinished, onCancel }: EnrolAuthenticatorProps) {
  const { t } = useTranslation();
  const qr = useQrCode(otpauthUrl);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onFinished} />;

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCodes((await confirmTotp(code.trim())).recoveryCodes);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages.errors.technical'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
      <Typography variant="body2">{t('totp.scan')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 192, height: 192, bgcolor: '#fff', borderRadius: 1, flexShrink: 0 }}>
          {qr && <img src={qr} width={192} height={192} alt={t('totp.qrAlt')} />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('totp.manual')}
          </Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
          >
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Box>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <TextInput
        label={t('totp.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        disabled={busy}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
          {busy ? t('auth.pleaseWait') : t('totp.confirm')}
        </Button>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {t('auth.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
