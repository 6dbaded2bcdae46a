import type {
  HoldingGroupView,
  HoldingView,
  PerformanceFeed,
  TransactionCategory,
  TransactionView,
} from '@portal/domain';

// The portfolio views are one definition with the server's (domain/src/views/portfolio-views.ts).
export type {
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

/** GET /portals/:portal/accounts/:account (the account summary). */
export interface AccountSummary {
  id: string;
  portalId: string;
  name: string;
  email: string | null;
  externalId: string | null;
  currency: string | null;
  value: string | null;
  validated: boolean;
  clientHasSignedIn: boolean;
  portfolios: {
    id: string;
    name: string;
    type: string | null;
    value: string | null;
    currency: string | null;
  }[];
}

/** A row of GET /portals/:portal/accounts. */
export interface AccountListItem {
  id: string;
  name: string;
  email: string | null;
  externalId: string | null;
  value: string | null;
  /** The account's currency: the one of `value`. */
  currency: string | null;
  portfolioCount: number;
  /** Types of the account's active portfolios, distinct and sorted. */
  portfolioTypes: string[];
  /** Return since inception as a percent figure ('5.230000' = 5.23 %), or null. */
  sinceInception: string | null;
}

/** A page of the clients list with headline totals over every account that passes the filters. */
export interface AccountsPage extends Paged<AccountListItem> {
  /** `currency` is the accounts' one currency, null when they hold several (no sum is shown then). */
  totals: { value: string; currency: string | null; count: number; gains: string };
}

/** The clients overview's filter menus: what is present among the viewer's accounts. */
export interface AccountFilterOptions {
  portfolioTypes: string[];
  groups: { id: string; name: string }[];
  /** Phone-book letters the names start with ('#' for other characters). */
  letters: string[];
}

export interface PortalSummary {
  id: string;
  name: string;
  theme: string | null;
  language: string | null;
  photo: string | null;
}
