import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FUND_PERIODS, type FundPeriod, type ReturnValue } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, numericCell } from '../../ui/format';
import { ReturnText } from '../../ui/return-text';

export interface FundPeriodRow {
  period: FundPeriod;
  from: string | null;
  return: ReturnValue;
}

/** Every §2 period as '—' with the reason, for a fund without closes or not found. */
export function noFundPeriods(reason: 'no_data' | 'missing_data' = 'no_data'): FundPeriodRow[] {
  return FUND_PERIODS.map((period) => ({ period, from: null, return: { value: null, reason } }));
}

/**
 * §2 fund performance over 1D, 3M, 1Y, 3Y, 5Y, All and YTD as a table (a real table, so screen
 * readers read period, start and return together); a return that cannot be computed is '—' with
 * its reason. `extra` rows follow (the fund page adds the holding's own return since purchase).
 */
export function FundPeriodsTable({
  rows,
  extra = [],
}: {
  rows: readonly FundPeriodRow[];
  extra?: readonly { key: string; label: string; value: ReturnValue; from?: ReactNode }[];
}) {
  const { t } = useTranslation();
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return (
    <Table size="small" aria-label={t('explorer.periodsTable')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('explorer.period')}</TableCell>
          <TableCell sx={numericCell}>{t('explorer.since')}</TableCell>
          <TableCell sx={numericCell}>{t('explorer.return')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FUND_PERIODS.map((period) => {
          const row = byPeriod.get(period);
          return (
            <TableRow key={period}>
              <TableCell component="th" scope="row">
                {t(`explorer.periods.${period}`)}
              </TableCell>
              <TableCell sx={numericCell}>{formatDate(row?.from)}</TableCell>
              <TableCell sx={numericCell} data-period={period}>
                <ReturnText value={row?.return ?? { value: null, reason: 'no_data' }} />
              </TableCell>
            </TableRow>
          );
        })}
        {extra.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell sx={numericCell}>{row.from ?? '—'}</TableCell>
            <TableCell sx={numericCell}>
              <ReturnText value={row.value} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
