import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERFORMANCE_PERIODS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { earliestRecalculating, RecalculatingNotice } from '../../ui/recalculating-notice';
import { accountPageQuery, accountSummaryQuery } from '../../lib/portfolio-api';
import { costsStatementRequest } from '../../lib/report-api';
import { portfolioLink } from '../../lib/portfolio-target';
import type { AccountPageView } from '../../lib/portfolio-types';
import { useViewer } from '../../lib/use-viewer';
import { allocationBarsChart, donutChart } from '../../ui/charts/allocation-options';
import { Chart, preloadCharts } from '../../ui/charts/chart';
import { portfolioColours, portfolioTypeColour } from '../../ui/charts/palettes';
import { DataTable, type Column } from '../../ui/data-table';
import { FigureInfo } from '../../ui/figure-info';
import { formatWeight, useMoney } from '../../ui/format';
import { HeadlineFigure, HeadlineRow } from '../../ui/headline-figure';
import { PageLoader } from '../../ui/page-loader';
import { ReturnText } from '../../ui/return-text';
import { ScreenTitle } from '../../ui/screen-title';
import { ReportDownloadButton } from '../../ui/report-download-button';
import { AccountInviteButton } from './account-invite-button';
import { ViewAsClientButton, WhenWritable } from '../preview';
import { accountWeights, consolidatedPeriods } from '../../lib/consolidated';
import { PortfolioDrawer } from './portfolio-drawer';

type Entry = AccountPageView['portfolios'][number];

// The account screen draws its allocation charts: fetch ECharts alongside the data.
preloadCharts();

