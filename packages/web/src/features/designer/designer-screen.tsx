import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getCollection } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { pageQuery } from './page-api';
import { PageDesigner } from './page-designer';

const seg = encodeURIComponent;

/**
 * Route `designer` (/designer/{collection}/{id}, admins): what a collection's designer flag means
 * (decision in docs/decisions.md). Pages get the page designer (blocks and a preview); forms and
 * data processes have designers of their own and are sent there; a post's body is the rich text of
 * its drawer, which opens; any other collection has no designer.
 */
export default function DesignerScreen() {
  const { collection: slug = '', id = '' } = useParams();
  const collection = getCollection(slug);
  if (collection?.designer === 'forms-designer')
    return <Navigate replace to={`/forms-designer/${seg(id)}`} />;
  if (collection?.designer === 'data-designer') return <Navigate replace to={`/data-designer/${seg(id)}`} />;
  if (collection?.slug === 'posts') return <Navigate replace to={`/admin/posts?open=${seg(id)}`} />;
  if (collection?.slug === 'pages') return <PageDesignerScreen id={id} />;
  return <NoDesigner />;
}

function NoDesigner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ScreenTitle title={t('screens.designer')} />
      <Alert severity="warning">{t('dataDesigner.page.noDesigner')}</Alert>
    </Box>
  );
}

function PageDesignerScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...pageQuery(id), retry: false });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/admin/pages" startIcon={<ArrowBack />} size="small">
          {t('dataDesigner.page.back')}
        </Button>
      </Box>
      <ScreenTitle
        title={query.data ? t('dataDesigner.page.titleOf', { name: query.data.name }) : t('screens.designer')}
      />
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('dataDesigner.page.notFound') : t('messages.errors.technical')}
        </Alert>
      )}
      {query.data && <PageDesigner key={query.data.id} page={query.data} />}
    </Box>
  );
}
