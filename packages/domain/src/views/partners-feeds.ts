import { z } from 'zod';
import { holdingsFeedSchema } from './feeds';

/**
 * The partners variant's payloads beyond the standard feeds (§7): a document's metadata (holding
 * documents, `Documents/{id}`), and the private-equity host's products, portfolio holdings and
 * account values. Served by our Data API and validated by the api provider with these schemas.
 */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A library document as the Data API describes it; its bytes are `Documents/{id}/download`. */
export const documentFeedSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** §3 document type (Factsheet, KIID, …, Account documents). */
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative().nullable(),
  /** When the document was filed (ISO 8601 instant). */
  createdAt: z.string(),
  /** The fund it documents, by ISIN; null for an account's own papers. */
  isin: z.string().nullable(),
  /** The account it belongs to (external id); null for a fund's portal-wide documents. */
  accountId: z.string().nullable(),
  tags: z.array(z.string()),
});
export type DocumentFeed = z.infer<typeof documentFeedSchema>;
export const documentsFeedSchema = z.array(documentFeedSchema);

/** A private-equity product: a private-equity line held in at least one portfolio the Data API serves. */
export const privateEquityProductSchema = z.object({
  symbol: z.string(),
  name: z.string().nullable(),
  isin: z.string().nullable(),
  currency: z.string().nullable(),
  sector: z.string().nullable(),
  region: z.string().nullable(),
  /** How many portfolios hold it. */
  portfolios: z.number().int().nonnegative(),
});
export type PrivateEquityProduct = z.infer<typeof privateEquityProductSchema>;
export const privateEquityProductsFeedSchema = z.array(privateEquityProductSchema);

/** A portfolio's private-equity lines: the holdings feed with only those lines. */
export const privateEquityHoldingsFeedSchema = holdingsFeedSchema;

/**
 * An account's private-equity value on a date, per portfolio in the portfolio's own currency (a sum
 * across currencies would need the rates of decision 42, which this host does not carry).
 */
export const privateEquityAccountValueSchema = z.object({
  accountId: z.string(),
  date: isoDate,
  portfolios: z.array(z.object({ portfolioId: z.string(), currency: z.string(), value: decimal })),
});
export type PrivateEquityAccountValue = z.infer<typeof privateEquityAccountValueSchema>;
export const privateEquityAccountValuesFeedSchema = z.array(privateEquityAccountValueSchema);
