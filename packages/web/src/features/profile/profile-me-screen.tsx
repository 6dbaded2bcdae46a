import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';
import { ChangePasswordForm } from './change-password-form';
import { SessionsSection } from './sessions-section';

/** Route `profile-me`: the user's signed-in devices and the change-password form. */
export default function ProfileMeScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ScreenTitle title={t('screens.profile-me')} />
      <SessionsSection />
      <ChangePasswordForm />
    </Stack>
  );
}
