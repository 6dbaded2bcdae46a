import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../lib/session';
import { ScreenTitle } from '../../ui/screen-title';
import { AuthenticatorSection } from './authenticator/authenticator-section';
import { ChangePasswordForm } from './change-password-form';
import { ProfessionalActivation } from './professional-activation';
import { SessionsSection } from './sessions-section';

/** Route `profile-me`: devices, password, authenticator app, and professional verification. */
export default function ProfileMeScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const investor = !!session && !session.user.isProfessional && !session.user.isAdmin;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ScreenTitle title={t('screens.profile-me')} />
      <SessionsSection />
      <ChangePasswordForm />
      <AuthenticatorSection />
      {investor && <ProfessionalActivation />}
    </Stack>
  );
}
