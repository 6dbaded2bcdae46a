import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `profile-organisation`: the screen is built in a later change; for now its translated title. */
export default function ProfileOrganisationScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.profile-organisation')} />;
}
