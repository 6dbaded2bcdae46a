import { useTranslation } from 'react-i18next';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `edit_transactions`: the screen is built in a later change; for now its translated title. */
export default function EditTransactionsScreen() {
  const { t } = useTranslation();
  return <ScreenTitle title={t('screens.edit_transactions')} />;
}
