import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useParams, useSearchParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { performanceQuery, type PortfolioKey } from '../../lib/portfolio-api';
import { readPortfolioTarget, resolvePortfolioTarget } from '../../lib/portfolio-target';
import { useViewer } from '../../lib/use-viewer';
import { formatDate, useMoney } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { ReportDownloadButton } from '../../ui/report-download-button';
import { BreakdownDrawer } from './breakdown-drawer';
import { CsvButton } from './csv-buttons';
import { drawerReducer, INITIAL_DRAWER_STATE } from './drawer-state';
import { HoldingDrawer } from './holding-drawer';
import { preloadCharts } from '../../ui/charts/chart';
import { PORTFOLIO_TABS, readTab, type PortfolioTab } from './tabs';
import { AccountsTab, ChargesTab, ConsolidatedTab, FeesTab } from './tabs/charges-tabs';
import { BondsTab, BreakdownsTab, ExposureTab, HoldingsTab } from './tabs/holdings-tabs';
import { CalendarTab, CumulativeTab, DiscreteTab, SimulatedTab, YearlyTab } from './tabs/performance-tabs';
import type { TabProps } from './tabs/tab-props';
import { TransactionsTab } from './tabs/transactions-tab';
import { WhenWritable } from '../preview';

// Every tab of this screen but the lists draws a chart: fetch ECharts alongside the data.
preloadCharts();

/** Tabs drawn from the performance view: its request can start before the target is resolved. */
const PERFORMANCE_TABS: ReadonlySet<PortfolioTab> = new Set([
  'cumulative',
  'discrete',
  'calendarYears',
  'yearlyPerformance',
]);
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TradesTab = (props: TabProps) => <TransactionsTab {...props} kind="trades" />;
const CashTab = (props: TabProps) => <TransactionsTab {...props} kind="cash" />;

const TAB_SCREENS: Record<PortfolioTab, ComponentType<TabProps>> = {
  exposure: ExposureTab,
  breakdowns: BreakdownsTab,
  holdings: HoldingsTab,
  transactions: TradesTab,
  cashTransactions: CashTab,
  fees: FeesTab,
  bondStatistics: BondsTab,
  simulated: SimulatedTab,
  cumulative: CumulativeTab,
  discrete: DiscreteTab,
  calendarYears: CalendarTab,
  yearlyPerformance: YearlyTab,
  accounts: AccountsTab,
  consolidated: ConsolidatedTab,
  charges: ChargesTab,
};

/** Route `dashboard-portal-portfolio` (§2): the portfolio's tabs, drawers and CSV downloads. */
export default function PortfolioScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const params = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const portal = params.portal ?? '';
  const { staff } = useViewer();
  const target = readPortfolioTarget(brand, params, search);
  const resolved = useQuery({
    queryKey: ['portals', portal, 'portfolio-target', target],
    queryFn: () => (target ? resolvePortfolioTarget(portal, target) : null),
    staleTime: 5 * 60_000,
  });
  const [drawer, dispatch] = useReducer(drawerReducer, INITIAL_DRAWER_STATE);
  const tab = readTab(search.get('tab'));
  const queryClient = useQueryClient();
  // An in-app link names both ids: fetch a performance tab's data alongside the target's
  // resolution instead of after it (one round trip less before the chart).
  const direct =
    target && !target.contact && target.account && ID.test(target.account) && ID.test(target.portfolio)
      ? target
      : null;
  const prefetchAccount = direct && PERFORMANCE_TABS.has(tab) ? direct.account : null;
  const prefetchPortfolio = direct?.portfolio ?? null;
  useEffect(() => {
    if (!prefetchAccount || !prefetchPortfolio) return;
    const key = { portalId: portal, accountId: prefetchAccount, portfolioId: prefetchPortfolio };
    void queryClient.prefetchQuery(performanceQuery(key));
  }, [portal, prefetchAccount, prefetchPortfolio, queryClient]);
  const openDrawer = useCallback(
    (next: Parameters<TabProps['onOpen']>[0]) => dispatch({ type: 'open', drawer: next }),
    [dispatch],
  );

  if (resolved.isPending) return <PageLoader />;
  if (resolved.isError) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  if (!resolved.data) return <Navigate to="/dashboard/404" replace />;
  const { accountId, portfolioId, portfolios } = resolved.data;
  const portfolio = portfolios.find((p) => p.id === portfolioId)!;
  const key: PortfolioKey = { portalId: portal, accountId, portfolioId };
  const Screen = TAB_SCREENS[tab];
  const editQuery = { account: accountId };
  const fundHref = (symbol: string) =>
    hasRoute(brand, 'dashboard-portal-portfolio-funds-fund')
      ? `${location.pathname.replace(/\/$/, '')}/funds/${encodeURIComponent(symbol)}?account=${encodeURIComponent(accountId)}`
      : null;

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <ScreenTitle title={portfolio.name} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: -2, mb: 2 }}>
            <Typography sx={{ fontSize: '1.4rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {money(portfolio.value, portfolio.currency)}
            </Typography>
            {portfolio.type && <Chip size="small" label={portfolio.type} />}
            {portfolio.inception && (
              <Typography variant="body2" color="text.secondary">
                {t('portfolio.since', { date: formatDate(portfolio.inception) })}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-print="hide">
          <CsvButton portfolioKey={key} kind="holdings" />
          <CsvButton portfolioKey={key} kind="performance" />
          <ReportDownloadButton
            portalId={portal}
            accountId={accountId}
            name={portfolio.name}
            request={{ singlePortfolio: portfolioId, renderConsolidated: false }}
          />
          <WhenWritable>
            {staff && hasRoute(brand, 'edit_holdings') && (
              <Button
                size="small"
                startIcon={<EditOutlined />}
                component={RouterLink}
                to={buildPath(brand, 'edit_holdings', { portal, portfolio: portfolioId }, editQuery)}
              >
                {t('editor.editHoldings')}
              </Button>
            )}
            {staff && hasRoute(brand, 'edit_transactions') && (
              <Button
                size="small"
                startIcon={<EditOutlined />}
                component={RouterLink}
                to={buildPath(brand, 'edit_transactions', { portal, portfolio: portfolioId }, editQuery)}
              >
                {t('editor.editTransactions')}
              </Button>
            )}
          </WhenWritable>
        </Box>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: PortfolioTab) =>
          setSearch(
            (current) => {
              const nextParams = new URLSearchParams(current);
              nextParams.set('tab', next);
              return nextParams;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('portfolio.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PORTFOLIO_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`portfolio.tabs.${name}`)}
            id={`tab-${name}`}
            aria-controls="portfolio-tabpanel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="portfolio-tabpanel" aria-labelledby={`tab-${tab}`} sx={{ minWidth: 0 }}>
        <Screen portfolioKey={key} portfolio={portfolio} siblings={portfolios} onOpen={openDrawer} />
      </Box>
      <HoldingDrawer portfolioKey={key} state={drawer} dispatch={dispatch} fundHref={fundHref} />
      <BreakdownDrawer
        portfolioKey={key}
        open={drawer.open}
        onClose={() => dispatch({ type: 'close' })}
        onHolding={(symbol) => openDrawer({ kind: 'holding', symbol })}
      />
    </>
  );
}
