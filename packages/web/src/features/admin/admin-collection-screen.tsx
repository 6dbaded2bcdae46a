import Alert from '@mui/material/Alert';
import { getCollection } from '@portal/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageLoader } from '../../ui/page-loader';
import { AdminFrame } from './admin-frame';
import { LazyCollectionGrid } from './lazy-grid';

/** Route `admin-collection` (/admin/:collection): a declared collection's grid in the admin frame. */
export default function AdminCollectionScreen() {
  const { t } = useTranslation();
  const { collection: slug = '' } = useParams();
  const collection = getCollection(slug);
  return (
    <AdminFrame
      title={collection ? t(`admin.collections.${slug}`) : t('screens.admin-collection')}
      current={slug}
    >
      {collection ? (
        <Suspense fallback={<PageLoader />}>
          <LazyCollectionGrid key={slug} collection={collection} />
        </Suspense>
      ) : (
        <Alert severity="warning">{t('admin.unknownCollection')}</Alert>
      )}
    </AdminFrame>
  );
}
