import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../lib/session';
import { ScreenTitle } from '../../ui/screen-title';
import { AuthenticatorSection } from './authenticator/authenticator-section';
import { ChangePasswordForm } from './change-password-form';
import { ProfessionalActivation } from './professional-activation';
import { SessionsSection } from './sessions-section';
import { WhenWritable } from '../preview';

/** Route `profile-me`: devices, password, authenticator app, and professional verification. */
export default function ProfileMeScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const investor = !!session && !session.user.isProfessional && !session.user.isAdmin;
  // An e-ID user has no password: the form could only fail, so say how they sign in instead.
  const passwordLess = session?.user?.hasPassword === false;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ScreenTitle title={t('screens.profile-me')} />
      <SessionsSection />
      {/* A client preview changes nothing: no password, authenticator or activation forms. */}
      <WhenWritable>
        {passwordLess ? (
          <Alert severity="info" variant="outlined">
            {t('messages.notice.password_eid')}
          </Alert>
        ) : (
          <ChangePasswordForm />
        )}
        <AuthenticatorSection />
        {investor && <ProfessionalActivation />}
      </WhenWritable>
    </Stack>
  );
}
