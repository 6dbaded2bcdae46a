import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';
import type { AuthMode } from './auth-mode';

/**
 * Ways in through another provider, under one 'or': the national e-ID (§2, also for signing up)
 * and Google and Microsoft (§2, signing in only: they open existing accounts). Each button is a
 * plain navigation to the server, which sends the browser on to the provider. Nothing shows for
 * a provider the deployment has not configured (the brand's flags come from the server).
 */
export function ExternalSignIn({ mode, disabled }: { mode: AuthMode; disabled: boolean }) {
  const { t } = useTranslation();
  const { signIn } = useBrand();
  const eid = signIn.nationalEid;
  const google = signIn.google && mode === 'login';
  const microsoft = signIn.microsoft && mode === 'login';
  if (!eid && !google && !microsoft) return null;
  return (
    <>
      <Divider>{t('auth.eid.or')}</Divider>
      <Stack sx={{ gap: 1 }}>
        {eid && (
          <Button variant="outlined" fullWidth disabled={disabled} href="/api/auth/oidc/start">
            {t('auth.eid.button')}
          </Button>
        )}
        {google && (
          <Button variant="outlined" fullWidth disabled={disabled} href="/api/auth/oidc/google/start">
            {t('auth.sso.google')}
          </Button>
        )}
        {microsoft && (
          <Button variant="outlined" fullWidth disabled={disabled} href="/api/auth/oidc/microsoft/start">
            {t('auth.sso.microsoft')}
          </Button>
        )}
      </Stack>
    </>
  );
}
