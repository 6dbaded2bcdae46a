import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { settlementCurrency, type FundDetails } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber, numericCell, useMoney } from '../../ui/format';
import { useDataName } from '../../ui/data-name';

/**
 * A fund's §9 fields (Citi code, Fund name, Group name, Fund size, Asset class, Fund type, Objective,
 * Currency), then its ISIN, region, ESG rating and latest price. `extra` rows follow.
 */
export function FundFieldsTable({
  fund,
  extra = [],
}: {
  fund: FundDetails;
  extra?: readonly [string, ReactNode][];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dataName = useDataName();
  const currency = fund.currency ? settlementCurrency(fund.currency) : null;
  const rows: [string, ReactNode][] = [
    [t('explorer.fields.code'), fund.fundCode ?? '—'],
    [t('explorer.fields.name'), fund.name],
    [t('explorer.fields.group'), fund.groupName ?? '—'],
    [t('explorer.fields.size'), fund.size ? money(fund.size, currency, 'auto') : '—'],
    [t('explorer.fields.assetClass'), fund.assetClass ?? '—'],
    [t('explorer.fields.type'), fund.fundType ?? '—'],
    [t('explorer.fields.objective'), fund.objective ?? '—'],
    [t('explorer.fields.currency'), fund.currency ?? '—'],
    [t('explorer.fields.isin'), fund.isin],
    [t('explorer.fields.region'), fund.region ? dataName('region', fund.region) : '—'],
    [
      t('explorer.fields.esg'),
      fund.esgRating === null ? '—' : t('explorer.esgValue', { rating: fund.esgRating }),
    ],
    [t('explorer.fields.price'), fund.price ? `${formatNumber(fund.price)} ${fund.currency ?? ''}` : '—'],
    [t('explorer.fields.priceDate'), formatDate(fund.priceDate)],
    ...extra,
  ];
  return (
    <Table size="small" aria-label={t('explorer.details')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell sx={{ ...numericCell, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
