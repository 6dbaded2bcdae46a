import { z } from 'zod';
import type { CannotComputeReason } from '../engine/core/result';
import { FUND_PERIODS } from '../engine/performance/fund-periods';
import { invalidInput } from './common';

/**
 * The investments explorer's requests and answers (§2 Investments explorer, §7 fund by ISIN, §9
 * fund field labels), shared by the server's routes and the web app.
 */

/** ESG ratings run 1 (weakest) to 10 (strongest). */
export const FUND_ESG_MIN = 1;
export const FUND_ESG_MAX = 10;
/** The explorer's page sizes: a list or grid page, at most 100 like every list. */
export const FUND_PAGE_SIZE_DEFAULT = 24;

const text = (max: number) =>
  z.string(invalidInput).trim().min(1, invalidInput.error).max(max, invalidInput.error);
const flag = z.enum(['true', 'false', 'only'], invalidInput).transform((v) => v !== 'false');

/** GET …/funds: a search on name words or an ISIN, filters, a page, an order. */
export const fundListQuerySchema = z.object(
  {
    q: z.string(invalidInput).trim().max(80, invalidInput.error).optional(),
    region: text(60).optional(),
    /** The fund's currency; GBP also finds funds quoted in pence (GBX). */
    currency: z
      .string(invalidInput)
      .trim()
      .regex(/^[A-Za-z]{3}$/, invalidInput.error)
      .transform((v) => v.toUpperCase())
      .optional(),
    /** The lowest ESG rating shown (1-10). */
    esgMin: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(FUND_ESG_MIN, invalidInput.error)
      .max(FUND_ESG_MAX, invalidInput.error)
      .optional(),
    /** Only the viewer's favourites ('true' or 'only'). */
    favourites: flag.optional(),
    sort: z.enum(['name', 'size', 'esg'], invalidInput).default('name'),
    page: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput.error)
      .max(100_000, invalidInput.error)
      .default(1),
    pageSize: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput.error)
      .max(100, invalidInput.error)
      .default(FUND_PAGE_SIZE_DEFAULT),
  },
  invalidInput,
);
export type FundListQuery = z.output<typeof fundListQuerySchema>;

/** The ranges of the price chart: the fund periods (1D shows the last fortnight). */
export const FUND_PRICE_RANGES = FUND_PERIODS;
export const fundPricesQuerySchema = z.object(
  { range: z.enum(FUND_PRICE_RANGES, invalidInput).default('1Y') },
  invalidInput,
);
export type FundPriceRange = (typeof FUND_PRICE_RANGES)[number];

/** The engine's reasons a return cannot be computed (engine/core/result.ts). */
const CANNOT_COMPUTE_REASONS = [
  'no_start_valuation',
  'zero_base',
  'insufficient_history',
  'no_root',
  'no_data',
  'missing_data',
] as const satisfies readonly CannotComputeReason[];

const returnValue = z.union([
  z.object({ value: z.number() }),
  z.object({ value: z.null(), reason: z.enum(CANNOT_COMPUTE_REASONS) }),
]);

/** A fund as the explorer lists it. */
export const fundSummarySchema = z.object({
  id: z.string(),
  isin: z.string(),
  name: z.string(),
  /** Citi code. */
  fundCode: z.string().nullable(),
  groupName: z.string().nullable(),
  assetClass: z.string().nullable(),
  fundType: z.string().nullable(),
  currency: z.string().nullable(),
  region: z.string().nullable(),
  sector: z.string().nullable(),
  esgRating: z.number().int().nullable(),
  /** Size in the fund's currency (decimal string). */
  size: z.string().nullable(),
  price: z.string().nullable(),
  priceDate: z.string().nullable(),
  favourite: z.boolean(),
});
export type FundSummary = z.infer<typeof fundSummarySchema>;

export const fundListSchema = z.object({
  items: z.array(fundSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The filter menus' choices over the whole universe. */
  facets: z.object({ regions: z.array(z.string()), currencies: z.array(z.string()) }),
});
export type FundList = z.infer<typeof fundListSchema>;

export const fundPeriodReturnSchema = z.object({
  period: z.enum(FUND_PERIODS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  return: returnValue,
});

/** A fund's details: the §9 fields, latest price, and the §2 periods from its closes. */
export const fundDetailsSchema = fundSummarySchema.extend({
  objective: z.string().nullable(),
  /** Whether closes exist for a chart. */
  hasPrices: z.boolean(),
  documents: z.number().int(),
  performance: z.array(fundPeriodReturnSchema),
});
export type FundDetails = z.infer<typeof fundDetailsSchema>;

export const fundPricesSchema = z.object({
  range: z.enum(FUND_PRICE_RANGES),
  currency: z.string().nullable(),
  points: z.array(z.object({ date: z.string(), price: z.string() })),
});
export type FundPrices = z.infer<typeof fundPricesSchema>;

export const fundDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  fileName: z.string(),
  size: z.number().nullable(),
  createdAt: z.string(),
  /** The download through the library (its access policy is checked on every read). */
  url: z.string(),
});
export const fundDocumentsSchema = z.object({ items: z.array(fundDocumentSchema) });
export type FundDocument = z.infer<typeof fundDocumentSchema>;

export const fundFavouriteSchema = z.object({ favourite: z.boolean() });
