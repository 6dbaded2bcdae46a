import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { processFormQuery, processesKey, submitProcess } from '../../lib/forms-api';
import { useViewer } from '../../lib/use-viewer';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { FormWizard } from '../form-wizard';
import { ProcessConversation } from '../messages';
import { STEP_KEYS } from './step-label';

/**
 * Route `dashboard-portal-processes-process` (§2): runs the process's form in the wizard. A single
 * process (or form) already submitted shows 'already submitted' with its step instead of the form;
 * the server refuses a second attempt anyway (409).
 */
export default function ProcessScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useQueryClient();
  const { portal = '', process = '' } = useParams();
  const { admin } = useViewer();
  const query = useQuery({ ...processFormQuery(portal, process), retry: false });
  const data = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack sx={{ gap: 2, maxWidth: 760 }}>
      <Box>
        <Button
          component={RouterLink}
          to={buildPath(brand, 'dashboard-portal-kyc', { portal })}
          startIcon={<ArrowBack />}
          size="small"
        >
          {t('formsDesigner.kyc.back')}
        </Button>
      </Box>
      <ScreenTitle title={data?.process.name ?? t('screens.dashboard-portal-processes-process')} />
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('formsDesigner.kyc.notFound') : t('messages.errors.technical')}
        </Alert>
      )}
      {data?.form.description && <Typography color="text.secondary">{data.form.description}</Typography>}
      {data?.alreadySubmitted && data.submission && (
        <Alert severity="info" role="status">
          {t('formsDesigner.kyc.alreadySubmitted', { step: t(STEP_KEYS[data.submission.step]) })}
        </Alert>
      )}
      {data && !data.alreadySubmitted && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <FormWizard
            key={data.form.id}
            title={data.form.name}
            steps={data.form.steps}
            admin={admin}
            onSubmit={async (values) => {
              const saved = await submitProcess(portal, process, values);
              // Not this process's own query: the end message stays until the user leaves.
              await Promise.all(
                (['list', 'submissions'] as const).map((part) =>
                  client.invalidateQueries({ queryKey: [...processesKey(portal), part] }),
                ),
              );
              return saved.endMessage;
            }}
          />
        </Paper>
      )}
      {data && <ProcessConversation portalId={portal} process={data.process} />}
    </Stack>
  );
}
