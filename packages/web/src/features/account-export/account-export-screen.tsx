import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `dashboard-portal-account-export`: the screen is built in a later change; for now its translated title. */
export default function AccountExportScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.dashboard-portal-account-export')} />;
}
