import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { PageLoader } from '../../ui/page-loader';
import { AdminFrame } from './admin-frame';
import { itemQuery, itemTitle } from './admin-api';
import { drilldownTarget } from './drilldown-target';
import { LazyCollectionGrid } from './lazy-grid';

/** Route `admin-drilldown` (/admin/:drilldown/:id): the items of one parent, e.g. a form's submissions. */
export default function AdminDrilldownScreen() {
  const { t } = useTranslation();
  const { drilldown = '', id = '' } = useParams();
  const target = drilldownTarget(drilldown, id);
  const parent = useQuery({ ...itemQuery(target?.from.slug ?? '', id), enabled: !!target });
  const children = target ? t(`admin.collections.${target.collection.slug}`) : t('screens.admin-drilldown');
  const title = parent.data ? `${children}: ${itemTitle(parent.data)}` : children;
  return (
    <AdminFrame title={title} current={target?.from.slug ?? drilldown}>
      {target ? (
        <>
          <Button
            component={RouterLink}
            to={`/admin/${target.from.slug}`}
            startIcon={<ArrowBack />}
            sx={{ mb: 1 }}
          >
            {t(`admin.collections.${target.from.slug}`)}
          </Button>
          <Suspense fallback={<PageLoader />}>
            <LazyCollectionGrid
              key={`${drilldown}/${id}`}
              collection={target.collection}
              parent={target.parent}
            />
          </Suspense>
        </>
      ) : (
        <Alert severity="warning">{t('admin.unknownCollection')}</Alert>
      )}
    </AdminFrame>
  );
}
