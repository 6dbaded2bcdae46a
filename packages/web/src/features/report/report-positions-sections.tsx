import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportView } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { accountWeights } from '../../lib/consolidated';
import { allocationBarsChart, donutChart, type AllocationText } from '../../ui/charts/allocation-options';
import { Chart } from '../../ui/charts/chart';
import type { ChartSpec } from '../../ui/charts/chart-spec';
import { portfolioColours } from '../../ui/charts/palettes';
import { useDataName } from '../../ui/data-name';
import { formatDate, formatNumber, formatReturn, formatWeight, useMoney } from '../../ui/format';
import { ReportTable } from './report-table';

/** A chart drawn once, without animation (paper shows the last frame); the printer waits for its SVG. */
function ReportChart({ title, spec }: { title: string; spec: ChartSpec }) {
  return (
    <Box data-report-chart sx={{ minWidth: 0 }}>
      <Chart title={title} spec={{ ...spec, option: { ...spec.option, animation: false } }} height={240} />
    </Box>
  );
}

function useAllocationText(currency: string, label?: (name: string) => string): AllocationText {
  const { t } = useTranslation();
  const money = useMoney();
  return {
    name: t('charts.name'),
    value: t('charts.value'),
    weight: t('charts.weight'),
    money: (v: string) => money(v, currency),
    ...(label ? { label } : {}),
    summary: (values: Record<string, string>) => t('charts.allocationSummary', values),
  };
}

/** The account's split across portfolios (the account screen's charts) and each portfolio's asset classes and regions. */
export function ReportAllocationSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const dataName = useDataName();
  const { page } = report;
  const weights = accountWeights(page);
  const colours = portfolioColours(page.portfolios.map((e) => e.portfolio.type));
  const accountText = useAllocationText(page.account.currency);
  const assetText = useAllocationText(page.account.currency, (name) => dataName('assetClass', name));
  const slices = page.portfolios.map((e, i) => ({
    name: e.portfolio.name,
    value: e.inAccountCurrency?.value ?? e.portfolio.value,
    weight: String(weights?.[i] ?? 0),
    colour: colours[i]!,
  }));
  return (
    <>
      {page.portfolios.length > 1 && weights && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 2 }} className="report-keep">
          <ReportChart title={t('accountScreen.allocation')} spec={donutChart(slices, 'type', accountText)} />
          <ReportChart
            title={t('accountScreen.allocationBars')}
            spec={allocationBarsChart(slices, 'type', accountText)}
          />
        </Box>
      )}
      {page.portfolios.map((entry) => {
        const assets = entry.breakdowns.assetClass;
        const regions = entry.breakdowns.region;
        return (
          <Box key={entry.portfolio.id} className="report-keep" sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {entry.portfolio.name}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
              <ReportChart
                title={t('report.breakdownBy', { dimension: t('portfolio.breakdownNames.assetClass') })}
                spec={donutChart(assets.composition, 'assetClass', {
                  ...assetText,
                  money: (v) => assetText.money(v),
                })}
              />
              <ReportTable
                label={t('report.breakdownBy', { dimension: t('portfolio.breakdownNames.region') })}
                columns={[
                  {
                    key: 'n',
                    label: t('portfolio.breakdownNames.region'),
                    render: (s) => dataName('region', s.name),
                  },
                  {
                    key: 'w',
                    label: t('charts.weight'),
                    numeric: true,
                    render: (s) => formatWeight(s.weight),
                  },
                ]}
                rows={regions.composition}
                rowKey={(s) => s.name}
              />
            </Box>
          </Box>
        );
      })}
    </>
  );
}

/** Holdings on the report's last day, as the holdings tab lists them. */
export function ReportHoldingsSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {report.page.portfolios.map((entry) => {
        const h = entry.holdings;
        return (
          <Box key={entry.portfolio.id} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
              {entry.portfolio.name} · {money(h.total, h.baseCurrency)}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('holdings.title', { date: formatDate(h.date) })} ·{' '}
              {t('report.holdingsCount', { count: h.holdings.length })}
            </Typography>
            <ReportTable
              label={t('holdings.title', { date: formatDate(h.date) })}
              columns={[
                { key: 'name', label: t('holdings.name'), render: (x) => x.name ?? x.symbol },
                {
                  key: 'units',
                  label: t('holdings.units'),
                  numeric: true,
                  render: (x) => formatNumber(x.units),
                },
                {
                  key: 'value',
                  label: t('holdings.value'),
                  numeric: true,
                  render: (x) => money(x.valueBase, h.baseCurrency),
                },
                {
                  key: 'return',
                  label: t('holdings.return'),
                  numeric: true,
                  render: (x) => formatReturn(x.return),
                },
              ]}
              rows={h.holdings}
              rowKey={(x, i) => `${x.symbol}-${i}`}
            />
          </Box>
        );
      })}
    </>
  );
}

/** The period's transactions of each portfolio, newest first. */
export function ReportTransactionsSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {report.page.portfolios.map((entry, i) => {
        const rows = report.portfolios[i]?.transactions ?? [];
        return (
          <Box key={entry.portfolio.id} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {entry.portfolio.name}
            </Typography>
            {rows.length === 0 ? (
              <Typography sx={{ mb: 1 }}>{t('transactions.empty')}</Typography>
            ) : (
              <ReportTable
                label={t('report.sections.transactions')}
                columns={[
                  { key: 'date', label: t('transactions.date'), render: (x) => formatDate(x.date) },
                  {
                    key: 'type',
                    label: t('transactions.type'),
                    render: (x) => t(`transactions.types.${x.type}`, { defaultValue: x.type }),
                  },
                  { key: 'name', label: t('transactions.name'), render: (x) => x.name ?? x.symbol },
                  {
                    key: 'amount',
                    label: t('transactions.amount'),
                    numeric: true,
                    render: (x) => formatNumber(x.amount),
                  },
                  {
                    key: 'value',
                    label: t('transactions.value'),
                    numeric: true,
                    render: (x) => (x.value ? money(x.value, x.currency ?? entry.portfolio.currency) : '—'),
                  },
                ]}
                rows={rows}
                rowKey={(x, j) => `${x.id ?? j}`}
              />
            )}
          </Box>
        );
      })}
    </>
  );
}

/** Charges: the yearly rates, and the charges and transaction costs taken in the period. */
export function ReportChargesSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {report.page.portfolios.map((entry, i) => {
        const charges = report.portfolios[i]?.charges;
        const currency = entry.portfolio.currency;
        const rows = charges
          ? [
              ...Object.entries(charges.annual).map(([name, rate]) => ({
                key: `a-${name}`,
                label: `${t('report.charges.annual')}: ${name}`,
                value: `${formatNumber(rate, 2)}%`,
              })),
              {
                key: 'c',
                label: t('report.charges.inPeriod'),
                value: money(charges.charges.total, currency),
              },
              {
                key: 't',
                label: t('report.charges.transactionCosts'),
                value: money(charges.transactionCosts.total, currency),
              },
            ]
          : [];
        return (
          <Box key={entry.portfolio.id} className="report-keep" sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {entry.portfolio.name}
            </Typography>
            {rows.length === 0 ? (
              <Typography>{t('report.charges.none')}</Typography>
            ) : (
              <ReportTable
                label={t('report.sections.charges')}
                columns={[
                  { key: 'l', label: t('report.sections.charges'), render: (r) => r.label },
                  { key: 'v', label: '', numeric: true, render: (r) => r.value },
                ]}
                rows={rows}
                rowKey={(r) => r.key}
              />
            )}
          </Box>
        );
      })}
    </>
  );
}
