import type { ChartAssetClass } from '../enums/asset-class';
import type { TransactionCategory } from '../enums/transaction';
import type {
  BreakdownDimension,
  BreakdownSlice,
  DiscreteReturns,
  MonthlyReturn,
  PerformancePeriod,
  PeriodResult,
  RangeTotal,
  ReturnDrivers,
  ReturnValue,
  RollingPoint,
  ValuedHolding,
  ValuedThrough,
} from '../engine/index';
import type { MessageKey } from '../i18n/messages';
import type { FeedRange, PerformanceFeed, PortfolioFeed, TransactionFeed } from './feeds';

/**
 * The portfolio views the server's data providers return and the web app receives (one definition
 * for both): money as decimal strings, returns as ReturnValue (a fraction, or null with the reason).
 */

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

/** A §9 holdings group: its value, weight and the symbols in it. */
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
  /** Largest base value first. */
  holdings: HoldingView[];
  /** §9 groups in order Fixed Interest, Equities, Alternatives, Other. */
  groups: HoldingGroupView[];
}

export type BreakdownsView = Record<BreakdownDimension, { total: string; composition: BreakdownSlice[] }>;

export interface TransactionView extends TransactionFeed {
  category: TransactionCategory | null;
}

export interface TransactionsView {
  range: FeedRange;
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: string | null;
  transactions: TransactionView[];
  categories: { category: TransactionCategory; count: number; total: string }[];
}

export interface PerformanceView {
  benchmarkId: string;
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: string | null;
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
  /**
   * Set while a change waits for its revaluation (a booking, a price correction, an import): the
   * figures are those valid to `validTo`, the day before the earliest changed day `from`.
   */
  recalculating: { from: string; validTo: string | null } | null;
  /**
   * The day the figures are valued through and whether that is behind the day the screen speaks of
   * (the last weekday before today); absent or null when the source does not say.
   */
  valuedThrough?: ValuedThrough | null;
}

export interface ChargesView {
  range: FeedRange;
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: string | null;
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
  /** The portfolio's currency: the one of valueBase, costBase and gainBase. */
  baseCurrency: string;
  weight: string | null;
  transactions: TransactionView[];
  /** The security's price return over 1Y, 3Y, 5Y…; null when the source keeps no price history. */
  discrete: DiscreteReturns | null;
}

/** The account page in one answer: every portfolio with its holdings, breakdowns and performance. */
export interface AccountPageView {
  account: AccountView;
  /** Value-weighted 1D … since inception across the portfolios; limited access on failure. */
  overview: OverviewReturns;
  /** The earliest day its portfolios' figures are valued through (earliestValuedThrough). */
  valuedThrough?: ValuedThrough | null;
  portfolios: {
    portfolio: PortfolioView;
    holdings: HoldingsView;
    breakdowns: BreakdownsView;
    /** The figures the page shows; the chart series come from the performance route. */
    performance: PerformanceSummary;
    /**
     * The portfolio's value and period returns in the account's currency, which add up across the
     * account's portfolios (its own figures when the currencies match); null when the source has no
     * exchange rates to restate it.
     */
    inAccountCurrency: AccountCurrencyFigures | null;
  }[];
}

/** A portfolio's value and §9 period returns restated in its account's currency. */
export interface AccountCurrencyFigures {
  value: string;
  periods: PerformanceSummary['periods'];
}

/** Periods, discrete returns, TWR and XIRR without the series (the account page). */
export type PerformanceSummary = Pick<
  PerformanceView,
  | 'benchmarkId'
  | 'benchmarkName'
  | 'from'
  | 'to'
  | 'periods'
  | 'discrete'
  | 'twr'
  | 'xirr'
  | 'recalculating'
  | 'valuedThrough'
>;
