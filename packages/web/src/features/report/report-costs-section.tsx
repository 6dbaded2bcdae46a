import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CostFigure, CostGroup, CostsStatement, ReportView } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate, formatShare, useMoney } from '../../ui/format';
import { ReportTable } from './report-table';

interface Row {
  key: string;
  label: string;
  figure: CostFigure;
  strong?: boolean;
}

const GROUPS: CostGroup[] = ['product', 'service', 'transaction'];

function CostsTables({ costs, currency, label }: { costs: CostsStatement; currency: string; label: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: Row[] = GROUPS.flatMap((group) => {
    const lines = costs.lines.filter((l) => l.group === group);
    return [
      { key: group, label: t(`report.costs.groups.${group}`), figure: costs[group], strong: true },
      // The transaction group is one line: its subtotal says it all.
      ...(group === 'transaction'
        ? []
        : lines.map((l) => ({
            key: l.key,
            label: `${t(`report.costs.lines.${l.key}`)}${l.basis === 'accrued' ? ' *' : ''}`,
            figure: { amount: l.amount, share: l.share },
          }))),
    ];
  });
  rows.push({ key: 'total', label: t('report.costs.total'), figure: costs.total, strong: true });
  const columns = [
    { key: 'l', label, render: (r: Row) => (r.strong ? r.label : <Box sx={{ pl: 2 }}>{r.label}</Box>) },
    {
      key: 'a',
      label: t('report.costs.amount'),
      numeric: true,
      render: (r: Row) => money(r.figure.amount, currency),
    },
    {
      key: 's',
      label: t('report.costs.share'),
      numeric: true,
      render: (r: Row) => formatShare(r.figure.share),
    },
  ];
  const effect: Row[] = costs.effect
    ? [
        { key: 'before', label: t('report.costs.before'), figure: costs.effect.before },
        { key: 'costs', label: t('report.costs.total'), figure: costs.total },
        { key: 'after', label: t('report.costs.after'), figure: costs.effect.after, strong: true },
      ]
    : [];
  return (
    <>
      <Typography sx={{ mb: 1 }} data-costs-average>
        {t('report.costs.average', {
          value: money(costs.averageValue, currency),
          from: formatDate(costs.from),
          to: formatDate(costs.to),
        })}
      </Typography>
      <ReportTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        strong={(r) => Boolean(r.strong)}
      />
      {effect.length > 0 && (
        <ReportTable
          label={t('report.costs.effect')}
          columns={[{ ...columns[0]!, label: t('report.costs.effect') }, columns[1]!, columns[2]!]}
          rows={effect}
          rowKey={(r) => r.key}
          strong={(r) => Boolean(r.strong)}
        />
      )}
      {costs.lines.some((l) => l.basis === 'accrued') && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          * {t('report.costs.accruedNote')}
        </Typography>
      )}
    </>
  );
}

/**
 * The ex-post costs and charges statement (MiFID II / COBS 16A): the period's product, service and
 * transaction costs in money and as a share of the average value, and their effect on the return
 * (domain costsStatement). Consolidated when every portfolio is in the account's currency.
 */
export function ReportCostsSection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const { page } = report;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('report.costs.intro')}</Typography>
      {report.renderConsolidated && page.portfolios.length > 1 && report.consolidatedCosts && (
        <Box className="report-keep" sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t('report.consolidated')}
          </Typography>
          <CostsTables
            costs={report.consolidatedCosts}
            currency={page.account.currency}
            label={t('report.consolidated')}
          />
        </Box>
      )}
      {page.portfolios.map((entry, i) => {
        const costs = report.portfolios[i]?.costs;
        return (
          <Box key={entry.portfolio.id} className="report-keep" sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {entry.portfolio.name}
            </Typography>
            {costs ? (
              <CostsTables costs={costs} currency={entry.portfolio.currency} label={entry.portfolio.name} />
            ) : (
              <Typography>{t('report.charges.none')}</Typography>
            )}
          </Box>
        );
      })}
      <Typography variant="body2">{t('report.costs.basis')}</Typography>
    </>
  );
}
