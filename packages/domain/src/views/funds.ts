import { z } from 'zod';
import { FUND_PERIODS } from '../engine/performance/fund-periods';
import { FUND_PRICE_RANGES } from '../schemas/funds';
import { returnValueSchema as returnValue } from './returns';

/**
 * The investments explorer's answers (§2 Investments explorer, §7 fund by ISIN, §9 fund field
 * labels): what the server sends and the web app reads. The requests are in schemas/funds.ts.
 */

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

/** The filters that are also facets (§7 fund-data search), as the list query names them. */
export const FUND_FACETS = ['category', 'currency', 'region'] as const;
export type FundFacet = (typeof FUND_FACETS)[number];

/** One value of a facet and how many funds have it. */
export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * Per facet, its values with their counts under the current search and every other filter (the
 * facet's own filter left out, so a menu still offers its other values), sorted by value. Currency
 * counts GBX funds under GBP, as the currency filter finds them.
 */
export const fundFacetsSchema = z.object({
  category: z.array(facetCountSchema),
  currency: z.array(facetCountSchema),
  region: z.array(facetCountSchema),
});
export type FundFacets = z.infer<typeof fundFacetsSchema>;

export const fundListSchema = z.object({
  items: z.array(fundSummarySchema),
  /** Funds matching (at most the top count when one is asked). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: fundFacetsSchema,
});
export type FundList = z.infer<typeof fundListSchema>;

/** §7 funds spotlight: the portal's promoted funds, in the order the portal's admin set. */
export const fundSpotlightSchema = z.object({ items: z.array(fundSummarySchema) });
export type FundSpotlight = z.infer<typeof fundSpotlightSchema>;

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
  /**
   * The download through the library (its access policy is checked on every read), or for a
   * factsheet from the fund-data factsheet feed its public address there (never carrying a key).
   */
  url: z.string(),
  /** Set for a factsheet from the factsheet feed: its language (e.g. en). */
  language: z.string().nullable().optional(),
  /** True for a factsheet from the factsheet feed: a link to another site, not a library download. */
  external: z.boolean().optional(),
});
export const fundDocumentsSchema = z.object({ items: z.array(fundDocumentSchema) });
export type FundDocument = z.infer<typeof fundDocumentSchema>;

export const fundFavouriteSchema = z.object({ favourite: z.boolean() });
