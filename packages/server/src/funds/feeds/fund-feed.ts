import type { FundDocument, FundPriceRange, Viewer } from '@portal/domain';

/**
 * The two fund-data feeds of §7 ("two fund-data feeds (data and factsheet)"), each behind one
 * interface with our own database as the default (own-feeds.ts) and an HTTP adapter for an external
 * service (http-data-feed.ts, http-factsheet-feed.ts). The explorer's universe (search, filters,
 * favourites) stays in our database; the drawer's figures, chart and documents read through these.
 */

/** How a feed knows a fund: §7 asks the fund by ISIN and its performance by fund code. */
export interface FundRef {
  isin: string;
  /** The fund code (Citi code); a fund without one has no performance in an external feed. */
  fundCode: string | null;
}

/** The §7 change figures of "fund by isin", in percent as decimal text ('5.2300' = +5.23 %). */
export const FUND_CHANGE_KEYS = [
  'change1d',
  'change1w',
  'change1m',
  'change3m',
  'change6m',
  'change1y',
  'change3y',
  'change5y',
  'changeYtd',
] as const;
export type FundChangeKey = (typeof FUND_CHANGE_KEYS)[number];

/** §7 fund by ISIN: price, currency, size, change1d…changeYtd, fundCode, fundName. */
export interface FundQuote {
  fundCode: string | null;
  fundName: string | null;
  /** Decimal text, exact as the feed gave it. */
  price: string | null;
  /** The price's date (ISO) when the feed says it. */
  priceDate: string | null;
  currency: string | null;
  size: string | null;
  changes: Record<FundChangeKey, string | null>;
}

/** A close: an ISO date and its price as exact decimal text. */
export interface FundClose {
  date: string;
  price: string;
}

/** §7 performance by fund code: data.entries (oldest first) and data.oldest {y,m,d}. */
export interface FundHistory {
  entries: FundClose[];
  /** The first date the feed has (ISO), null without entries. */
  oldest: string | null;
}

export interface FundDataFeed {
  /** The fund's quote, or null when the feed does not know it. */
  fund(ref: FundRef): Promise<FundQuote | null>;
  /** Every close the feed has, oldest first (empty when it has none). */
  performance(ref: FundRef): Promise<FundHistory>;
  /** The closes a chart of `range` draws: from the period's base close to the last close. */
  prices(ref: FundRef, range: FundPriceRange): Promise<FundClose[]>;
}

/** Who reads a fund's documents, where: our own documents follow the library's access policy. */
export interface FundReader {
  viewer: Viewer;
  portalId: string;
  fundId: string;
}

export interface FundFactsheetFeed {
  /** The fund's documents the reader may open, in the drawer's order. */
  documents(ref: FundRef, reader: FundReader): Promise<FundDocument[]>;
  /** How many there are (the details' documents count). */
  count(ref: FundRef, reader: FundReader): Promise<number>;
}

/** A factsheet as the external factsheet feed gives it (§7 "factsheet URL"). */
export interface FeedFactsheet {
  name: string;
  language: string | null;
  /** ISO date. */
  date: string;
  /** Its public address at the feed (checked: http(s), no credentials, no key). */
  url: string;
}

export interface FundFeeds {
  data: FundDataFeed;
  factsheets: FundFactsheetFeed;
}
