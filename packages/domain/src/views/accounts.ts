import { z } from 'zod';
import { pageOf } from './page';

/**
 * The client accounts' answers (§2 Clients overview, account summary): declared once, serialised by
 * the server's routes and read by the web as types. Money is a decimal string, never a float.
 */

/** A row of GET /portals/:portal/accounts. */
export const accountListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  externalId: z.string().nullable(),
  value: z.string().nullable(),
  /** The account's currency: the one of `value`. */
  currency: z.string().nullable(),
  portfolioCount: z.number().int(),
  /** Types of the account's active portfolios (GIA, ISA, …), distinct and sorted. */
  portfolioTypes: z.array(z.string()),
  /** Return since inception as a percent figure ('5.230000' = 5.23 %), or null. */
  sinceInception: z.string().nullable(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

/**
 * Headline figures over every account that passes the filters (not just the page). `currency` is the
 * accounts' one currency, null when they hold several (no sum is shown then).
 */
export const accountListTotalsSchema = z.object({
  value: z.string(),
  currency: z.string().nullable(),
  count: z.number().int(),
  gains: z.string(),
});
export type AccountListTotals = z.infer<typeof accountListTotalsSchema>;

/** A page of the clients list with its totals. */
export const accountsPageSchema = z.object({
  items: z.array(accountListItemSchema),
  total: z.number().int(),
  totals: accountListTotalsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** The clients overview's filter menus: what is present among the viewer's accounts. */
export const accountFilterOptionsSchema = z.object({
  portfolioTypes: z.array(z.string()),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Phone-book letters the names start with ('#' for other characters). */
  letters: z.array(z.string()),
});
export type AccountFilterOptions = z.infer<typeof accountFilterOptionsSchema>;

/** GET /portals/:portal/accounts/:account (the account summary). */
export const accountSummarySchema = z.object({
  id: z.string(),
  portalId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  externalId: z.string().nullable(),
  currency: z.string().nullable(),
  value: z.string().nullable(),
  validated: z.boolean(),
  clientHasSignedIn: z.boolean(),
  portfolios: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string().nullable(),
      value: z.string().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** A row of GET /portals/:portal/portfolios. Money is a decimal string in its own currency. */
export const portfolioListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  value: z.string().nullable(),
  currency: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  accountExternalId: z.string().nullable(),
});
export type PortfolioListItem = z.infer<typeof portfolioListItemSchema>;

export const portfolioListPageSchema = pageOf(portfolioListItemSchema);
export type PortfolioListPage = z.infer<typeof portfolioListPageSchema>;
