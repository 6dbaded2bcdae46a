import Typography from '@mui/material/Typography';
import type { ReportSummary, ReportView } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { useMoney } from '../../ui/format';
import { ReportTable } from './report-table';

const LINES = ['opening', 'netFlows', 'income', 'fees', 'gain', 'closing', 'change'] as const;

function SummaryTable({
  summary,
  currency,
  label,
}: {
  summary: ReportSummary;
  currency: string;
  label: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ReportTable
      label={label}
      columns={[
        { key: 'line', label: label, render: (line) => t(`report.summary.${line}`) },
        { key: 'value', label: '', numeric: true, render: (line) => money(summary[line], currency) },
      ]}
      rows={LINES}
      rowKey={(line) => line}
      strong={(line) => line === 'closing'}
    />
  );
}

/** The period in money: opening and closing value, flows, income, fees and the change (domain reportSummary). */
export function ReportSummarySection({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const { page } = report;
  // No consolidated summary: either the currencies differ (amounts do not add) or a portfolio has no valuations in the period.
  const mixed = page.portfolios.some((e) => e.portfolio.currency !== page.account.currency);
  return (
    <>
      {report.renderConsolidated && page.portfolios.length > 1 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t('report.consolidated')}
          </Typography>
          {report.consolidatedSummary ? (
            <SummaryTable
              summary={report.consolidatedSummary}
              currency={page.account.currency}
              label={t('report.consolidated')}
            />
          ) : (
            <Typography sx={{ mb: 2 }}>
              {t(mixed ? 'report.summary.mixedCurrencies' : 'report.summary.none')}
            </Typography>
          )}
        </>
      )}
      {page.portfolios.map((entry, i) => {
        const summary = report.portfolios[i]?.summary;
        return (
          <div key={entry.portfolio.id} className="report-keep">
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {entry.portfolio.name}
            </Typography>
            {summary ? (
              <SummaryTable
                summary={summary}
                currency={entry.portfolio.currency}
                label={entry.portfolio.name}
              />
            ) : (
              <Typography sx={{ mb: 2 }}>{t('report.summary.none')}</Typography>
            )}
          </div>
        );
      })}
    </>
  );
}
