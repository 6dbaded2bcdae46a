import Typography from '@mui/material/Typography';
import { PERFORMANCE_PERIODS, type ReportView, type ReturnValue } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { consolidatedPeriods } from '../../lib/consolidated';
import { formatReturn, formatWeight, useMoney } from '../../ui/format';
import { accountWeights } from '../../lib/consolidated';
import { ReportTable } from './report-table';

type Entry = ReportView['page']['portfolios'][number];

/**
 * Performance as the account screen shows it (the same periods and the same consolidation), then
 * each portfolio: its periods against the benchmark, TWR and XIRR of the report's period and since
 * inception with the method line, discrete returns and calendar years.
 */
export function ReportPerformanceSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { page } = report;
  const weights = accountWeights(page);
  const consolidated = consolidatedPeriods(page);
  const rows = [
    ...page.portfolios.map((e, i) => ({
      id: e.portfolio.id,
      name: e.portfolio.name,
      value: money(e.portfolio.value, e.portfolio.currency),
      weight: formatWeight(weights?.[i]),
      periods: PERFORMANCE_PERIODS.map((p) => e.performance.periods.find((r) => r.period === p)?.portfolio),
    })),
    ...(report.renderConsolidated
      ? [
          {
            id: 'consolidated',
            name: t('report.consolidated'),
            value: money(page.account.value, page.account.currency),
            weight: formatWeight(1),
            periods: consolidated.map((c) => c.portfolio),
          },
        ]
      : []),
  ];
  return (
    <>
      <ReportTable
        label={t('report.sections.performance')}
        columns={[
          { key: 'name', label: t('accountScreen.portfolio'), render: (r) => r.name },
          { key: 'value', label: t('charts.value'), numeric: true, render: (r) => r.value },
          { key: 'weight', label: t('charts.weight'), numeric: true, render: (r) => r.weight },
          ...PERFORMANCE_PERIODS.map((p, i) => ({
            key: p,
            label: t(`figures.periods.${p}`),
            numeric: true,
            render: (r: (typeof rows)[number]) => formatReturn(r.periods[i]),
          })),
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        strong={(r) => r.id === 'consolidated'}
      />
      {page.portfolios.map((entry, i) => (
        <PortfolioPerformance
          key={entry.portfolio.id}
          entry={entry}
          period={report.portfolios[i]?.period ?? null}
        />
      ))}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('report.methodLine')}
      </Typography>
    </>
  );
}

function PortfolioPerformance({
  entry,
  period,
}: {
  entry: Entry;
  period: ReportView['portfolios'][number]['period'];
}) {
  const { t } = useTranslation();
  const perf = entry.performance;
  const returns: { key: string; label: string; period: ReturnValue | undefined; inception: ReturnValue }[] = [
    {
      key: 'twr',
      label: t('report.twrPeriod'),
      period: period?.twr.cumulative,
      inception: perf.twr.cumulative,
    },
    { key: 'xirr', label: t('report.xirrPeriod'), period: period?.xirr, inception: perf.xirr },
  ];
  return (
    <div className="report-keep">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5 }}>
        {entry.portfolio.name}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {perf.benchmarkName ? t('report.benchmark', { name: perf.benchmarkName }) : t('report.noBenchmark')}
      </Typography>
      <ReportTable
        label={t('report.periodReturns')}
        columns={[
          { key: 'label', label: t('report.periodReturns'), render: (r) => r.label },
          { key: 'period', label: t('charts.period'), numeric: true, render: (r) => formatReturn(r.period) },
          {
            key: 'inception',
            label: t('report.sinceInception'),
            numeric: true,
            render: (r) => formatReturn(r.inception),
          },
        ]}
        rows={returns}
        rowKey={(r) => r.key}
      />
      <ReportTable
        label={t('report.discrete')}
        columns={[
          { key: 'p', label: t('report.discrete'), render: (r) => r.label },
          {
            key: 'pf',
            label: t('charts.portfolio'),
            numeric: true,
            render: (r) => formatReturn(r.portfolio),
          },
          {
            key: 'bm',
            label: t('charts.benchmark'),
            numeric: true,
            render: (r) => formatReturn(r.benchmark),
          },
        ]}
        rows={[
          ...perf.periods.map((p) => ({
            key: `p-${p.period}`,
            label: t(`figures.periods.${p.period}`),
            ...p,
          })),
          ...perf.discrete.periods
            .filter((p) => p.period !== 'inception' && p.period !== 'YTD')
            .map((p) => ({ key: `d-${p.period}`, label: t(`figures.periods.${p.period}`), ...p })),
          ...perf.discrete.years.map((y) => ({ key: `y-${y.year}`, label: String(y.year), ...y })),
        ]}
        rowKey={(r) => r.key}
      />
    </div>
  );
}
