import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { processesQuery, type ProcessSummary } from '../../lib/forms-api';
import { useViewer } from '../../lib/use-viewer';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { ReviewList } from './review-list';
import { STEP_COLOURS, STEP_KEYS } from './step-label';

function ProcessCard({ portal, process }: { portal: string; process: ProcessSummary }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const done = process.single && process.submission !== null;
  const headingId = `process-${process.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {process.name}
        </Typography>
        {process.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {process.description}
          </Typography>
        )}
        {process.submission ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('formsDesigner.kyc.submitted')}</Typography>
            <Chip
              size="small"
              label={t(STEP_KEYS[process.submission.step])}
              color={STEP_COLOURS[process.submission.step]}
            />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('formsDesigner.kyc.notStarted')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={buildPath(brand, 'dashboard-portal-processes-process', { portal, process: process.id })}
          variant={done ? 'text' : 'contained'}
          aria-describedby={headingId}
        >
          {done ? t('formsDesigner.kyc.view') : t('formsDesigner.kyc.start')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * Route `dashboard-portal-kyc` (§2): the portal's processes for the user, each with the state of
 * their last submission; staff also see the submissions they review, with the workflow's moves.
 */
export default function KycScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  const { staff } = useViewer();
  const query = useQuery(processesQuery(portal));
  return (
    <Stack sx={{ gap: 3 }}>
      <ScreenTitle title={t('screens.dashboard-portal-kyc')} />
      {query.isPending && <PageLoader />}
      {query.isError && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Typography color="text.secondary">{t('formsDesigner.kyc.none')}</Typography>
      )}
      {query.data && query.data.items.length > 0 && (
        <Stack
          component="section"
          aria-label={t('formsDesigner.kyc.processes')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {query.data.items.map((process) => (
            <ProcessCard key={process.id} portal={portal} process={process} />
          ))}
        </Stack>
      )}
      {staff && <ReviewList portalId={portal} />}
    </Stack>
  );
}
