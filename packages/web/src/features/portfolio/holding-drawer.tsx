import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DISCRETE_PERIOD_MONTHS, FILTERED_TRANSACTIONS_MONTHS, settlementCurrency } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { drawerQuery, type PortfolioKey } from '../../lib/portfolio-api';
import type { TransactionView } from '../../lib/portfolio-types';
import { DataTable } from '../../ui/data-table';
import { FigureInfo } from '../../ui/figure-info';
import { formatDate, formatNumber, formatWeight, numericCell } from '../../ui/format';
import { ReturnText } from '../../ui/return-text';
import { SideDrawer } from '../../ui/side-drawer';
import { FundPeriodsByIsin, HoldingDocuments } from '../fund';
import type { DrawerAction, DrawerState } from './drawer-state';
import { useHoldingMoney, type MoneyRow } from './holding-money';
import { HoldingPositionsPart } from './holding-positions-part';
import { useTransactionColumns } from './tabs/transactions-tab';
import { filteredTransactionsSearch } from './transactions-filter';
import { useDataName } from '../../ui/data-name';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * §2 holding drawer: the holding's details and performance, discrete returns, its documents,
 * transactions, holdings (where the account holds the same security) and breakdowns. Its lists live in the drawer state,
 * emptied whenever a drawer opens.
 */
export function HoldingDrawer({
  portfolioKey,
  state,
  dispatch,
  fundHref,
}: {
  portfolioKey: PortfolioKey;
  state: DrawerState;
  dispatch: Dispatch<DrawerAction>;
  fundHref: (symbol: string) => string | null;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const dataName = useDataName();
  const holdingMoney = useHoldingMoney();
  const symbol = state.open?.kind === 'holding' ? state.open.symbol : null;
  const query = useQuery({ ...drawerQuery(portfolioKey, symbol ?? ''), enabled: !!symbol });
  const data = query.data && query.data.holding.symbol === symbol ? query.data : undefined;
  useEffect(() => {
    if (!data) return;
    const h = data.holding;
    dispatch({
      type: 'lists',
      lists: {
        symbol: h.symbol,
        documents: [],
        transactions: data.transactions,
        holdings: [],
        breakdowns: [
          [t('portfolio.breakdownNames.assetClass'), dataName('assetClass', h.assetClass ?? 'Other')],
          [t('portfolio.breakdownNames.sector'), dataName('sector', h.sector ?? 'Other')],
          [t('portfolio.breakdownNames.region'), dataName('region', h.region ?? 'Other')],
          [t('portfolio.breakdownNames.currency'), settlementCurrency(h.currency)],
          [t('portfolio.breakdownNames.type'), dataName('type', h.type ?? 'Other')],
        ],
      },
    });
  }, [data, dispatch, t, dataName]);
  const columns = useTransactionColumns().filter((c) => c.key !== 'name');
  const lists = state.lists;
  const h = data?.holding;
  const href = symbol ? fundHref(symbol) : null;
  // Every amount in its own currency, named by its label (never the page's currency).
  const details: MoneyRow[] = h
    ? [
        { label: t('holdings.symbol'), value: h.symbol },
        { label: t('holdings.isin'), value: h.isin ?? '—' },
        { label: t('holdings.units'), value: formatNumber(h.units) },
        { label: t('holdings.price'), value: h.price ? `${formatNumber(h.price)} ${h.currency}` : '—' },
        { label: t('holdings.priceDate'), value: formatDate(h.priceDate) },
        ...holdingMoney.rows(h, data.baseCurrency),
        { label: t('charts.weight'), value: formatWeight(data.weight) },
      ]
    : [];
  return (
    <SideDrawer open={!!symbol} title={h?.name ?? symbol ?? ''} onClose={() => dispatch({ type: 'close' })}>
      {!h && <Typography color="text.secondary">{t('app.loading')}</Typography>}
      {h && (
        <>
          <Part title={t('drawers.details')}>
            <Table size="small" aria-label={t('drawers.details')}>
              <TableBody>
                {details.map(({ label, value, part }) => (
                  <TableRow key={label}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={part ? { pl: 4, color: 'text.secondary', typography: 'caption' } : undefined}
                    >
                      {label}
                    </TableCell>
                    <TableCell
                      sx={
                        part
                          ? { ...numericCell, color: 'text.secondary', typography: 'caption' }
                          : numericCell
                      }
                    >
                      {value}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Part>
          <Part title={t('drawers.performance')}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{t('holdings.return')}</Typography>
              <FigureInfo method="holdingReturn" label={t('holdings.return')} />
              <Box sx={{ flex: 1 }} />
              <ReturnText value={h.return} />
            </Box>
            {h.type === 'Fund' && <FundPeriodsByIsin portalId={portfolioKey.portalId} isin={h.isin} />}
          </Part>
          <Part title={t('drawers.discrete')}>
            <Table size="small" aria-label={t('drawers.discrete')}>
              <TableBody>
                {Object.keys(DISCRETE_PERIOD_MONTHS).map((period) => (
                  <TableRow key={period}>
                    <TableCell component="th" scope="row">
                      {t(`figures.periods.${period}`)}
                    </TableCell>
                    <TableCell sx={numericCell}>
                      <ReturnText
                        value={
                          data.discrete?.periods.find((p) => p.period === period)?.portfolio ?? {
                            value: null,
                            reason: 'no_data',
                          }
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Part>
          <Part title={t('drawers.transactions')}>
            <DataTable
              label={t('drawers.transactions')}
              columns={columns}
              rows={lists.transactions as TransactionView[]}
              rowKey={(tx, i) => tx.id ?? `${tx.date}-${i}`}
              empty={t('transactions.empty')}
            />
            <Link
              component={RouterLink}
              to={{ search: `?${filteredTransactionsSearch(search)}` }}
              onClick={() => dispatch({ type: 'close' })}
              variant="body2"
            >
              {t('drawers.recentTransactions', { months: FILTERED_TRANSACTIONS_MONTHS })}
            </Link>
          </Part>
          <Part title={t('drawers.breakdowns')}>
            <Table size="small" aria-label={t('drawers.breakdowns')}>
              <TableBody>
                {(lists.breakdowns as [string, string][]).map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Part>
          <Part title={t('drawers.holdings')}>
            <HoldingPositionsPart portfolioKey={portfolioKey} symbol={h.symbol} />
          </Part>
          <Part title={t('drawers.documents')}>
            <HoldingDocuments portfolioKey={portfolioKey} symbol={h.symbol} name={h.name ?? h.symbol} />
          </Part>
          {href && (
            <Button variant="contained" component={RouterLink} to={href}>
              {t('fund.open')}
            </Button>
          )}
        </>
      )}
    </SideDrawer>
  );
}
