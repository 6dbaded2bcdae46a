import { z } from 'zod';
import { limitedText, requiredDate, requiredText, writeObject } from '../schemas/common';
import { marketCurrency, marketFigure } from './quantity';
import { MARKET_CODE_MAX } from './targets';

/** The admin "Market data" API's requests and answers (issue 13), shared by the server and the web. */

/** Longest reason kept with a correction. */
export const CORRECTION_REASON_MAX = 500;
export const MARKET_PAGE_SIZE_MAX = 100;

const symbol = requiredText('validation.required_field').pipe(
  z.string().max(MARKET_CODE_MAX, 'validation.max_characters'),
);
const currency = requiredText('validation.required_field').pipe(marketCurrency);
const reason = requiredText('validation.reason_required').pipe(
  z.string().max(CORRECTION_REASON_MAX, 'validation.max_characters'),
);

/** Set or correct an instrument's close on a date (in the instrument's currency). */
export const priceCorrectionSchema = writeObject({
  symbol,
  date: requiredDate(),
  price: marketFigure(),
  reason,
});
export type PriceCorrectionInput = z.input<typeof priceCorrectionSchema>;
export type PriceCorrection = z.output<typeof priceCorrectionSchema>;

/** Set or correct the rate of a currency pair on a date (1 from = rate to). */
export const rateCorrectionSchema = writeObject({
  from: currency,
  to: currency,
  date: requiredDate(),
  rate: marketFigure(),
  reason,
});
export type RateCorrectionInput = z.input<typeof rateCorrectionSchema>;
export type RateCorrection = z.output<typeof rateCorrectionSchema>;

const page = z.coerce.number({ error: 'validation.number' }).int('validation.number').min(1).max(100_000);
const pageSize = z.coerce.number({ error: 'validation.number' }).int().min(1).max(MARKET_PAGE_SIZE_MAX);

/** The instruments list: a search over symbol, name and ISIN, a page of it. */
export const instrumentListQuerySchema = z.object({
  q: limitedText(100).optional(),
  page: page.default(1),
  pageSize: pageSize.default(50),
});
export type InstrumentListQuery = z.output<typeof instrumentListQuerySchema>;

/** A page of the stale-price list. */
export const staleHoldingsQuerySchema = z.object({
  page: page.default(1),
  pageSize: pageSize.default(50),
});
export type StaleHoldingsQuery = z.output<typeof staleHoldingsQuerySchema>;

/** What a write of market data changed: per symbol, pair and benchmark the earliest changed date. */
export const marketDataChangeSchema = z.object({
  symbols: z.record(z.string(), z.string()),
  rates: z.record(z.string(), z.string()),
  benchmarks: z.record(z.string(), z.string()),
});

export const instrumentRowSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  isin: z.string().nullable(),
  currency: z.string(),
  type: z.string().nullable(),
  latestDate: z.string().nullable(),
  latestPrice: z.string().nullable(),
});
export type InstrumentRow = z.infer<typeof instrumentRowSchema>;

export const instrumentListSchema = z.object({
  items: z.array(instrumentRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InstrumentList = z.infer<typeof instrumentListSchema>;

export const staleHoldingSchema = z.object({
  holdingId: z.string(),
  symbol: z.string().nullable(),
  name: z.string(),
  portalId: z.string(),
  portfolioId: z.string(),
  portfolioName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** The date of the holding's latest close; null when it has none. */
  lastPriceDate: z.string().nullable(),
});
export type StaleHolding = z.infer<typeof staleHoldingSchema>;

export const staleHoldingListSchema = z.object({
  /** Prices dated before this are stale (five business days before today). */
  cutoff: z.string(),
  items: z.array(staleHoldingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaleHoldingList = z.infer<typeof staleHoldingListSchema>;

/** A correction's answer: the value before (null = none), the value now, and the change set. */
export const correctionResultSchema = z.object({
  before: z.string().nullable(),
  after: z.string(),
  change: marketDataChangeSchema,
});
export type CorrectionResult = z.infer<typeof correctionResultSchema>;
