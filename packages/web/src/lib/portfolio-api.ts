import type { FundDocument, TransactionRange } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from './api-client';
import type {
  AccountFilterOptions,
  AccountsPage,
  AccountPageView,
  AccountSummary,
  BreakdownsAnswer,
  ChargesView,
  DrawerView,
  HoldingsPage,
  Paged,
  PerformanceView,
  PortalSummary,
  TabData,
  TransactionsPage,
} from './portfolio-types';

/** One place for the portfolio API's paths, query keys and fetchers (accounts, portfolios, views). */

const seg = encodeURIComponent;

/** A query string of the defined values, '' when there are none. */
export function queryString(values: Record<string, string | number | boolean | null | undefined>): string {
  const pairs = Object.entries(values).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

export interface PortfolioKey {
  portalId: string;
  accountId: string;
  portfolioId: string;
}

export const accountPath = (portalId: string, accountId: string) =>
  `/portals/${seg(portalId)}/accounts/${seg(accountId)}`;

export const portfolioPath = (key: PortfolioKey) =>
  `${accountPath(key.portalId, key.accountId)}/portfolios/${seg(key.portfolioId)}`;

/** The browser address of a CSV download (the server streams it with its file name). */
export function csvUrl(
  key: PortfolioKey,
  kind: 'holdings' | 'transactions' | 'performance',
  query: Record<string, string | undefined> = {},
): string {
  return `/api${portfolioPath(key)}/${kind}.csv${queryString(query)}`;
}

export const portalsQuery = () =>
  queryOptions({
    queryKey: ['portals', 'list'],
    queryFn: () => apiFetch<Paged<PortalSummary>>('/portals?pageSize=100'),
  });

export interface AccountsQuery {
  search?: string | undefined;
  /** Phone-book letter or '#'. */
  letter?: string | undefined;
  portfolioType?: string | undefined;
  /** Group id. */
  group?: string | undefined;
  hasPortfolios?: true | undefined;
  page: number;
  pageSize: number;
}

export const accountsQuery = (portalId: string, query: AccountsQuery) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', 'list', query],
    queryFn: () => apiFetch<AccountsPage>(`/portals/${seg(portalId)}/accounts${queryString({ ...query })}`),
    placeholderData: keepPreviousData,
  });

/** The clients overview's filter menus (portfolio types, groups, letters) from the viewer's accounts. */
export const accountFiltersQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', 'filters'],
    queryFn: () => apiFetch<AccountFilterOptions>(`/portals/${seg(portalId)}/account-filters`),
    staleTime: 60_000,
  });

export const accountSummaryQuery = (portalId: string, accountId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', accountId],
    queryFn: () => apiFetch<AccountSummary>(accountPath(portalId, accountId)),
  });

/** How often a screen asks again while its figures are being recalculated (the job takes seconds). */
const RECALCULATING_POLL_MS = 1000;

export const accountPageQuery = (portalId: string, accountId: string, date?: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', accountId, 'overview', date ?? null],
    queryFn: () =>
      apiFetch<AccountPageView>(`${accountPath(portalId, accountId)}/overview${queryString({ date })}`),
    refetchInterval: (query) =>
      query.state.data?.portfolios.some((p) => p.performance.recalculating) ? RECALCULATING_POLL_MS : false,
  });

const viewKey = (key: PortfolioKey, ...rest: unknown[]) => [
  'portals',
  key.portalId,
  'accounts',
  key.accountId,
  'portfolios',
  key.portfolioId,
  ...rest,
];

/** Every query of one portfolio (to reload after an edit). */
export const portfolioQueryKey = (key: PortfolioKey) => viewKey(key);

export const holdingsQuery = (key: PortfolioKey, page: number, pageSize: number) =>
  queryOptions({
    queryKey: viewKey(key, 'holdings', page, pageSize),
    queryFn: () => apiFetch<HoldingsPage>(`${portfolioPath(key)}/holdings${queryString({ page, pageSize })}`),
    placeholderData: keepPreviousData,
  });

export interface TransactionsFilter {
  range: TransactionRange;
  from?: string | undefined;
  to?: string | undefined;
  kind: 'all' | 'trades' | 'cash';
}

export const transactionsQuery = (
  key: PortfolioKey,
  filter: TransactionsFilter,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: viewKey(key, 'transactions', filter, page, pageSize),
    queryFn: () =>
      apiFetch<TransactionsPage>(
        `${portfolioPath(key)}/transactions${queryString({ ...filter, page, pageSize })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const performanceQuery = (key: PortfolioKey) =>
  queryOptions({
    queryKey: viewKey(key, 'performance'),
    queryFn: () => apiFetch<PerformanceView>(`${portfolioPath(key)}/performance`),
    refetchInterval: (query) => (query.state.data?.recalculating ? RECALCULATING_POLL_MS : false),
  });

export const breakdownsQuery = (key: PortfolioKey) =>
  queryOptions({
    queryKey: viewKey(key, 'breakdowns'),
    queryFn: () => apiFetch<BreakdownsAnswer>(`${portfolioPath(key)}/breakdowns`),
  });

export const chargesQuery = (
  key: PortfolioKey,
  range: { from?: string | undefined; to?: string | undefined } = {},
) =>
  queryOptions({
    queryKey: viewKey(key, 'charges', range),
    queryFn: () => apiFetch<ChargesView>(`${portfolioPath(key)}/charges${queryString(range)}`),
  });

export const simulatedQuery = (key: PortfolioKey) =>
  queryOptions({
    queryKey: viewKey(key, 'tabs', 'simulated'),
    queryFn: async () =>
      (await apiFetch<Extract<TabData, { tab: 'simulated' }>>(`${portfolioPath(key)}/tabs/simulated`))
        .simulated,
  });

export const drawerQuery = (key: PortfolioKey, symbol: string) =>
  queryOptions({
    queryKey: viewKey(key, 'drawer', symbol),
    queryFn: () => apiFetch<DrawerView>(`${portfolioPath(key)}/drawer/${seg(symbol)}`),
  });

/** A holding's documents: the library's for its fund, or the provider's (the partners' Data API). */
export const holdingDocumentsQuery = (key: PortfolioKey, symbol: string) =>
  queryOptions({
    queryKey: viewKey(key, 'drawer', symbol, 'documents'),
    queryFn: () =>
      apiFetch<{ items: FundDocument[] }>(`${portfolioPath(key)}/drawer/${seg(symbol)}/documents`),
  });
