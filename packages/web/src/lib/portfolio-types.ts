import type {
  BreakdownDimension,
  BreakdownSlice,
  ChartAssetClass,
  DiscreteReturns,
  MonthlyReturn,
  PerformancePeriod,
  PeriodResult,
  RangeTotal,
  ReturnDrivers,
  ReturnValue,
  RollingPoint,
  TransactionCategory,
  ValuedHolding,
} from '@portal/domain';

/**
 * The portfolio API's views as the browser receives them (server: providers/types.ts). Money is a
 * decimal string, returns are `ReturnValue`s (a fraction, or null with the reason it cannot be computed).
 */

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PortfolioView {
  id: string;
  name: string;
  type: string | null;
  currency: string;
  value: string;
  inception: string | null;
  region: string | null;
  objective: string | null;
  riskLevel: number | null;
  esgRating: number | null;
  riskProfile: string | null;
  color: string | null;
}

export interface AccountView {
  id: string;
  name: string;
  currency: string;
  value: string;
  error: boolean;
  message: string | null;
  portfolios: PortfolioView[];
}

export interface HoldingView extends ValuedHolding {
  id: string | null;
  isin: string | null;
}

export interface HoldingGroupView {
  group: ChartAssetClass;
  value: string;
  weight: string | null;
  symbols: string[];
}

export interface HoldingsView {
  date: string;
  baseCurrency: string;
  total: string;
  holdings: HoldingView[];
  groups: HoldingGroupView[];
}

export interface HoldingsPage extends Paged<HoldingView> {
  date: string;
  baseCurrency: string;
  value: string;
  groups: HoldingGroupView[];
}

export type BreakdownsView = Record<BreakdownDimension, { total: string; composition: BreakdownSlice[] }>;

export interface TransactionView {
  id: string | null;
  date: string;
  type: string;
  name: string | null;
  symbol: string;
  amount: string;
  price: string | null;
  value: string | null;
  localCcyAmount: string | null;
  currency: string | null;
  fee: string | null;
  settleDate: string | null;
  assetClass: string | null;
  balance: string | null;
  category: TransactionCategory | null;
}

export interface CategoryTotal {
  category: TransactionCategory;
  count: number;
  total: string;
}

export interface TransactionsPage extends Paged<TransactionView> {
  range: { from: string | null; to: string | null };
  categories: CategoryTotal[];
}

export interface CumulativeEntry {
  date: string;
  portfolio: number;
  portfolioValue: string;
  benchmark: number | null;
}

export interface PerformanceView {
  benchmarkId: string;
  benchmarkName: string | null;
  from: string | null;
  to: string | null;
  periods: PeriodResult<PerformancePeriod>[];
  discrete: DiscreteReturns;
  cumulative: CumulativeEntry[];
  monthly: MonthlyReturn[];
  rolling12m: RollingPoint[];
  twr: { cumulative: ReturnValue; annualised: ReturnValue };
  xirr: ReturnValue;
  drivers: ReturnDrivers | null;
}

export interface ChargesView {
  range: { from: string | null; to: string | null };
  annual: Record<string, string>;
  charges: RangeTotal;
  transactionCosts: RangeTotal;
}

export interface SimulatedView {
  from: string | null;
  to: string | null;
  cumulative: ReturnValue;
  points: { date: string; value: number }[];
}

export interface DrawerView {
  holding: HoldingView;
  weight: string | null;
  transactions: TransactionView[];
}

export interface OverviewReturns {
  limitedAccess: boolean;
  portfolios: { id: string; name: string; periods: PeriodResult<PerformancePeriod>[] }[];
}

export interface AccountPageView {
  account: AccountView;
  overview: OverviewReturns;
  portfolios: {
    portfolio: PortfolioView;
    holdings: HoldingsView;
    breakdowns: BreakdownsView;
    /** The figures the page shows; the series come from the performance route. */
    performance: PerformanceSummary;
  }[];
}

export type PerformanceSummary = Pick<
  PerformanceView,
  'benchmarkId' | 'benchmarkName' | 'from' | 'to' | 'periods' | 'discrete' | 'twr' | 'xirr'
>;

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
  portfolioCount: number;
  /** Types of the account's active portfolios, distinct and sorted. */
  portfolioTypes: string[];
  /** Return since inception as a percent figure ('5.230000' = 5.23 %), or null. */
  sinceInception: string | null;
}

/** A page of the clients list with headline totals over every account that passes the filters. */
export interface AccountsPage extends Paged<AccountListItem> {
  totals: { value: string; count: number; gains: string };
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
