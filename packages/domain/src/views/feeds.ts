import { z } from 'zod';

/**
 * The payloads of the Data API (spec §7 "Data API", GET, base {host}): what `/Account/{id}`,
 * `/Portfolios/{id}`, `/Holdings/{id}`, `/Holdings/dates`, `/Transactions/{id}`, `/Performance/{id}`,
 * `/Charges/{id}` and `/TransactionCosts/{id}` answer. They carry data, not computed views: every
 * provider (database, static, api) turns the same feeds into views with the same engine functions
 * (the server's providers/views.ts), so the three cannot drift apart. Our server serves these shapes from its database
 * (the server's data-api-routes.ts) and its api provider validates what it receives against the same schemas.
 * Money, units, prices and rates are decimal strings; cumulative returns are percent figures.
 */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableText = z.string().nullable();

/** A portfolio as `/Portfolios/{accountId}` lists it; `id` is the portfolio's key at the source. */
export const portfolioFeedSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: nullableText,
  currency: z.string(),
  value: decimal,
  inception: isoDate.nullable(),
  region: nullableText,
  objective: nullableText,
  riskLevel: z.number().int().nullable(),
  esgRating: z.number().int().nullable(),
  riskProfile: nullableText,
  color: nullableText,
});
export type PortfolioFeed = z.infer<typeof portfolioFeedSchema>;

/** `/Account/{id}`: the account and its value in its own currency. */
export const accountFeedSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  value: decimal,
});
export type AccountFeed = z.infer<typeof accountFeedSchema>;
/** The Data API's accounts list. */
export const accountFeedListSchema = z.array(accountFeedSchema);

export const portfoliosFeedSchema = z.array(portfolioFeedSchema);

/** A holding line: the stored columns valuation reads, with the price it is to be valued at. */
export const holdingFeedSchema = z.object({
  id: z.string().nullable(),
  symbol: z.string(),
  name: nullableText,
  units: decimal,
  /** Pooled cost in the settlement currency (GBP for GBX lines). */
  cost: decimal.nullable(),
  /**
   * The same cost in the portfolio currency at trade-date rates; null when unknown. Optional: a
   * source without it still validates, and its lines in another currency show no cost base.
   */
  costBase: decimal.nullable().optional(),
  currency: z.string(),
  assetClass: nullableText,
  sector: nullableText,
  region: nullableText,
  type: nullableText,
  isin: nullableText,
  sedol: nullableText,
  /** Latest price on or before the feed's date (quote currency, pence for GBX); null for property and cash. */
  price: decimal.nullable(),
  priceDate: isoDate.nullable(),
  purchaseDate: isoDate.nullable(),
  purchaseValue: decimal.nullable(),
  annualGrowth: decimal.nullable(),
  pricePoints: z.array(z.object({ date: isoDate, value: decimal })).nullable(),
});
export type HoldingFeed = z.infer<typeof holdingFeedSchema>;

export const fxFeedSchema = z.object({ date: isoDate, from: z.string(), to: z.string(), rate: decimal });

/** `/Holdings/{portfolioId}?dateString`: the lines and the rates that value them in the base currency. */
export const holdingsFeedSchema = z.object({
  portfolioId: z.string(),
  date: isoDate,
  baseCurrency: z.string(),
  holdings: z.array(holdingFeedSchema),
  fx: z.array(fxFeedSchema),
});
export type HoldingsFeed = z.infer<typeof holdingsFeedSchema>;

/** `/Holdings/dates`: dates with market data, latest first. */
export const datesFeedSchema = z.array(isoDate);

export const transactionFeedSchema = z.object({
  id: z.string().nullable(),
  date: isoDate,
  type: z.string(),
  name: nullableText,
  symbol: z.string(),
  /** Units of a Purchase or Sale, money of the other types (the stored convention). */
  amount: decimal,
  price: decimal.nullable(),
  value: decimal.nullable(),
  localCcyAmount: decimal.nullable(),
  currency: nullableText,
  fee: decimal.nullable(),
  settleDate: isoDate.nullable(),
  assetClass: nullableText,
  balance: decimal.nullable(),
});
export type TransactionFeed = z.infer<typeof transactionFeedSchema>;

/** `/Transactions/{portfolioId}?fromDateString&toDateString`, newest first. */
export const transactionsFeedSchema = z.object({
  portfolioId: z.string(),
  transactions: z.array(transactionFeedSchema),
});
export type TransactionsFeed = z.infer<typeof transactionsFeedSchema>;

/**
 * `/Performance/{portfolioId}`: the cumulative list of §7 ({date, portfolio, portfolioValue,
 * benchmark}, cumulative percent figures since the first point), the benchmark's id (portfolio id +
 * ' - B') and name, and the external flows (positive in) between the points, which the money-weighted
 * return needs.
 */
export const performanceFeedSchema = z.object({
  portfolioId: z.string(),
  benchmarkId: z.string(),
  benchmarkName: nullableText,
  entries: z.array(
    z.object({
      date: isoDate,
      portfolio: z.number(),
      portfolioValue: decimal,
      benchmark: z.number().nullable(),
    }),
  ),
  flows: z.array(z.object({ date: isoDate, amount: decimal })),
  /**
   * How the entries' dates are stamped (decision 37): month-start samples carrying the previous
   * close ('opening', the default of the §7 feeds) or the engine's daily closes ('close'), whose value
   * includes the day's flows.
   */
  stamp: z.enum(['opening', 'close']).optional(),
  /**
   * Set while a change waits for its revaluation: the entries and flows stop before `from`, so new
   * flows are never paired with old valuations.
   */
  recalculating: z.object({ from: isoDate }).nullable().optional(),
  /**
   * The last day the source has valued the portfolio through (the revaluation pipeline's
   * `valued_through`); absent when the source does not say.
   */
  valuedThrough: isoDate.nullable().optional(),
});
export type PerformanceFeed = z.infer<typeof performanceFeedSchema>;

/** `/Charges/{portfolioId}`: annual charges as percent figures and dated charge items in the range. */
export const chargesFeedSchema = z.object({
  portfolioId: z.string(),
  annual: z.record(z.string(), decimal),
  items: z.array(z.object({ date: isoDate, amount: decimal, type: nullableText })),
});
export type ChargesFeed = z.infer<typeof chargesFeedSchema>;

/** `/TransactionCosts/{portfolioId}`: the fees of the transactions in the range. */
export const transactionCostsFeedSchema = z.object({
  portfolioId: z.string(),
  costs: z.array(z.object({ date: isoDate, symbol: z.string(), fee: decimal })),
});
export type TransactionCostsFeed = z.infer<typeof transactionCostsFeedSchema>;

/** A date range of a feed request; null ends are open. */
export interface FeedRange {
  from: string | null;
  to: string | null;
}
