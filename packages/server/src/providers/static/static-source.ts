import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { externalKey } from '../errors';
import { type AccountKey, type FeedSource } from '../feeds';
import {
  accountFeedSchema,
  chargesFeedSchema,
  datesFeedSchema,
  fxFeedSchema,
  holdingFeedSchema,
  performanceFeedSchema,
  portfolioFeedSchema,
  transactionFeedSchema,
  type FeedRange,
  type TransactionFeed,
} from '@portal/domain';
import { performanceInRange } from '../views';

/** The sample files shipped with the server (§7 "Static/sample variant"). */
export const SAMPLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples');

/**
 * Sample files, in the layout of §7's static variant:
 * - `clients.json`: the accounts (`[{id, name, currency, value}]`, id = the account's external id);
 * - `reports/client-{id}.json`: an account's value and portfolios;
 * - `portfolio/{id}.json`: a portfolio by external id: value, currency, accounts (sub-accounts, here
 *   none), holdings with their prices and rates, transactions, charges;
 * - `{id}/all.json`: the portfolio's performance feed;
 * - `dates.json`: the valuation dates.
 */
export const clientReportSchema = z.object({ value: z.string(), portfolios: z.array(portfolioFeedSchema) });
export const samplePortfolioSchema = z.object({
  value: z.string(),
  currency: z.string(),
  accounts: z.array(z.string()),
  holdings: z.array(holdingFeedSchema),
  fx: z.array(fxFeedSchema),
  transactions: z.array(transactionFeedSchema),
  charges: chargesFeedSchema.omit({ portfolioId: true }),
});
export const clientsSchema = z.array(accountFeedSchema);

export function createStaticSource(dir: string = SAMPLES_DIR): FeedSource {
  const cache = new Map<string, Promise<unknown>>();
  function load<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
    // Keys become file names: only the characters an id needs, never a path.
    if (!/^[\w.-]+(\/[\w.-]+)*\.json$/.test(file) || file.includes('..')) return Promise.resolve(null);
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(path.join(dir, file), 'utf8').then(
        (text) => schema.parse(JSON.parse(text)),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      cache.set(file, entry);
    }
    return entry as Promise<T | null>;
  }

  async function portfolioOf(account: AccountKey, portfolioId: string) {
    const report = await load(`reports/client-${externalKey(account)}.json`, clientReportSchema);
    if (!report?.portfolios.some((p) => p.id === portfolioId)) return null;
    return load(`portfolio/${portfolioId}.json`, samplePortfolioSchema);
  }

  const within = (rows: readonly TransactionFeed[], range: FeedRange) =>
    rows.filter((t) => (!range.from || t.date >= range.from) && (!range.to || t.date <= range.to));

  return {
    async account(account) {
      const id = externalKey(account);
      return (await load('clients.json', clientsSchema))?.find((c) => c.id === id) ?? null;
    },
    async portfolios(account) {
      return (
        (await load(`reports/client-${externalKey(account)}.json`, clientReportSchema))?.portfolios ?? []
      );
    },
    async holdings(account, portfolioId, date) {
      const sample = await portfolioOf(account, portfolioId);
      return sample
        ? { portfolioId, date, baseCurrency: sample.currency, holdings: sample.holdings, fx: sample.fx }
        : null;
    },
    async dates() {
      return (await load('dates.json', datesFeedSchema)) ?? [];
    },
    async transactions(account, portfolioId, range) {
      const sample = await portfolioOf(account, portfolioId);
      return sample ? { portfolioId, transactions: within(sample.transactions, range) } : null;
    },
    async performance(account, portfolioId, range) {
      if (!(await portfolioOf(account, portfolioId))) return null;
      const feed = await load(`${portfolioId}/all.json`, performanceFeedSchema);
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
