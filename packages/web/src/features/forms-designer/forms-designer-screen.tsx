import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `forms-designer`: the screen is built in a later change; for now its translated title. */
export default function FormsDesignerScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.forms-designer')} />;
}
