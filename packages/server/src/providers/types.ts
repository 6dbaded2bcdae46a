import type {
  BreakdownDimension,
  BreakdownSlice,
  ChartAssetClass,
  DataProviderMode,
  DiscreteReturns,
  MessageKey,
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
import type { AccountKey, FeedRange, PerformanceFeed, PortfolioFeed, TransactionFeed } from './feeds';

/** Plain views the providers return: money as decimal strings, returns as ReturnValue. */

export type PortfolioView = PortfolioFeed;

/**
 * An account as the account screen loads it (§4 Account loading): on a failure `error` is true, the
 * portfolios are empty, the value is '0.00' and `message` names the §8 text.
 */
export interface AccountView {
  id: string;
  name: string;
  currency: string;
  value: string;
  error: boolean;
  message: MessageKey | null;
  portfolios: PortfolioView[];
}

export interface HoldingView extends ValuedHolding {
  id: string | null;
  isin: string | null;
}

export interface HoldingsView {
  date: string;
  baseCurrency: string;
  total: string;
  /** Largest base value first. */
  holdings: HoldingView[];
  /** §9 groups in order Fixed Interest, Equities, Alternatives, Other. */
  groups: { group: ChartAssetClass; value: string; weight: string | null; symbols: string[] }[];
}

export type BreakdownsView = Record<BreakdownDimension, { total: string; composition: BreakdownSlice[] }>;

export interface TransactionView extends TransactionFeed {
  category: TransactionCategory | null;
}

export interface TransactionsView {
  range: FeedRange;
  transactions: TransactionView[];
  categories: { category: TransactionCategory; count: number; total: string }[];
}

export interface PerformanceView {
  benchmarkId: string;
  benchmarkName: string | null;
  from: string | null;
  to: string | null;
  periods: PeriodResult<PerformancePeriod>[];
  discrete: DiscreteReturns;
  /** The cumulative series against the benchmark (percent figures), as the source gave it. */
  cumulative: PerformanceFeed['entries'];
  monthly: MonthlyReturn[];
  rolling12m: RollingPoint[];
  twr: { cumulative: ReturnValue; annualised: ReturnValue };
  xirr: ReturnValue;
  drivers: ReturnDrivers | null;
}

export interface ChargesView {
  range: FeedRange;
  /** Annual charges as percent figures ('0.45' = 0.45 % a year). */
  annual: Record<string, string>;
  charges: RangeTotal;
  transactionCosts: RangeTotal;
}

/** §4: a failure loading overview returns flags limited access and clears the lists. */
export interface OverviewReturns {
  limitedAccess: boolean;
  portfolios: { id: string; name: string; periods: PeriodResult<PerformancePeriod>[] }[];
}

/** The portfolio screen's tabs served by tab data (§7 data-provider actions). */
export const TAB_NAMES = [
  'exposure',
  'holdings',
  'transactions',
  'cashTransactions',
  'fees',
  'simulated',
] as const;
export type TabName = (typeof TAB_NAMES)[number];

export type TabData =
  | { tab: 'exposure'; breakdowns: BreakdownsView; total: string }
  | { tab: 'holdings'; holdings: HoldingsView }
  | { tab: 'transactions' | 'cashTransactions'; transactions: TransactionsView }
  | { tab: 'fees'; charges: ChargesView }
  | { tab: 'simulated'; simulated: SimulatedView };

/** Today's mix replayed over its own price history (the simulated returns tab). */
export interface SimulatedView {
  from: string | null;
  to: string | null;
  cumulative: ReturnValue;
  points: { date: string; value: number }[];
}

/** The holding drawer (§2): the holding, its transactions and its share of the portfolio. */
export interface DrawerView {
  holding: HoldingView;
  weight: string | null;
  transactions: TransactionView[];
}

/** The account page in one answer: every portfolio with its holdings, breakdowns and performance. */
export interface AccountPageView {
  account: AccountView;
  /** Value-weighted 1D … since inception across the portfolios; limited access on failure. */
  overview: OverviewReturns;
  portfolios: {
    portfolio: PortfolioView;
    holdings: HoldingsView;
    breakdowns: BreakdownsView;
    /** The figures the page shows; the chart series come from the performance route. */
    performance: PerformanceSummary;
  }[];
}

/** Periods, discrete returns, TWR and XIRR without the series (the account page). */
export type PerformanceSummary = Pick<
  PerformanceView,
  'benchmarkId' | 'benchmarkName' | 'from' | 'to' | 'periods' | 'discrete' | 'twr' | 'xirr'
>;

/** A portfolio as the provider knows it: its key at the source, under an account. */
export interface PortfolioRef {
  account: AccountKey;
  portfolioId: string;
}

/**
 * The data-provider actions of §7, one interface for the three modes (database, static, api). The
 * account has already passed the viewer's policy (the routes resolve it in scope first); portfolio
 * ids are the source's keys as `getPortfolios` lists them.
 */
export interface DataProvider {
  readonly mode: DataProviderMode;
  /** §4: never throws for a load failure; answers the error flag, empty portfolios and value 0. */
  getAccount(account: AccountKey): Promise<AccountView>;
  /** Portfolios of value ≠ 0, largest first (§2, §5). */
  getPortfolios(account: AccountKey): Promise<PortfolioView[]>;
  getPortfolio(ref: PortfolioRef): Promise<PortfolioView | null>;
  getHoldings(ref: PortfolioRef, date?: string): Promise<HoldingsView | null>;
  getDates(): Promise<string[]>;
  getOverviewPortfolioReturns(account: AccountKey): Promise<OverviewReturns>;
  getTabData(
    ref: PortfolioRef,
    tab: TabName,
    options?: { range?: FeedRange; date?: string },
  ): Promise<TabData | null>;
  setPortfolioBreakdown(
    ref: PortfolioRef,
    name: BreakdownDimension,
  ): Promise<{ breakdown: Record<string, { composition: BreakdownSlice[] }> } | null>;
  getAssetClassData(ref: PortfolioRef): Promise<HoldingsView['groups'] | null>;
  getDrawerData(ref: PortfolioRef, symbol: string): Promise<DrawerView | null>;
  getTotalValue(account: AccountKey): Promise<string>;
  getTransactions(ref: PortfolioRef, range: FeedRange): Promise<TransactionsView | null>;
  getPerformance(ref: PortfolioRef, range?: FeedRange): Promise<PerformanceView | null>;
  getCharges(ref: PortfolioRef, range: FeedRange): Promise<ChargesView | null>;
  getAccountPage(account: AccountKey, date?: string): Promise<AccountPageView>;
}
