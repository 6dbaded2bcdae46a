import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { performanceQuery, simulatedQuery } from '../../../lib/portfolio-api';
import type { PerformanceView } from '../../../lib/portfolio-types';
import { Chart } from '../../../ui/charts/chart';
import { cumulativeChart, periodBarsChart, returnLineChart } from '../../../ui/charts/performance-options';
import { waterfallChart, type DriverStep } from '../../../ui/charts/waterfall-options';
import { DataTable, type Column } from '../../../ui/data-table';
import { FigureInfo, type FigureMethod } from '../../../ui/figure-info';
import { formatDate, useMoney } from '../../../ui/format';
import { HeadlineFigure, HeadlineRow } from '../../../ui/headline-figure';
import { ReturnText } from '../../../ui/return-text';
import { RecalculatingNotice } from '../../../ui/recalculating-notice';
import { useSeriesText } from '../chart-text';
import { QueryState } from '../../../ui/query-state';
import type { TabProps } from './tab-props';

function Section({
  title,
  method,
  children,
}: {
  title: string;
  method?: FigureMethod;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {method && <FigureInfo method={method} label={title} />}
      </Box>
      {children}
    </Paper>
  );
}

export { Section };

interface ReturnRow {
  key: string;
  label: string;
  from: string | null;
  portfolio: PerformanceView['periods'][number]['portfolio'];
  benchmark: PerformanceView['periods'][number]['benchmark'];
  relative: PerformanceView['periods'][number]['relative'];
  portfolioAnnualised?: PerformanceView['periods'][number]['portfolio'];
}

function ReturnsTable({
  rows,
  label,
  annualised,
}: {
  rows: ReturnRow[];
  label: string;
  annualised?: boolean;
}) {
  const { t } = useTranslation();
  const columns: Column<ReturnRow>[] = [
    { key: 'period', label: t('charts.period'), render: (r) => r.label },
    { key: 'from', label: t('charts.from'), wide: true, noWrap: true, render: (r) => formatDate(r.from) },
    {
      key: 'portfolio',
      label: t('charts.portfolio'),
      numeric: true,
      render: (r) => <ReturnText value={r.portfolio} />,
    },
    ...(annualised
      ? [
          {
            key: 'annualised',
            label: t('charts.annualised'),
            numeric: true,
            render: (r: ReturnRow) => <ReturnText value={r.portfolioAnnualised} />,
          },
        ]
      : []),
    {
      key: 'benchmark',
      label: t('charts.benchmark'),
      numeric: true,
      render: (r) => <ReturnText value={r.benchmark} />,
    },
    {
      key: 'relative',
      label: t('charts.relative'),
      numeric: true,
      wide: true,
      render: (r) => <ReturnText value={r.relative} />,
    },
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(r) => r.key} />;
}

/** Cumulative performance against the benchmark, the §9 periods, TWR, XIRR and the return drivers. */
export function CumulativeTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const query = useQuery(performanceQuery(portfolioKey));
  const text = useSeriesText(query.data?.benchmarkName, 'charts.cumulativeSummary');
  return (
    <QueryState query={query}>
      {(perf) => (
        <>
          <RecalculatingNotice recalculating={perf.recalculating} valuedThrough={perf.valuedThrough} />
          <HeadlineRow label={t('portfolio.returns')}>
            <HeadlineFigure
              label={t('figures.twr')}
              method="twr"
              value={<ReturnText value={perf.twr.cumulative} />}
            />
            <HeadlineFigure
              label={t('figures.twrAnnualised')}
              method="twrAnnualised"
              value={<ReturnText value={perf.twr.annualised} />}
            />
            <HeadlineFigure
              label={t('figures.xirr')}
              method="xirr"
              value={<ReturnText value={perf.xirr} />}
            />
          </HeadlineRow>
          <Section title={t('portfolio.tabs.cumulative')} method="period">
            {perf.cumulative.length > 1 ? (
              <Chart
                title={t('charts.cumulativeTitle')}
                spec={cumulativeChart(perf.cumulative, text)}
                height={300}
              />
            ) : (
              <Typography color="text.secondary">{t('figures.reasons.no_data')}</Typography>
            )}
            <ReturnsTable
              label={t('portfolio.periodsTable')}
              rows={perf.periods.map((p) => ({
                ...p,
                key: p.period,
                label: t(`figures.periods.${p.period}`),
              }))}
            />
          </Section>
          <Section title={t('charts.driversTitle')} method="drivers">
            {perf.drivers ? (
              <Chart
                title={t('charts.driversChart', { from: formatDate(perf.from), to: formatDate(perf.to) })}
                spec={waterfallChart(
                  perf.drivers,
                  {
                    label: (key: DriverStep | 'change') => t(`charts.drivers.${key}`),
                    money: (v) => money(v, perf.currency),
                    driver: t('charts.driver'),
                    amount: t('charts.amount'),
                    summary: (values) => t('charts.driversSummary', values),
                  },
                  { compact: phone },
                )}
              />
            ) : (
              <Typography color="text.secondary">{t('figures.reasons.insufficient_history')}</Typography>
            )}
          </Section>
        </>
      )}
    </QueryState>
  );
}

