import { z } from 'zod';
import { CHART_ASSET_CLASSES } from '../enums/asset-class';
import { TRANSACTION_CATEGORIES } from '../enums/transaction';
import { PERFORMANCE_PERIODS } from '../engine/performance/periods';
import { BREAKDOWN_DIMENSIONS, type BreakdownDimension } from '../engine/valuation/breakdowns';
import type { MessageKey } from '../i18n/messages';
import {
  breakdownSliceSchema,
  discreteReturnsSchema,
  monthlyReturnSchema,
  periodResultSchema,
  rangeTotalSchema,
  returnDriversSchema,
  rollingPointSchema,
  valuedHoldingSchema,
  valuedThroughSchema,
} from './engine-results';
import { performanceFeedSchema, portfolioFeedSchema, transactionFeedSchema } from './feeds';
import { pageOf } from './page';
import { returnValueSchema as returnValue } from './returns';

/**
 * The portfolio views the server's data providers return and the web app receives (one definition
 * for both, issue 19): the schemas the routes serialise with, and their inferred types. Money as
 * decimal strings, returns as ReturnValue (a fraction, or null with the reason), dates as ISO strings.
 * Every field a view holds is in its schema: the server's serialiser drops what a schema leaves out.
 */

const decimal = z.string();
const isoDate = z.string();
/** A §8 message key: text on the wire, a key of the domain's messages in the type. */
const messageKey = z.string() as unknown as z.ZodType<MessageKey, MessageKey>;

export const portfolioViewSchema = portfolioFeedSchema;
export type PortfolioView = z.infer<typeof portfolioViewSchema>;

/**
 * An account as the account screen loads it (§4 Account loading): on a failure `error` is true, the
 * portfolios are empty, the value is '0.00' and `message` names the §8 text.
 */
export const accountViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  value: decimal,
  error: z.boolean(),
  message: messageKey.nullable(),
  portfolios: z.array(portfolioViewSchema),
});
export type AccountView = z.infer<typeof accountViewSchema>;

/** A valued holding with its stored line's id and ISIN. */
export const holdingViewSchema = valuedHoldingSchema.extend({
  id: z.string().nullable(),
  isin: z.string().nullable(),
});
export type HoldingView = z.infer<typeof holdingViewSchema>;

/** A §9 holdings group: its value, weight and the symbols in it. */
export const holdingGroupViewSchema = z.object({
  group: z.enum(CHART_ASSET_CLASSES),
  value: decimal,
  weight: decimal.nullable(),
  symbols: z.array(z.string()),
});
export type HoldingGroupView = z.infer<typeof holdingGroupViewSchema>;

export const holdingsViewSchema = z.object({
  date: isoDate,
  baseCurrency: z.string(),
  total: decimal,
  /** Largest base value first. */
  holdings: z.array(holdingViewSchema),
  /** §9 groups in order Fixed Interest, Equities, Alternatives, Other. */
  groups: z.array(holdingGroupViewSchema),
});
export type HoldingsView = z.infer<typeof holdingsViewSchema>;

/** GET …/holdings: a page of the holdings; `value` and the groups cover them all. */
export const holdingsPageSchema = pageOf(holdingViewSchema).extend({
  date: isoDate,
  baseCurrency: z.string(),
  value: decimal,
  groups: z.array(holdingGroupViewSchema),
});
export type HoldingsPage = z.infer<typeof holdingsPageSchema>;

const breakdownViewSchema = z.object({ total: decimal, composition: z.array(breakdownSliceSchema) });

/** Every breakdown dimension with its total and slices. */
export const breakdownsViewSchema = z.object(
  Object.fromEntries(BREAKDOWN_DIMENSIONS.map((name) => [name, breakdownViewSchema])) as Record<
    BreakdownDimension,
    typeof breakdownViewSchema
  >,
);
export type BreakdownsView = z.infer<typeof breakdownsViewSchema>;

/** GET …/breakdowns: the breakdowns with the holdings' total. */
export const breakdownsAnswerSchema = z.object({ total: decimal, breakdowns: breakdownsViewSchema });
export type BreakdownsAnswer = z.infer<typeof breakdownsAnswerSchema>;

/** setPortfolioBreakdown's answer (§7): breakdown[name].composition. */
export const portfolioBreakdownSchema = z.object({
  breakdown: z.record(z.string(), z.object({ composition: z.array(breakdownSliceSchema) })),
});
export type PortfolioBreakdown = z.infer<typeof portfolioBreakdownSchema>;

/** A date range of a view; null ends are open. */
const feedRangeSchema = z.object({ from: isoDate.nullable(), to: isoDate.nullable() });

export const transactionViewSchema = transactionFeedSchema.extend({
  category: z.enum(TRANSACTION_CATEGORIES).nullable(),
});
export type TransactionView = z.infer<typeof transactionViewSchema>;

const categoryTotalSchema = z.object({
  category: z.enum(TRANSACTION_CATEGORIES),
  count: z.number().int(),
  total: decimal,
});
export type CategoryTotal = z.infer<typeof categoryTotalSchema>;

export const transactionsViewSchema = z.object({
  range: feedRangeSchema,
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: z.string().nullable(),
  transactions: z.array(transactionViewSchema),
  categories: z.array(categoryTotalSchema),
});
export type TransactionsView = z.infer<typeof transactionsViewSchema>;

