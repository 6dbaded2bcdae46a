import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { authErrorText } from './auth-error-text';
import { PublicBackdrop } from './public-backdrop';
import { SimpleAuthDialog } from './simple-auth-dialog';
import { useAsyncAction } from './use-async-action';
import { useUrlToken } from './use-url-token';
import { verifyEmail } from './verify-email-api';

/** /verify-email?token=: verifies the address once, then 'Your account is ready' and a way to log in. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useUrlToken();
  const [state, verify] = useAsyncAction(verifyEmail);
  const started = useRef(false);
  useEffect(() => {
    // Once only (the token is single-use), also under StrictMode's repeated effects.
    if (!token || started.current) return;
    started.current = true;
    void verify(token);
  }, [token, verify]);

  const verified = state.status === 'success';
  const failed = !token || state.status === 'error';
  const title = verified
    ? t('messages.success.account_ready')
    : failed
      ? t('auth.verify.failedTitle')
      : t('auth.verify.title');
  const failure =
    state.status === 'error'
      ? state.error
      : new ApiError(400, 'invalid_token', t('auth.verify.missingToken'));
  return (
    <>
      <PublicBackdrop />
      <SimpleAuthDialog title={title}>
        <DialogContent sx={{ pt: 1 }}>
          {verified && <Typography>{t('auth.verify.ready')}</Typography>}
          {failed && <Alert severity="error">{authErrorText(failure, t)}</Alert>}
          {!verified && !failed && <CircularProgress aria-label={t('auth.pleaseWait')} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button
            variant="contained"
            disabled={!verified && !failed}
            onClick={() => navigate('/login', { replace: true })}
          >
            {verified ? t('auth.login.submit') : t('auth.backToLogin')}
          </Button>
        </DialogActions>
      </SimpleAuthDialog>
    </>
  );
}