/** Discrete periods (1Y, 3Y, 5Y, since inception, YTD): cumulative and annualised, as bars and a table. */
export function DiscreteTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const query = useQuery(performanceQuery(portfolioKey));
  const text = useSeriesText(query.data?.benchmarkName, 'charts.barsSummary');
  return (
    <QueryState query={query}>
      {(perf) => {
        const rows = perf.discrete.periods.map((p) => ({
          ...p,
          key: p.period,
          label: t(`figures.periods.${p.period}`),
        }));
        return (
          <Section title={t('portfolio.tabs.discrete')} method="discrete">
            <RecalculatingNotice recalculating={perf.recalculating} valuedThrough={perf.valuedThrough} />
            <Chart
              title={t('charts.discreteTitle')}
              spec={periodBarsChart(rows, { ...text, period: t('charts.period') })}
            />
            <ReturnsTable label={t('portfolio.tabs.discrete')} rows={rows} annualised />
          </Section>
        );
      }}
    </QueryState>
  );
}

/** Each of the previous five calendar years (§9), as bars and a table. */
export function CalendarTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const query = useQuery(performanceQuery(portfolioKey));
  const text = useSeriesText(query.data?.benchmarkName, 'charts.barsSummary');
  return (
    <QueryState query={query}>
      {(perf) => {
        const rows = [...perf.discrete.years]
          .reverse()
          .map((y) => ({ ...y, key: String(y.year), label: String(y.year) }));
        return (
          <Section title={t('portfolio.tabs.calendarYears')} method="calendar">
            <RecalculatingNotice recalculating={perf.recalculating} valuedThrough={perf.valuedThrough} />
            <Chart
              title={t('charts.calendarTitle')}
              spec={periodBarsChart(rows, { ...text, period: t('charts.year') })}
            />
            <ReturnsTable label={t('portfolio.tabs.calendarYears')} rows={rows} />
          </Section>
        );
      }}
    </QueryState>
  );
}

/** Rolling 12-month returns and the monthly returns they are chained from. */
export function YearlyTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const query = useQuery(performanceQuery(portfolioKey));
  const text = useSeriesText(query.data?.benchmarkName, 'charts.rollingSummary');
  return (
    <QueryState query={query}>
      {(perf) => (
        <>
          <Section title={t('charts.rollingTitle')} method="rolling">
            <Chart title={t('charts.rollingTitle')} spec={returnLineChart(perf.rolling12m, text)} />
          </Section>
          <Section title={t('portfolio.monthly')} method="period">
            <DataTable
              label={t('portfolio.monthly')}
              rows={[...perf.monthly].reverse()}
              rowKey={(m) => m.month}
              columns={[
                { key: 'month', label: t('charts.month'), render: (m) => m.month },
                {
                  key: 'p',
                  label: t('charts.portfolio'),
                  numeric: true,
                  render: (m) => <ReturnText value={m.portfolio} />,
                },
                {
                  key: 'b',
                  label: t('charts.benchmark'),
                  numeric: true,
                  render: (m) => (
                    <ReturnText
                      value={m.benchmark === null ? { value: null, reason: 'no_data' } : m.benchmark}
                    />
                  ),
                },
              ]}
            />
          </Section>
        </>
      )}
    </QueryState>
  );
}

/** Simulated returns: today's mix replayed over its own price history. */
export function SimulatedTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const query = useQuery(simulatedQuery(portfolioKey));
  const text = useSeriesText(null, 'charts.simulatedSummary');
  return (
    <QueryState query={query}>
      {(sim) => (
        <>
          <HeadlineRow>
            <HeadlineFigure
              label={t('portfolio.simulatedReturn')}
              method="simulated"
              value={<ReturnText value={sim.cumulative} />}
            />
          </HeadlineRow>
          <Section title={t('portfolio.tabs.simulated')}>
            {sim.points.length > 1 ? (
              <Chart
                title={t('charts.simulatedTitle')}
                spec={returnLineChart(
                  sim.points.map((p) => ({ date: p.date, portfolio: p.value })),
                  text,
                )}
              />
            ) : (
              <Typography color="text.secondary">{t('figures.reasons.no_data')}</Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('portfolio.simulatedDisclaimer')}
            </Typography>
          </Section>
        </>
      )}
    </QueryState>
  );
}
