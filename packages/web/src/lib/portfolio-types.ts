import type { PerformanceFeed } from '@portal/domain';

// The portfolio and account views are one definition with the server's (domain/src/views/).
export type {
  AccountFilterOptions,
  AccountListItem,
  AccountsPage,
  AccountSummary,
  AccountPageView,
  AccountView,
  BreakdownsAnswer,
  BreakdownsView,
  CategoryTotal,
  ChargesView,
  DrawerView,
  HoldingGroupView,
  HoldingView,
  HoldingsPage,
  HoldingsView,
  OverviewReturns,
  PerformanceSummary,
  PerformanceView,
  PortalSummary,
  PortfoliosPage,
  PortfolioView,
  SimulatedView,
  TabData,
  TransactionsPage,
  TransactionView,
} from '@portal/domain';

/** A page of a list, as every list route answers it. */
export type { Page as Paged } from '@portal/domain';

/** One point of the cumulative series against the benchmark. */
export type CumulativeEntry = PerformanceFeed['entries'][number];
