import { eq, ilike, isNotNull, or } from 'drizzle-orm';
import { MoneyDecimal, type ChargesFeed, type FeedRange } from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, transactions } from '../../db/schema/index';
import { requestAccountRow, type AccountKey, type FeedSource } from '../feeds';
import { holdingsFeeds } from './holdings-feeds';
import { marketDates } from './market';
import { marketHistory, type MarketHistory } from './market-history';
import { accountPageFeeds, performanceFeeds } from './performance-feeds';
import { portfolioReader, type DatabaseSourceOptions } from './portfolio-rows';
import { transactionRows } from './transaction-feeds';

export type { DatabaseSourceOptions } from './portfolio-rows';

/**
 * Feeds from our own tables. The caller has resolved the account within the viewer's scope
 * (accounts/scope-sql.ts) or, for the Data API, by its external id; every read here is confined to
 * that account's portfolios (`portfolios.account_id = account.id`), so a portfolio id of another
 * account finds nothing. `keys: 'external'` names portfolios by their external ids (the Data API's
 * keys); `'internal'` by our ids (the portal's routes).
 *
 * Lists are one query each and batched by IN lists: the account page of ten portfolios costs the
 * same seven queries as one portfolio.
 */
export function createDatabaseSource(
  db: Database,
  options: DatabaseSourceOptions,
): FeedSource & MarketHistory {
  const { keyOf, toFeed, portfolioRows, portfolioRow } = portfolioReader(db, options);

  const source = {
    async account(account: AccountKey) {
      const read = requestAccountRow(account);
      const [row] = read
        ? [{ id: account.id, externalId: account.externalId, ...read }]
        : await db
            .select({
              id: accounts.id,
              externalId: accounts.externalId,
              name: accounts.name,
              currency: accounts.currency,
              value: accounts.value,
            })
            .from(accounts)
            .where(eq(accounts.id, account.id))
            .limit(1);
      if (!row) return null;
      return {
        id: options.keys === 'external' ? (row.externalId ?? row.id) : row.id,
        name: row.name,
        currency: row.currency ?? 'GBP',
        value: new MoneyDecimal(row.value ?? '0').toFixed(2),
      };
    },

    async portfolios(account: AccountKey) {
      return (await portfolioRows(account)).map(toFeed);
    },

    async holdings(account: AccountKey, portfolioId: string, date: string) {
      const row = await portfolioRow(account, portfolioId);
      return row ? ((await holdingsFeeds(db, [row], date, keyOf)).get(row.id) ?? null) : null;
    },

    dates: () => marketDates(db),

    async transactions(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      return { portfolioId: keyOf(row), transactions: await transactionRows(db, row.id, range) };
    },

    async performance(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      return row ? ((await performanceFeeds(db, [row], range, keyOf)).get(row.id) ?? null) : null;
    },

    async charges(account: AccountKey, portfolioId: string, range: FeedRange): Promise<ChargesFeed | null> {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      const items = await transactionRows(
        db,
        row.id,
        range,
        or(ilike(transactions.type, '%fee%'), ilike(transactions.type, '%charge%')),
      );
      const annual = Object.fromEntries(
        Object.entries((row.charges ?? {}) as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
          .map(([k, v]) => [k, new MoneyDecimal(v as string).toFixed()]),
      );
      return {
        portfolioId: keyOf(row),
        annual,
        items: items.map((t) => ({
          date: t.date,
          amount: new MoneyDecimal(t.localCcyAmount ?? t.amount).abs().toFixed(),
          type: t.type,
        })),
      };
    },

    async transactionCosts(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      const rows = await transactionRows(db, row.id, range, isNotNull(transactions.fee));
      return {
        portfolioId: keyOf(row),
        costs: rows.map((t) => ({ date: t.date, symbol: t.symbol, fee: t.fee! })),
      };
    },

    async portfolioBundle(account: AccountKey, portfolioIds: readonly string[], date: string) {
      const rows = await portfolioRows(account, portfolioIds);
      const [h, p] = await Promise.all([
        holdingsFeeds(db, rows, date, keyOf),
        accountPageFeeds(db, rows, keyOf),
      ]);
      return new Map(
        rows.map((row) => {
          const { feed, whole } = p.get(row.id)!;
          return [keyOf(row), { holdings: h.get(row.id)!, performance: feed, ...(whole ? { whole } : {}) }];
        }),
      );
    },
  };
  return { ...source, ...marketHistory(db) };
}
