import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { settlementCurrency } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { fundQuery } from '../../lib/funds-api';
import { drawerQuery } from '../../lib/portfolio-api';
import { portfolioLink } from '../../lib/portfolio-target';
import { useResolvedPortfolio } from '../../lib/use-resolved-portfolio';
import { FigureInfo } from '../../ui/figure-info';
import { formatDate, formatNumber, numericCell, useMoney } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { FundFieldsTable } from './fund-fields-table';
import { FundPeriodsTable, noFundPeriods } from './fund-periods-table';

/**
 * Route `dashboard-portal-portfolio-funds-fund` (§2): a held fund's details and its performance over
 * 1D, 3M, 1Y, 3Y, 5Y, All (since launch) and YTD, from the fund universe found by the holding's ISIN
 * (the explorer's API, the engine over the fund's closes), plus the holding's own return since
 * purchase. A holding outside the universe shows its own figures and return only.
 */
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
  const isin = query.data?.holding.isin ?? null;
  const details = useQuery({ ...fundQuery(portal, isin ?? ''), enabled: !!isin });
  if (resolved.isPending || (key && query.isPending) || (isin && details.isPending)) return <PageLoader />;
  if (!key) return <Navigate to="/dashboard/404" replace />;
  if (!query.data) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  const h = query.data.holding;
  const found = details.data;
  // A 404 means the fund is not in the universe; anything else is a failure to say so.
  const failed = details.isError && !(details.error instanceof ApiError && details.error.status === 404);
  const holdingRows: [string, string][] = [
    [t('holdings.price'), h.price ? `${formatNumber(h.price)} ${h.currency}` : '—'],
    [t('holdings.priceDate'), formatDate(h.priceDate)],
    [t('fund.fields.holdingValue'), money(h.valueBase, query.data.baseCurrency)],
  ];
  return (
    <>
      <ScreenTitle title={found?.name ?? h.name ?? h.symbol} />
      <Link
        component={RouterLink}
        to={portfolioLink(brand, portal, { id: key.accountId }, key.portfolioId, { tab: 'holdings' })}
      >
        {t('editor.backToPortfolio')}
      </Link>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('fund.details')}
          </Typography>
          {found ? (
            <FundFieldsTable
              fund={found}
              extra={[[t('fund.fields.holdingValue'), money(h.valueBase, query.data.baseCurrency)]]}
            />
          ) : (
            <Table size="small" aria-label={t('fund.details')}>
              <TableBody>
                {(
                  [
                    [t('fund.fields.code'), h.symbol],
                    [t('fund.fields.name'), h.name ?? h.symbol],
                    [t('holdings.isin'), h.isin ?? '—'],
                    [t('fund.fields.assetClass'), h.assetClass ?? '—'],
                    [t('fund.fields.type'), h.type ?? '—'],
                    [t('fund.fields.currency'), settlementCurrency(h.currency)],
                    ...holdingRows,
                  ] as [string, string][]
                ).map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell sx={numericCell}>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('fund.performance')}
            </Typography>
            <FigureInfo method="holdingReturn" label={t('fund.periods.All')} />
          </Box>
          {failed && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
          {!found && !failed && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('explorer.notInUniverse')}
            </Typography>
          )}
          <FundPeriodsTable
            rows={found?.performance ?? noFundPeriods()}
            extra={[
              {
                key: 'holding',
                label: t('explorer.sincePurchase'),
                value: h.return,
              },
            ]}
          />
        </Paper>
      </Box>
    </>
  );
}
