/**
 * The paths of the external fund-data feeds (§7), in one place: the adapters request them and the
 * tests' protocol server answers them. Each is appended to the configured base URL
 * (FUND_DATA_URL, FUND_FACTSHEET_URL); the key goes in the Authorization header, never the URL.
 */
export const FUND_FEED_PATHS = {
  /** Data feed: fund by ISIN → {price, currency, size, change1d…changeYtd, fundCode, fundName}. */
  fund: (isin: string) => `/funds/${encodeURIComponent(isin)}`,
  /** Data feed: performance by fund code → {data: {entries: [{date, price}], oldest: {y, m, d}}}. */
  performance: (fundCode: string) => `/performance/${encodeURIComponent(fundCode)}`,
  /** Factsheet feed: documents by ISIN → {factsheets: [{name, language, date, url}]}. */
  factsheets: (isin: string) => `/factsheets/${encodeURIComponent(isin)}`,
} as const;
