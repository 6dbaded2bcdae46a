import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `profile-me`: the screen is built in a later change; for now its translated title. */
export default function ProfileMeScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.profile-me')} />;
}
