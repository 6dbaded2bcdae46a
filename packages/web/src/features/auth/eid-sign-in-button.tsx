import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';

/**
 * §2 national ID alternative: the browser goes to the server, which sends it on to the e-ID
 * provider and, once signed in there, back to the start page.
 */
export function EidSignInButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider>{t('auth.eid.or')}</Divider>
      <Button variant="outlined" fullWidth disabled={disabled} href="/api/auth/oidc/start">
        {t('auth.eid.button')}
      </Button>
    </>
  );
}
