import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { settlementCurrency, type ReturnValue } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { drawerQuery } from '../../lib/portfolio-api';
import { portfolioLink } from '../../lib/portfolio-target';
import { useResolvedPortfolio } from '../../lib/use-resolved-portfolio';
import { FigureInfo } from '../../ui/figure-info';
import { formatDate, formatNumber, numericCell, useMoney } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { ReturnText } from '../../ui/return-text';
import { ScreenTitle } from '../../ui/screen-title';

/** §2 fund performance periods. */
export const FUND_PERIODS = ['1D', '3M', '1Y', '3Y', '5Y', 'All', 'YTD'] as const;

/**
 * The fund's return over each period: since purchase ('All') is the holding's own return; the others
 * need the fund's price history, which no data source serves yet, so they read '—' with the reason.
 */
export function fundReturns(holdingReturn: ReturnValue): Record<(typeof FUND_PERIODS)[number], ReturnValue> {
  const none: ReturnValue = { value: null, reason: 'no_data' };
  return { '1D': none, '3M': none, '1Y': none, '3Y': none, '5Y': none, All: holdingReturn, YTD: none };
}

/** Route `dashboard-portal-portfolio-funds-fund` (§2): a fund's details and performance periods. */
export default function FundScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const { fund = '' } = useParams();
  const { query: resolved, key, portal } = useResolvedPortfolio();
  const query = useQuery({
    ...drawerQuery(key ?? { portalId: '', accountId: '', portfolioId: '' }, fund),
    enabled: !!key,
  });
  if (resolved.isPending || (key && query.isPending)) return <PageLoader />;
  if (!key) return <Navigate to="/dashboard/404" replace />;
  if (!query.data) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  const h = query.data.holding;
  const returns = fundReturns(h.return);
  const fields: [string, string][] = [
    [t('fund.fields.code'), h.symbol],
    [t('fund.fields.name'), h.name ?? h.symbol],
    [t('holdings.isin'), h.isin ?? '—'],
    [t('fund.fields.assetClass'), h.assetClass ?? '—'],
    [t('fund.fields.type'), h.type ?? '—'],
    [t('fund.fields.currency'), settlementCurrency(h.currency)],
    [t('holdings.price'), h.price ? `${formatNumber(h.price)} ${h.currency}` : '—'],
    [t('holdings.priceDate'), formatDate(h.priceDate)],
    [t('fund.fields.holdingValue'), money(h.valueBase)],
  ];
  return (
    <>
      <ScreenTitle title={h.name ?? h.symbol} />
      <Link
        component={RouterLink}
        to={portfolioLink(brand, portal, { id: key.accountId }, key.portfolioId, { tab: 'holdings' })}
      >
        {t('editor.backToPortfolio')}
      </Link>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('fund.details')}
          </Typography>
          <Table size="small" aria-label={t('fund.details')}>
            <TableBody>
              {fields.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell sx={numericCell}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('fund.performance')}
            </Typography>
            <FigureInfo method="holdingReturn" label={t('fund.periods.All')} />
          </Box>
          <Table size="small" aria-label={t('fund.performance')}>
            <TableBody>
              {FUND_PERIODS.map((period) => (
                <TableRow key={period}>
                  <TableCell component="th" scope="row">
                    {t(`fund.periods.${period}`)}
                  </TableCell>
                  <TableCell sx={numericCell}>
                    <ReturnText value={returns[period]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </>
  );
}
