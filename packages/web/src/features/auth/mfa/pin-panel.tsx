import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PinChannel } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Session } from '../../../lib/session';
import { authErrorText } from '../auth-error-text';
import { CodeForm } from './code-form';
import { sendPin, verifyPin } from './mfa-api';

/** §2 one-time PIN: choose e-mail or SMS when both are offered, send, then type the six digits. */
export function PinPanel({
  channels,
  onSignedIn,
}: {
  channels: PinChannel[];
  onSignedIn: (s: Session) => void;
}) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<PinChannel>(channels[0] ?? 'email');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const send = async () => {
    setState('busy');
    setError(null);
    try {
      await sendPin(channel);
      setState('sent');
    } catch (failure) {
      setError(failure);
      setState('idle');
    }
  };
  const sendButton = (label: string) => (
    <Button color="inherit" disabled={state === 'busy'} onClick={send}>
      {state === 'busy' ? t('auth.pleaseWait') : label}
    </Button>
  );
  return (
    <Stack spacing={2}>
      {channels.length > 1 && state !== 'sent' ? (
        <RadioGroup
          aria-label={t('mfa.chooseChannel')}
          value={channel}
          onChange={(event) => setChannel(event.target.value as PinChannel)}
        >
          <Typography variant="body2">{t('mfa.chooseChannel')}</Typography>
          {channels.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`mfa.channel.${option}`)}
            />
          ))}
        </RadioGroup>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('mfa.slow')}
      </Typography>
      {error ? <Alert severity="error">{authErrorText(error, t)}</Alert> : null}
      {state === 'sent' ? (
        <>
          <Alert severity="success" role="status">
            {t('mfa.sent')}
          </Alert>
          <CodeForm
            label={t('mfa.pin')}
            digitsOnly
            submit={verifyPin}
            onSignedIn={onSignedIn}
            extra={sendButton(t('mfa.resend'))}
          />
        </>
      ) : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={state === 'busy'} onClick={send}>
            {state === 'busy' ? t('auth.pleaseWait') : t('mfa.send')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
