import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { resendVerification } from './auth-api';
import { authErrorText } from './auth-error-text';
import type { AuthNotice } from './auth-notice';

interface AuthBannerProps {
  error: unknown;
  notice: AuthNotice | null;
  /** The address typed in the form, for 'Send again'. */
  email: string;
}

/**
 * The error-coloured banner of a failed auth call (§8), with 'Send again' when the email is not yet
 * verified; otherwise the notice. Loaded once the visitor interacts or a notice is shown.
 */
export default function AuthBanner({ error, notice, email }: AuthBannerProps) {
  const { t } = useTranslation();
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  if (!error) return notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null;
  if (resend === 'sent') return <Alert severity="success">{t('auth.verificationSent')}</Alert>;
  const unverified = error instanceof ApiError && error.code === 'email_not_verified';
  const sendAgain = async () => {
    setResend('busy');
    try {
      await resendVerification(email);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };
  return (
    <Alert
      severity="error"
      action={
        unverified ? (
          <Button color="inherit" size="small" disabled={resend === 'busy'} onClick={sendAgain}>
            {resend === 'busy' ? t('auth.pleaseWait') : t('auth.sendAgain')}
          </Button>
        ) : undefined
      }
    >
      {resend === 'failed' ? t('messages.errors.technical') : authErrorText(error, t)}
    </Alert>
  );
}
