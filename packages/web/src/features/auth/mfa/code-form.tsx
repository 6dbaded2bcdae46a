import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Session } from '../../../lib/session';
import { authErrorText } from '../auth-error-text';

interface CodeFormProps {
  label: string;
  /** Six digits only (a PIN); otherwise recovery codes are allowed too. */
  digitsOnly: boolean;
  submit: (code: string) => Promise<Session>;
  onSignedIn: (session: Session) => void;
  /** Extra buttons beside Continue (resend, another way). */
  extra?: ReactNode;
}

/** One code field with the banner of a refusal ('Wrong PIN', §8) and a Continue button. */
export function CodeForm({ label, digitsOnly, submit, onSignedIn, extra }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await submit(code.trim()));
    } catch (failure) {
      setError(failure);
      setCode('');
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error ? <Alert severity="error">{authErrorText(error, t)}</Alert> : null}
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        slotProps={{
          htmlInput: digitsOnly
            ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }
            : { maxLength: 24 },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {extra}
        <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
          {busy ? t('auth.pleaseWait') : t('mfa.verify')}
        </Button>
      </Stack>
    </Stack>
  );
}
