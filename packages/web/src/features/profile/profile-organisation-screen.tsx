import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';
import { ActivationCodeSection } from './activation-code-section';

/** Route `profile-organisation` (admins): the company's activation codes; more company settings follow. */
export default function ProfileOrganisationScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ScreenTitle title={t('screens.profile-organisation')} />
      <ActivationCodeSection />
    </Stack>
  );
}
