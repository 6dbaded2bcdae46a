import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `admin-drilldown`: the screen is built in a later change; for now its translated title. */
export default function AdminDrilldownScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.admin-drilldown')} />;
}
