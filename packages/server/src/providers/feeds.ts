import type {
  AccountFeed,
  ChargesFeed,
  FeedRange,
  HoldingsFeed,
  PerformanceFeed,
  PortfolioFeed,
  TransactionCostsFeed,
  TransactionsFeed,
} from '@portal/domain';

import type { WholeSeriesReturns } from './views';

// The feed schemas and types are shared with the web app, so they live in the domain
// (domain/src/views/feeds.ts) and are imported from there; the sources' interface is the server's own.

/**
 * A portfolio's holdings and performance for the account page. With `whole`, the performance
 * entries may be only the key points of the series (the periods read the same) and `whole` holds
 * the TWR and XIRR of the whole series, as its revaluation stored them (decision 52).
 */
export interface PortfolioBundle {
  holdings: HoldingsFeed;
  performance: PerformanceFeed;
  whole?: WholeSeriesReturns;
}

/** What a remotely printed report covers: the period, and one portfolio (its key at the source) or the account. */
export interface ReportPdfRequest {
  from: string;
  to: string;
  portfolioId?: string | undefined;
}

/** The key of an account at a source: ours for the database, the external id for the others. */
export interface AccountKey {
  id: string;
  externalId: string | null;
}

/** The account's own row as the route read it with its scope check (the page's name, currency, value). */
export interface AccountRowRead {
  name: string;
  currency: string | null;
  value: string | null;
}

/** Keys made for one request's reads (`requestAccountKey`), with the account row if the route read it. */
const requestKeys = new WeakMap<AccountKey, AccountRowRead | null>();

/**
 * An account key for the reads of one request, which a source may answer from what it already read
 * for the same key (the database source reads the account's portfolio rows once, not once per feed:
 * decision 133). Only for requests that read and do not write the account's portfolios. `row` is
 * the account's row read by the route on the database the source reads (decision 140).
 */
export function requestAccountKey(key: AccountKey, row?: AccountRowRead): AccountKey {
  const made = { id: key.id, externalId: key.externalId };
  requestKeys.set(made, row ?? null);
  return made;
}

/** Whether `key` was made by `requestAccountKey`. */
export function isRequestAccountKey(key: AccountKey): boolean {
  return requestKeys.has(key);
}

/** The account row the route read for `key`, if any. */
export function requestAccountRow(key: AccountKey): AccountRowRead | null {
  return requestKeys.get(key) ?? null;
}

/**
 * Where feeds come from. Each provider mode is one of these; the provider above (provider.ts) turns
 * them into views. Methods return null for a portfolio or account the source does not know.
 */
export interface FeedSource {
  account(account: AccountKey): Promise<AccountFeed | null>;
  portfolios(account: AccountKey): Promise<PortfolioFeed[]>;
  holdings(account: AccountKey, portfolioId: string, date: string): Promise<HoldingsFeed | null>;
  dates(): Promise<string[]>;
  transactions(account: AccountKey, portfolioId: string, range: FeedRange): Promise<TransactionsFeed | null>;
  performance(account: AccountKey, portfolioId: string, range: FeedRange): Promise<PerformanceFeed | null>;
  charges(account: AccountKey, portfolioId: string, range: FeedRange): Promise<ChargesFeed | null>;
  transactionCosts(
    account: AccountKey,
    portfolioId: string,
    range: FeedRange,
  ): Promise<TransactionCostsFeed | null>;
  /**
   * A report printed by the source itself (§7 Data API /Pdf/ClientPdf/{account} and /Pdf/{portfolio}
   * with fromDateString, toDateString): the PDF's bytes, or null when the source does not know the
   * id. Only sources that are another install have it; without it the server prints reports itself.
   */
  reportPdf?(account: AccountKey, request: ReportPdfRequest): Promise<Uint8Array | null>;
  /**
   * Several portfolios' holdings and performance at once (the account page): sources that can batch
   * (the database: one query per table) do; the default is one call per portfolio.
   */
  portfolioBundle?(
    account: AccountKey,
    portfolioIds: readonly string[],
    date: string,
  ): Promise<Map<string, PortfolioBundle>>;
}
