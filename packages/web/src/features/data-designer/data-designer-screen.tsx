import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `data-designer`: the screen is built in a later change; for now its translated title. */
export default function DataDesignerScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.data-designer')} />;
}
