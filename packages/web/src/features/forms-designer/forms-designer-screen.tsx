import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { formDefinitionQuery } from '../../lib/forms-api';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { FormsDesigner } from './forms-designer';

/** Route `forms-designer` (/forms-designer/{id}, admins): build a form's steps, fieldsets and fields (§2). */
export default function FormsDesignerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({ ...formDefinitionQuery(id), retry: false, refetchOnWindowFocus: false });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const title = query.data
    ? t('formsDesigner.titleOf', { name: query.data.form.name })
    : t('screens.forms-designer');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/admin/forms" startIcon={<ArrowBack />} size="small">
          {t('formsDesigner.back')}
        </Button>
      </Box>
      <ScreenTitle title={title} />
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('formsDesigner.notFound') : t('messages.errors.technical')}
        </Alert>
      )}
      {query.data && <FormsDesigner key={query.data.form.id} definition={query.data} />}
    </Box>
  );
}
