import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { fetchTotpStatus, startTotpSetup, TOTP_QUERY_KEY } from './authenticator-api';
import { EnrolAuthenticator } from './enrol-authenticator';
import { RemoveAuthenticator } from './remove-authenticator';

/**
 * The authenticator app on the profile (issue 3 item 11): set it up (QR code, first code, recovery
 * codes), see how many recovery codes are left, remove it. `?setup=totp` (where a portal that
 * requires it sends the user) brings this section into view.
 */
export function AuthenticatorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TOTP_QUERY_KEY, queryFn: fetchTotpStatus });
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('setup') === 'totp')
      section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
  const begin = async () => {
    setError(null);
    try {
      setSetup(await startTotpSetup());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages.errors.technical'));
    }
  };
  const data = status.data;

  return (
    <Paper ref={section} component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="totp-title">
      <Typography id="totp-title" variant="h6" component="h2" gutterBottom>
        {t('totp.title')}
      </Typography>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {data?.required && !data.enrolled && <Alert severity="warning">{t('totp.requiredByPortal')}</Alert>}
        {setup ? (
          <EnrolAuthenticator
            {...setup}
            onFinished={() => {
              setSetup(null);
              refresh();
            }}
            onCancel={() => setSetup(null)}
          />
        ) : data?.enrolled ? (
          <>
            <Typography variant="body2">{t('totp.on', { count: data.recoveryCodesLeft })}</Typography>
            {data.required ? (
              <Typography variant="body2" color="text.secondary">
                {t('totp.cannotRemove')}
              </Typography>
            ) : (
              <RemoveAuthenticator onRemoved={refresh} />
            )}
          </>
        ) : (
          data && (
            <>
              <Typography variant="body2">{t('totp.intro')}</Typography>
              <div>
                <Button variant="contained" onClick={() => void begin()}>
                  {t('totp.setUp')}
                </Button>
              </div>
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}
