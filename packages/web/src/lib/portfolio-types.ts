import type {
  HoldingGroupView,
  HoldingView,
  PerformanceFeed,
  TransactionCategory,
  TransactionView,
} from '@portal/domain';

// The portfolio and account views are one definition with the server's (domain/src/views/).
export type {
  AccountFilterOptions,
  AccountListItem,
  AccountsPage,
  AccountSummary,
  AccountPageView,
  AccountView,
  BreakdownsView,
  ChargesView,
  DrawerView,
  HoldingGroupView,
  HoldingView,
  HoldingsView,
  OverviewReturns,
  PerformanceSummary,
  PerformanceView,
  PortalSummary,
  PortfolioView,
  SimulatedView,
  TransactionView,
} from '@portal/domain';

/**
 * The pages and summaries the portfolio and accounts routes answer with, around those views. Money is
 * a decimal string, returns are `ReturnValue`s (a fraction, or null with the reason it cannot be computed).
 */

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface HoldingsPage extends Paged<HoldingView> {
  date: string;
  baseCurrency: string;
  value: string;
  groups: HoldingGroupView[];
}

export interface CategoryTotal {
  category: TransactionCategory;
  count: number;
  total: string;
}

export interface TransactionsPage extends Paged<TransactionView> {
  range: { from: string | null; to: string | null };
  /** The portfolio's currency: the one of every amount in the page. */
  currency: string | null;
  categories: CategoryTotal[];
}

/** One point of the cumulative series against the benchmark. */
export type CumulativeEntry = PerformanceFeed['entries'][number];
