import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERFORMANCE_PERIODS, isIsoDate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { accountWeights, consolidatedPeriods } from '../../lib/consolidated';
import { accountPageQuery } from '../../lib/portfolio-api';
import { formatDate, formatNumber, formatReturn, formatWeight, numericCell, useMoney } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { ScrollRegion } from '../../ui/scroll-region';
import { ReportDownloadButton } from '../../ui/report-download-button';
import { useDocumentTitle } from '../../ui/use-document-title';

const head = { fontWeight: 600 } as const;
// Headings of figures may wrap ('Frá byrjun / ársfjórðungs') so that the table fits a page; the figures do not.
const numericHead = { ...head, ...numericCell, whiteSpace: 'normal' } as const;

/**
 * Route `dashboard-portal-account-export` (icelandic, §2): the account on a date (optional, today by
 * default) as a print-friendly page — no shell, black on white, every table whole — for PDF rendering.
 */
export default function AccountExportScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { portal = '', account = '', date } = useParams();
  const valid = !date || isIsoDate(date);
  const query = useQuery({ ...accountPageQuery(portal, account, valid ? date : undefined), enabled: valid });
  useDocumentTitle(
    query.data ? t('exportPage.title', { name: query.data.account.name }) : t('exportPage.open'),
  );
  if (!valid) return <Alert severity="warning">{t('messages.validation.date_invalid')}</Alert>;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <Navigate to="/dashboard/404" replace />;
  if (query.isPending) return <PageLoader />;
  if (!query.data) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  const { account: view, portfolios } = query.data;
  const consolidated = consolidatedPeriods(query.data);
  const weights = accountWeights(query.data);
  return (
    <Box
      component="main"
      sx={{
        bgcolor: '#fff',
        color: '#000',
        p: { xs: 2, sm: 4 },
        maxWidth: 960,
        mx: 'auto',
        // Eight columns of figures must fit a portrait page: narrower cell padding, smaller print type.
        '& td, & th': { color: '#000', borderColor: '#ccc', px: 1 },
        '@media print': { '& td, & th': { fontSize: '0.75rem' } },
      }}
    >
      {/* On a phone the buttons go under the title instead of pushing the page wider. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {view.name}
          </Typography>
          <Typography>
            {t('exportPage.asOf', { date: formatDate(date ?? new Date().toISOString().slice(0, 10)) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} data-print="hide">
          <ReportDownloadButton
            portalId={portal}
            accountId={account}
            name={view.name}
            request={date ? { toDateString: date } : {}}
          />
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('exportPage.print')}
          </Button>
        </Box>
      </Box>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 600, my: 2 }}>
        {t('dashboard.totalAssets')}: {money(view.value, view.currency)}
      </Typography>
      {view.error && <Alert severity="error">{t(`messages.${view.message ?? 'errors.technical'}`)}</Alert>}

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('accountScreen.performance')}
      </Typography>
      <ScrollRegion label={t('accountScreen.performance')}>
        <Table size="small" aria-label={t('accountScreen.performance')}>
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{t('accountScreen.portfolio')}</TableCell>
              <TableCell sx={numericHead}>{t('charts.value')}</TableCell>
              <TableCell sx={numericHead}>{t('charts.weight')}</TableCell>
              {PERFORMANCE_PERIODS.map((p) => (
                <TableCell key={p} sx={numericHead}>
                  {t(`figures.periods.${p}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {portfolios.map((e, i) => (
              <TableRow key={e.portfolio.id}>
                <TableCell>{e.portfolio.name}</TableCell>
                <TableCell sx={numericCell}>{money(e.portfolio.value, e.portfolio.currency)}</TableCell>
                <TableCell sx={numericCell}>{formatWeight(weights?.[i])}</TableCell>
                {PERFORMANCE_PERIODS.map((p) => (
                  <TableCell key={p} sx={numericCell}>
                    {formatReturn(e.performance.periods.find((r) => r.period === p)?.portfolio)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={head}>{t('accountScreen.consolidated')}</TableCell>
              <TableCell sx={{ ...head, ...numericCell }}>{money(view.value, view.currency)}</TableCell>
              <TableCell sx={numericCell}>{formatWeight(1)}</TableCell>
              {consolidated.map((c) => (
                <TableCell key={c.period} sx={{ ...head, ...numericCell }}>
                  {formatReturn(c.portfolio)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>

      {portfolios.map((e) => (
        <Box key={e.portfolio.id} component="section" sx={{ mt: 4, breakInside: 'avoid-page' }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {e.portfolio.name} · {money(e.portfolio.value, e.portfolio.currency)}
          </Typography>
          <ScrollRegion label={t('holdings.title', { date: formatDate(e.holdings.date) })}>
            <Table size="small" aria-label={t('holdings.title', { date: formatDate(e.holdings.date) })}>
              <TableHead>
                <TableRow>
                  <TableCell sx={head}>{t('holdings.name')}</TableCell>
                  <TableCell sx={{ ...head, ...numericCell }}>{t('holdings.units')}</TableCell>
                  <TableCell sx={{ ...head, ...numericCell }}>{t('holdings.value')}</TableCell>
                  <TableCell sx={{ ...head, ...numericCell }}>{t('holdings.return')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {e.holdings.holdings.map((h) => (
                  <TableRow key={h.symbol}>
                    <TableCell>{h.name ?? h.symbol}</TableCell>
                    <TableCell sx={numericCell}>{formatNumber(h.units)}</TableCell>
                    <TableCell sx={numericCell}>{money(h.valueBase, e.holdings.baseCurrency)}</TableCell>
                    <TableCell sx={numericCell}>{formatReturn(h.return)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Box>
      ))}
    </Box>
  );
}