/** Route `dashboard-portal-account` (§2): total assets, portfolios by value, consolidated and individual performance. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const { portal = '', account = '' } = useParams();
  const { staff } = useViewer();
  const page = useQuery(accountPageQuery(portal, account));
  const summary = useQuery({ ...accountSummaryQuery(portal, account), enabled: staff });
  const [open, setOpen] = useState<Entry | null>(null);
  const consolidated = useMemo(() => (page.data ? consolidatedPeriods(page.data) : []), [page.data]);

  if (page.error instanceof ApiError && page.error.status === 404)
    return <Navigate to="/dashboard/404" replace />;
  if (page.isPending) return <PageLoader />;
  if (!page.data) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  const { account: view, overview, portfolios } = page.data;
  const currency = view.currency;
  // Shares of the account from values in its currency; null when a portfolio could not be restated.
  const weights = accountWeights(page.data);
  const weightOf = new Map(portfolios.map((e, i) => [e.portfolio.id, weights?.[i] ?? null]));
  const link = (entry: Entry) =>
    portfolioLink(brand, portal, { id: account, externalId: summary.data?.externalId }, entry.portfolio.id);
  const since = consolidated.find((p) => p.period === 'inception')?.portfolio;
  const ytd = consolidated.find((p) => p.period === 'YTD')?.portfolio;
  const colours = portfolioColours(portfolios.map((e) => e.portfolio.type));
  const slices = portfolios.map((e, i) => ({
    name: e.portfolio.name,
    value: e.inAccountCurrency?.value ?? e.portfolio.value,
    weight: String(weightOf.get(e.portfolio.id) ?? 0),
    colour: colours[i]!,
  }));
  const allocationText = {
    name: t('accountScreen.portfolio'),
    value: t('charts.value'),
    weight: t('charts.weight'),
    money: (v: string) => money(v, currency),
    summary: (values: Record<string, string>) => t('charts.allocationSummary', values),
  };

  const columns: Column<Entry>[] = [
    {
      key: 'name',
      label: t('accountScreen.portfolio'),
      render: (e) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              flex: 'none',
              bgcolor: portfolioTypeColour(e.portfolio.type),
            }}
          />
          <span>{e.portfolio.name}</span>
          {e.portfolio.type && <Chip size="small" label={e.portfolio.type} variant="outlined" />}
        </Box>
      ),
    },
    {
      key: 'value',
      label: t('charts.value'),
      numeric: true,
      render: (e) => money(e.portfolio.value, e.portfolio.currency),
    },
    {
      key: 'weight',
      label: t('charts.weight'),
      numeric: true,
      wide: true,
      render: (e) => formatWeight(weightOf.get(e.portfolio.id)),
    },
    {
      key: 'ytd',
      label: t('figures.periods.YTD'),
      numeric: true,
      render: (e) => <ReturnText value={e.performance.periods.find((p) => p.period === 'YTD')?.portfolio} />,
    },
    {
      key: 'inception',
      label: t('figures.periods.inception'),
      numeric: true,
      render: (e) => (
        <ReturnText value={e.performance.periods.find((p) => p.period === 'inception')?.portfolio} />
      ),
    },
  ];

  const perfRows = [
    {
      id: 'consolidated',
      name: t('accountScreen.consolidated'),
      periods: consolidated.map((c) => c.portfolio),
    },
    ...portfolios.map((e) => ({
      id: e.portfolio.id,
      name: e.portfolio.name,
      periods: PERFORMANCE_PERIODS.map(
        (period) => e.performance.periods.find((p) => p.period === period)?.portfolio,
      ),
    })),
  ];
  const perfColumns: Column<(typeof perfRows)[number]>[] = [
    {
      key: 'name',
      label: t('accountScreen.portfolio'),
      render: (r) => (r.id === 'consolidated' ? <strong>{r.name}</strong> : r.name),
    },
    ...PERFORMANCE_PERIODS.map((period, i) => ({
      key: period,
      label: t(`figures.periods.${period}`),
      numeric: true,
      render: (r: (typeof perfRows)[number]) => <ReturnText value={r.periods[i]} />,
    })),
  ];

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ScreenTitle title={view.name} />
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-print="hide">
          <ReportDownloadButton portalId={portal} accountId={account} name={view.name} />
          <ReportDownloadButton
            portalId={portal}
            accountId={account}
            name={`${view.name} Q`}
            request={{ pdfType: 'quarterly' }}
            label={t('report.downloadQuarterly')}
          />
          <ReportDownloadButton
            portalId={portal}
            accountId={account}
            name={`${view.name} ${t('report.sections.costs')}`}
            request={costsStatementRequest()}
            label={t('report.downloadCosts')}
          />
        </Stack>
        {staff && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ViewAsClientButton portalId={portal} accountId={account} />
            <WhenWritable>
              <AccountInviteButton
                portalId={portal}
                accountId={summary.data?.id}
                clientHasSignedIn={summary.data?.clientHasSignedIn ?? true}
              />
            </WhenWritable>
          </Stack>
        )}
      </Stack>
      {view.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(`messages.${view.message ?? 'errors.technical'}`)}
        </Alert>
      )}
      {overview.limitedAccess && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('accountScreen.limitedAccess')}
        </Alert>
      )}
      <RecalculatingNotice
        recalculating={earliestRecalculating(
          page.data?.portfolios.map((p) => p.performance.recalculating) ?? [],
        )}
        valuedThrough={page.data?.valuedThrough}
      />
      <HeadlineRow label={t('accountScreen.headline')}>
        <HeadlineFigure
          label={t('dashboard.totalAssets')}
          method="totalAssets"
          value={money(view.value, currency)}
        />
        <HeadlineFigure
          label={t('accountScreen.consolidatedYtd')}
          method="consolidated"
          value={<ReturnText value={ytd} />}
        />
        <HeadlineFigure
          label={t('accountScreen.consolidatedSince')}
          method="consolidated"
          value={<ReturnText value={since} />}
        />
        <HeadlineFigure label={t('accountScreen.portfolioCount')} value={portfolios.length} />
      </HeadlineRow>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('accountScreen.portfolios')}
        </Typography>
        <DataTable
          label={t('accountScreen.portfolios')}
          columns={columns}
          rows={portfolios}
          rowKey={(e) => e.portfolio.id}
          onRowClick={setOpen}
          rowHref={link}
          empty={t('dashboard.noPortfolios')}
        />
      </Paper>

      {portfolios.length > 0 && weights && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mb: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Chart title={t('accountScreen.allocation')} spec={donutChart(slices, 'type', allocationText)} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Chart
              title={t('accountScreen.allocationBars')}
              spec={allocationBarsChart(slices, 'type', allocationText)}
            />
          </Paper>
        </Box>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('accountScreen.performance')}
          </Typography>
          <FigureInfo method="consolidated" label={t('accountScreen.consolidated')} />
        </Box>
        <DataTable
          label={t('accountScreen.performance')}
          columns={perfColumns}
          rows={perfRows}
          rowKey={(r) => r.id}
        />
      </Paper>
      <PortfolioDrawer entry={open} href={open ? link(open) : ''} onClose={() => setOpen(null)} />
    </>
  );
}
