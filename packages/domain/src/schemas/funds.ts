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
