/**
 * The Data API's paths and query parameters exactly as spec §7 lists them (base {host}, GET, every
 * call with the platform-securities flag). Shared by the client (api-source.ts) and our server's
 * routes that serve them (data-api-routes.ts), so the two cannot disagree on a name.
 */
export const DATA_API_PATHS = {
  accounts: '/Account',
  account: '/Account/:id',
  portfolios: '/Portfolios/:id',
  holdings: '/Holdings/:id',
  holdingDates: '/Holdings/dates',
  transactions: '/Transactions/:id',
  performance: '/Performance/:id',
  charges: '/Charges/:id',
  transactionCosts: '/TransactionCosts/:id',
  /** A portfolio's report as a PDF (issue 14). */
  pdf: '/Pdf/:id',
  /** A client's (account's) report as a PDF. */
  clientPdf: '/Pdf/ClientPdf/:id',
} as const;

/**
 * The partners variant's paths (§7): account-overview/{contact}, Portfolio/{contact}/{portfolio} with
 * its holdings and transactions, DELETE Cache. Relative to the same base as DATA_API_PATHS.
 */
export const PARTNERS_PATHS = {
  accountOverview: '/account-overview/:id',
  portfolioHoldings: '/Portfolio/:account/:portfolio/holdings',
  portfolioTransactions: '/Portfolio/:account/:portfolio/transactions',
  /** The documents of the fund a holding (by symbol) is: factsheets, KIIDs, the account's own papers. */
  holdingDocuments: '/Portfolio/:account/:portfolio/holdings/:symbol/documents',
  /** A library document's metadata, by the id the documents lists give. */
  document: '/Documents/:id',
  /** The document's bytes (streamed, with its type and an attachment disposition). */
  documentDownload: '/Documents/:id/download',
  cache: '/Cache',
} as const;

/**
 * The partners' private-equity host (§7 "on another host"), relative to DATA_API_PE_URL; our server
 * serves it under `{DATA_API_PREFIX}/pe` (decision 88).
 */
export const PRIVATE_EQUITY_PATHS = {
  products: '/products',
  portfolioHoldings: '/portfolioHoldings/:id',
  accountValues: '/accounts/values',
} as const;

/** Where our server serves the private-equity host, under the Data API's prefix. */
export const PRIVATE_EQUITY_PREFIX = '/pe';

/** Query parameter names of §7. */
export const DATA_API_QUERY = {
  date: 'dateString',
  from: 'fromDateString',
  to: 'toDateString',
  benchmarkDiscrete: 'benchmarkDiscrete',
  benchmarkCumulative: 'benchmarkCumulative',
  /** The partners variant's date parameter. */
  dateIso: 'dateIso',
  platformSecurities: 'platformSecurities',
} as const;

/** A path with its `:id` filled (encoded). */
export function dataApiPath(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** A path with every `:name` filled from `params` (encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
