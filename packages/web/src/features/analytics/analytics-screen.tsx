import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { analyticsSummaryQuery, type AnalyticsFilter } from './analytics-api';
import { Chart, preloadCharts } from '../../ui/charts/chart';
import { DataTable, type Column } from '../../ui/data-table';
import { formatDate } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { activityChart, SERIES_FIELDS } from './activity-chart';
import { AnalyticsTabs } from './analytics-tabs';
import { KpiCards } from './kpi-cards';
import { PeriodFilter } from './period-filter';

preloadCharts();

type Engaged = AnalyticsSummary['mostEngaged']['users'][number];

/**
 * Route `dashboard-portal-analytics` (§2 Analytics, professionals only): period filter (default
 * 'All'), clients / investors, KPI cards, daily activity chart, the ten most engaged, and tabs.
 */
export default function AnalyticsScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  const [filter, setFilter] = useState<AnalyticsFilter>({ period: 'all', view: 'clients' });
  const query = useQuery(analyticsSummaryQuery(portal, filter));

  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-analytics')} />
      <PeriodFilter filter={filter} onChange={setFilter} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">{t('analytics.loadFailed')}</Alert>
      ) : (
        <Summary summary={query.data} />
      )}
      <AnalyticsTabs portalId={portal} filter={filter} />
    </>
  );
}

function Summary({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation();
  const spec = useMemo(
    () =>
      activityChart(summary.series, {
        date: t('analytics.columns.date'),
        total: t('analytics.counters.total'),
        labels: Object.fromEntries(
          SERIES_FIELDS.map((field) => [field, t(`analytics.counters.${field}`)]),
        ) as Record<(typeof SERIES_FIELDS)[number], string>,
        summary: (values) => t('analytics.chart.summary', values),
      }),
    [summary.series, t],
  );
  const [engagedKind, setEngagedKind] = useState<'users' | 'groups'>('users');
  const engagedColumns: Column<Engaged>[] = [
    { key: 'name', label: t('analytics.columns.name'), render: (row) => row.name },
    {
      key: 'total',
      label: t('analytics.counters.total'),
      numeric: true,
      render: (row) => row.counters.total,
    },
    {
      key: 'logins',
      label: t('analytics.counters.logins'),
      numeric: true,
      wide: true,
      render: (row) => row.counters.logins,
    },
    {
      key: 'views',
      label: t('analytics.counters.views'),
      numeric: true,
      render: (row) => row.counters.views,
    },
  ];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('analytics.rangeLine', {
          from: formatDate(summary.range.from),
          to: formatDate(summary.range.to),
          count: summary.population,
        })}
      </Typography>
      <KpiCards kpis={summary.kpis} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Chart title={t('analytics.chart.title')} spec={spec} height={260} />
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="analytics-engaged"
          sx={{ p: 2, minWidth: 0 }}
        >
          <Typography
            id="analytics-engaged"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('analytics.mostEngaged')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            {(['users', 'groups'] as const).map((kind) => (
              <Button
                key={kind}
                size="small"
                variant={engagedKind === kind ? 'contained' : 'outlined'}
                aria-pressed={engagedKind === kind}
                onClick={() => setEngagedKind(kind)}
              >
                {t(`analytics.tabs.${kind}`)}
              </Button>
            ))}
          </Box>
          <DataTable
            label={t('analytics.mostEngaged')}
            columns={engagedColumns}
            rows={summary.mostEngaged[engagedKind]}
            rowKey={(row) => row.id}
            empty={t('analytics.empty')}
          />
        </Paper>
      </Box>
    </>
  );
}
