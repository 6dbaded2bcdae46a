import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { resendVerification } from './auth-api';

/** After sign-up: the verification link is on its way; send it again, or go back to log in. */
export default function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const sendAgain = async () => {
    setState('busy');
    try {
      await resendVerification(email);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography role="status">
          {state === 'sent'
            ? t('auth.verificationSent')
            : state === 'failed'
              ? t('messages.errors.technical')
              : t('auth.checkEmail.body', { email })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" disabled={state === 'busy'} onClick={sendAgain}>
          {state === 'busy' ? t('auth.pleaseWait') : t('auth.sendAgain')}
        </Button>
        <Button variant="contained" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </DialogActions>
    </>
  );
}
