import {
  accountFeedSchema,
  benchmarkId,
  chargesFeedSchema,
  datesFeedSchema,
  holdingsFeedSchema,
  performanceFeedSchema,
  portfoliosFeedSchema,
  transactionCostsFeedSchema,
  transactionsFeedSchema,
  type FeedRange,
} from '@portal/domain';
import { externalKey, ProviderError } from '../errors';
import { type AccountKey, type FeedSource, type ReportPdfRequest } from '../feeds';
import {
  DATA_API_PATHS as P,
  DATA_API_QUERY as Q,
  PARTNERS_PATHS,
  dataApiPath,
  fillPath,
} from './data-api-paths';
import type { HttpClient } from './http-client';

const rangeQuery = (range: FeedRange) => ({ [Q.from]: range.from, [Q.to]: range.to });

/** A remote install prints a report within §9's 12–15 s; its answer may take a little longer to arrive. */
export const REMOTE_PDF_TIMEOUT_MS = 30_000;
/** A report of hundreds of pages is a few MB; anything far larger is not a report. */
export const REMOTE_PDF_MAX_BYTES = 50 * 1024 * 1024;

/**
 * A report printed by the remote install: /Pdf/ClientPdf/{account's external id} for the account,
 * /Pdf/{portfolio key} for one portfolio, with the period. What comes back must be a PDF.
 */
async function remoteReportPdf(client: HttpClient, account: AccountKey, request: ReportPdfRequest) {
  const path = request.portfolioId
    ? dataApiPath(P.pdf, request.portfolioId)
    : dataApiPath(P.clientPdf, externalKey(account));
  const file = await client.getFile(path, {
    accept: 'application/pdf',
    query: { [Q.from]: request.from, [Q.to]: request.to },
    timeoutMs: REMOTE_PDF_TIMEOUT_MS,
    maxBytes: REMOTE_PDF_MAX_BYTES,
  });
  if (!file) return null;
  if (!Buffer.from(file.bytes.subarray(0, 5)).equals(Buffer.from('%PDF-')))
    throw new ProviderError('errors.technical', `GET ${path}: not a PDF`);
  return file.bytes;
}

/**
 * The Data API of §7 as a feed source: accounts and portfolios by the account's external id,
 * everything else by the portfolio's key at the source. An account without an external id is
 * 'Need external id' (§8) before any request is made.
 */
export function createApiSource(client: HttpClient): FeedSource {
  return {
    account: (account: AccountKey) =>
      client.get(dataApiPath(P.account, externalKey(account)), accountFeedSchema),
    async portfolios(account: AccountKey) {
      return (await client.get(dataApiPath(P.portfolios, externalKey(account)), portfoliosFeedSchema)) ?? [];
    },
    holdings: (_account, portfolioId, date) =>
      client.get(dataApiPath(P.holdings, portfolioId), holdingsFeedSchema, { [Q.date]: date }),
    async dates() {
      return (await client.get(P.holdingDates, datesFeedSchema)) ?? [];
    },
    transactions: (_account, portfolioId, range) =>
      client.get(dataApiPath(P.transactions, portfolioId), transactionsFeedSchema, rangeQuery(range)),
    performance: (_account, portfolioId, range) =>
      client.get(dataApiPath(P.performance, portfolioId), performanceFeedSchema, {
        ...rangeQuery(range),
        [Q.benchmarkDiscrete]: benchmarkId(portfolioId),
        [Q.benchmarkCumulative]: benchmarkId(portfolioId),
      }),
    charges: (_account, portfolioId, range) =>
      client.get(dataApiPath(P.charges, portfolioId), chargesFeedSchema, rangeQuery(range)),
    transactionCosts: (_account, portfolioId, range) =>
      client.get(dataApiPath(P.transactionCosts, portfolioId), transactionCostsFeedSchema, rangeQuery(range)),
    reportPdf: (account, request) => remoteReportPdf(client, account, request),
  };
}

/**
 * The partners variant (§7): account-overview/{contact}, Portfolios/{contact}?dateIso,
 * Portfolio/{contact}/{portfolio}?dateIso and its holdings and transactions, DELETE Cache; the
 * performance, charges and cost figures use the standard paths. Payloads have the standard shapes.
 */
export function createPartnersSource(
  client: HttpClient,
  today: () => string,
): FeedSource & { clearCache(): Promise<void> } {
  const standard = createApiSource(client);
  const portfolioPath = (path: string, account: AccountKey, portfolio: string) =>
    fillPath(path, { account: externalKey(account), portfolio });
  return {
    ...standard,
    account: (account) =>
      client.get(dataApiPath(PARTNERS_PATHS.accountOverview, externalKey(account)), accountFeedSchema),
    async portfolios(account) {
      return (
        (await client.get(dataApiPath(P.portfolios, externalKey(account)), portfoliosFeedSchema, {
          [Q.dateIso]: today(),
        })) ?? []
      );
    },
    holdings: (account, portfolioId, date) =>
      client.get(portfolioPath(PARTNERS_PATHS.portfolioHoldings, account, portfolioId), holdingsFeedSchema, {
        [Q.dateIso]: date,
      }),
    transactions: (account, portfolioId, range) =>
      client.get(
        portfolioPath(PARTNERS_PATHS.portfolioTransactions, account, portfolioId),
        transactionsFeedSchema,
        rangeQuery(range),
      ),
    clearCache: () => client.delete(PARTNERS_PATHS.cache),
  };
}