/** GET …/transactions: a page of the range's transactions; the categories cover the whole range. */
export const transactionsPageSchema = pageOf(transactionViewSchema).extend({
  range: feedRangeSchema,
  currency: z.string().nullable(),
  categories: z.array(categoryTotalSchema),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

const performancePeriodsSchema = z.array(periodResultSchema(z.enum(PERFORMANCE_PERIODS)));

export const performanceViewSchema = z.object({
  benchmarkId: z.string(),
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: z.string().nullable(),
  benchmarkName: z.string().nullable(),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  periods: performancePeriodsSchema,
  discrete: discreteReturnsSchema,
  /** The cumulative series against the benchmark (percent figures), as the source gave it. */
  cumulative: performanceFeedSchema.shape.entries,
  monthly: z.array(monthlyReturnSchema),
  rolling12m: z.array(rollingPointSchema),
  twr: z.object({ cumulative: returnValue, annualised: returnValue }),
  xirr: returnValue,
  drivers: returnDriversSchema.nullable(),
  /**
   * Set while a change waits for its revaluation (a booking, a price correction, an import): the
   * figures are those valid to `validTo`, the day before the earliest changed day `from`.
   */
  recalculating: z.object({ from: isoDate, validTo: isoDate.nullable() }).nullable(),
  /**
   * The day the figures are valued through and whether that is behind the day the screen speaks of
   * (the last weekday before today); absent or null when the source does not say.
   */
  valuedThrough: valuedThroughSchema.nullable().optional(),
});
export type PerformanceView = z.infer<typeof performanceViewSchema>;

export const chargesViewSchema = z.object({
  range: feedRangeSchema,
  /** The portfolio's currency: the currency of every amount here (null when the source does not say). */
  currency: z.string().nullable(),
  /** Annual charges as percent figures ('0.45' = 0.45 % a year). */
  annual: z.record(z.string(), decimal),
  charges: rangeTotalSchema,
  transactionCosts: rangeTotalSchema,
});
export type ChargesView = z.infer<typeof chargesViewSchema>;

/** §4: a failure loading overview returns flags limited access and clears the lists. */
export const overviewReturnsSchema = z.object({
  limitedAccess: z.boolean(),
  portfolios: z.array(z.object({ id: z.string(), name: z.string(), periods: performancePeriodsSchema })),
});
export type OverviewReturns = z.infer<typeof overviewReturnsSchema>;

/** Today's mix replayed over its own price history (the simulated returns tab). */
export const simulatedViewSchema = z.object({
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  cumulative: returnValue,
  points: z.array(z.object({ date: isoDate, value: z.number() })),
});
export type SimulatedView = z.infer<typeof simulatedViewSchema>;

/** The holding drawer (§2): the holding, its transactions and its share of the portfolio. */
export const drawerViewSchema = z.object({
  holding: holdingViewSchema,
  /** The portfolio's currency: the one of valueBase, costBase and gainBase. */
  baseCurrency: z.string(),
  weight: decimal.nullable(),
  transactions: z.array(transactionViewSchema),
  /** The security's price return over 1Y, 3Y, 5Y…; null when the source keeps no price history. */
  discrete: discreteReturnsSchema.nullable(),
});
export type DrawerView = z.infer<typeof drawerViewSchema>;

/** Periods, discrete returns, TWR and XIRR without the series (the account page). */
export const performanceSummarySchema = performanceViewSchema.pick({
  benchmarkId: true,
  benchmarkName: true,
  from: true,
  to: true,
  periods: true,
  discrete: true,
  twr: true,
  xirr: true,
  recalculating: true,
  valuedThrough: true,
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

/** A portfolio's value and §9 period returns restated in its account's currency. */
export const accountCurrencyFiguresSchema = z.object({ value: decimal, periods: performancePeriodsSchema });
export type AccountCurrencyFigures = z.infer<typeof accountCurrencyFiguresSchema>;

/** The account page in one answer: every portfolio with its holdings, breakdowns and performance. */
export const accountPageViewSchema = z.object({
  account: accountViewSchema,
  /** Value-weighted 1D … since inception across the portfolios; limited access on failure. */
  overview: overviewReturnsSchema,
  /** The earliest day its portfolios' figures are valued through (earliestValuedThrough). */
  valuedThrough: valuedThroughSchema.nullable().optional(),
  portfolios: z.array(
    z.object({
      portfolio: portfolioViewSchema,
      holdings: holdingsViewSchema,
      breakdowns: breakdownsViewSchema,
      /** The figures the page shows; the chart series come from the performance route. */
      performance: performanceSummarySchema,
      /**
       * The portfolio's value and period returns in the account's currency, which add up across the
       * account's portfolios (its own figures when the currencies match); null when the source has no
       * exchange rates to restate it.
       */
      inAccountCurrency: accountCurrencyFiguresSchema.nullable(),
    }),
  ),
});
export type AccountPageView = z.infer<typeof accountPageViewSchema>;

/** GET …/portfolios: a page of the account's portfolios with the account's value and load state. */
export const portfoliosPageSchema = pageOf(portfolioViewSchema).extend({
  value: decimal,
  currency: z.string(),
  error: z.boolean(),
  message: messageKey.nullable(),
});
export type PortfoliosPage = z.infer<typeof portfoliosPageSchema>;

/** The tab data of §7 (exposure, holdings, transactions, cash transactions, fees, simulated). */
export const tabDataSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('exposure'), breakdowns: breakdownsViewSchema, total: decimal }),
  z.object({ tab: z.literal('holdings'), holdings: holdingsViewSchema }),
  z.object({ tab: z.enum(['transactions', 'cashTransactions']), transactions: transactionsViewSchema }),
  z.object({ tab: z.literal('fees'), charges: chargesViewSchema }),
  z.object({ tab: z.literal('simulated'), simulated: simulatedViewSchema }),
]);
export type TabData = z.infer<typeof tabDataSchema>;
