import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { externalKey } from '../errors';
import { type AccountKey, type FeedSource } from '../feeds';
import {
  accountFeedSchema,
  datesFeedSchema,
  performanceFeedSchema,
  type FeedRange,
  type TransactionFeed,
} from '@portal/domain';
import { performanceInRange } from '../views';
import { SAMPLE_PATHS, clientReportSchema, sampleLoader, samplePortfolioSchema } from './sample-files';

/** The sample files shipped with the server, written from the test fixture (write-samples.ts). */
export const SAMPLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples');

/**
 * The portfolio feeds of §7's static variant (sample-files.ts has every file's shape): an account
 * in `Accounts/{id}.json` by external id, an account's portfolios in `reports/client-{id}.json`, each
 * portfolio's holdings, transactions and charges in `portfolio/{id}.json`, its performance feed in
 * `{id}/all.json` and the valuation dates in `dates.json`. A portfolio is read only through the
 * account that lists it.
 */
export function createStaticSource(dir: string = SAMPLES_DIR): FeedSource {
  const load = sampleLoader(dir);

  async function portfolioOf(account: AccountKey, portfolioId: string) {
    const report = await load(SAMPLE_PATHS.clientReport(externalKey(account)), clientReportSchema);
    if (!report?.portfolios.some((p) => p.id === portfolioId)) return null;
    return load(SAMPLE_PATHS.portfolio(portfolioId), samplePortfolioSchema);
  }

  const within = (rows: readonly TransactionFeed[], range: FeedRange) =>
    rows.filter((t) => (!range.from || t.date >= range.from) && (!range.to || t.date <= range.to));

  return {
    async account(account) {
      return load(SAMPLE_PATHS.account(externalKey(account)), accountFeedSchema);
    },
    async portfolios(account) {
      return (
        (await load(SAMPLE_PATHS.clientReport(externalKey(account)), clientReportSchema))?.portfolios ?? []
      );
    },
    async holdings(account, portfolioId, date) {
      const sample = await portfolioOf(account, portfolioId);
      return sample
        ? { portfolioId, date, baseCurrency: sample.currency, holdings: sample.holdings, fx: sample.fx }
        : null;
    },
    async dates() {
      return (await load(SAMPLE_PATHS.dates, datesFeedSchema)) ?? [];
    },
    async transactions(account, portfolioId, range) {
      const sample = await portfolioOf(account, portfolioId);
      return sample ? { portfolioId, transactions: within(sample.transactions, range) } : null;
    },
    async performance(account, portfolioId, range) {
      if (!(await portfolioOf(account, portfolioId))) return null;
      const feed = await load(SAMPLE_PATHS.performance(portfolioId), performanceFeedSchema);
      return feed ? performanceInRange(feed, range) : null;
    },
    async charges(account, portfolioId, range) {
      const sample = await portfolioOf(account, portfolioId);
      if (!sample) return null;
      const items = sample.charges.items.filter(
        (c) => (!range.from || c.date >= range.from) && (!range.to || c.date <= range.to),
      );
      return { portfolioId, annual: sample.charges.annual, items };
    },
    async transactionCosts(account, portfolioId, range) {
      const sample = await portfolioOf(account, portfolioId);
      if (!sample) return null;
      const costs = within(sample.transactions, range)
        .filter((t) => t.fee !== null)
        .map((t) => ({ date: t.date, symbol: t.symbol, fee: t.fee! }));
      return { portfolioId, costs };
    },
  };
}
