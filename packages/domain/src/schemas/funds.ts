import { z } from 'zod';
import { FUND_PERIODS } from '../engine/performance/fund-periods';
import { invalidInput } from './common';

/**
 * The investments explorer's requests (§2 Investments explorer, §7 fund by ISIN), shared by the
 * server's routes and the web app; the answers are in ../views/funds.ts.
 */

/** ESG ratings run 1 (weakest) to 10 (strongest). */
export const FUND_ESG_MIN = 1;
export const FUND_ESG_MAX = 10;
/** The explorer's page sizes: a list or grid page, at most 100 like every list. */
export const FUND_PAGE_SIZE_DEFAULT = 24;
/**
 * The fund categories of the universe (the funds' asset class, as fund-data services classify them);
 * the category filter takes any text, since a search service may know others.
 */
export const FUND_CATEGORIES = [
  'Equities',
  'Fixed Interest',
  'Money Market',
  'Property',
  'Commodities',
  'Mixed Assets',
] as const;
export type FundCategory = (typeof FUND_CATEGORIES)[number];
/** The largest top count (§7 fund-data search "top count"): the first N funds in the chosen order. */
export const FUND_TOP_MAX = 1000;

const text = (max: number) =>
  z.string(invalidInput).trim().min(1, invalidInput.error).max(max, invalidInput.error);
const flag = z.enum(['true', 'false', 'only'], invalidInput).transform((v) => v !== 'false');

/**
 * GET …/funds: a search on name words or an ISIN, filters, a page, an order, a top count. Each
 * filter is also a facet: the answer counts the funds per value (§7 fund-data search).
 */
export const fundListQuerySchema = z.object(
  {
    q: z.string(invalidInput).trim().max(80, invalidInput.error).optional(),
    /** The fund's category (its asset class: Equities, Fixed Interest…). */
    category: text(60).optional(),
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
    /** Only the first `top` funds in the order are listed (and counted in `total`); facets count all. */
    top: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput.error)
      .max(FUND_TOP_MAX, invalidInput.error)
      .optional(),
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

/** An ISIN's shape: country, nine characters, a check digit. */
export const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
/** The most funds a portal's spotlight shows (one row of cards). */
export const FUND_SPOTLIGHT_MAX = 12;

/**
 * A portal's spotlight setting (ISINs an admin typed, §7 funds spotlight) as the explorer reads it:
 * trimmed, upper-cased, ISIN-shaped, each once, in the admin's order, at most FUND_SPOTLIGHT_MAX.
 */
export function spotlightIsins(setting: readonly unknown[] | null | undefined): string[] {
  const isins: string[] = [];
  for (const entry of setting ?? []) {
    if (typeof entry !== 'string') continue;
    const isin = entry.trim().toUpperCase();
    if (ISIN_PATTERN.test(isin) && !isins.includes(isin)) isins.push(isin);
    if (isins.length === FUND_SPOTLIGHT_MAX) break;
  }
  return isins;
}
