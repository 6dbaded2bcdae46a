import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { dataProcessQuery } from './data-process-api';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { DataDesignerForm } from './data-designer-form';

/**
 * Route `data-designer` (/data-designer/{id}, admins): a data process and its steps that import
 * data into the portal's tables, with a dry run that shows what would change (§2, §3; issue 7 item 7).
 */
export default function DataDesignerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({ ...dataProcessQuery(id), retry: false });
  const title = query.data
    ? t('dataDesigner.titleOf', { name: query.data.name })
    : t('screens.data-designer');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/admin/data-processes" startIcon={<ArrowBack />} size="small">
          {t('dataDesigner.back')}
        </Button>
      </Box>
      <ScreenTitle title={title} />
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert severity={query.error instanceof ApiError && query.error.status === 404 ? 'warning' : 'error'}>
          {query.error instanceof ApiError && query.error.status === 404
            ? t('dataDesigner.notFound')
            : t('messages.errors.technical')}
        </Alert>
      )}
      {query.data && <DataDesignerForm key={query.data.id} process={query.data} />}
    </Box>
  );
}
