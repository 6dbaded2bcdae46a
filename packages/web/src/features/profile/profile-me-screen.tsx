import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';
import { AuthenticatorSection } from './authenticator/authenticator-section';
import { ChangePasswordForm } from './change-password-form';
import { SessionsSection } from './sessions-section';

/** Route `profile-me`: signed-in devices, change password, and the authenticator app. */
export default function ProfileMeScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ScreenTitle title={t('screens.profile-me')} />
      <SessionsSection />
      <ChangePasswordForm />
      <AuthenticatorSection />
    </Stack>
  );
}
