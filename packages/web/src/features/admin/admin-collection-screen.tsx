import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ScreenTitle } from '../../ui/screen-title';

/** Route `admin-collection` (/admin/:collection): the grid comes later; for now the collection's name. */
export default function AdminCollectionScreen() {
  const { t } = useTranslation();
  const { collection = '' } = useParams();
  const title = t(`admin.collections.${collection}`, { defaultValue: t('screens.admin-collection') });
  return <ScreenTitle title={title} />;
}
