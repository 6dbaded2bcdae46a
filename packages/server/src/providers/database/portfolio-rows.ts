import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MoneyDecimal, type PortfolioFeed } from '@portal/domain';
import type { Database } from '../../db/client';
import { portfolios } from '../../db/schema/index';
import { isRequestAccountKey, type AccountKey } from '../feeds';

export interface DatabaseSourceOptions {
  keys: 'internal' | 'external';
}

export const portfolioColumns = {
  id: portfolios.id,
  externalId: portfolios.externalId,
  name: portfolios.name,
  type: portfolios.type,
  currency: portfolios.currency,
  value: portfolios.value,
  inception: portfolios.inception,
  region: portfolios.region,
  objective: portfolios.objective,
  riskLevel: portfolios.riskLevel,
  esgRating: portfolios.esgRating,
  riskProfile: portfolios.riskProfile,
  color: portfolios.color,
  charges: portfolios.charges,
  revalueFrom: portfolios.revalueFrom,
  valuedThrough: portfolios.valuedThrough,
};

export type PortfolioRow = {
  [K in keyof typeof portfolioColumns]: (typeof portfolioColumns)[K]['_']['data'] | null;
} & {
  id: string;
  name: string;
};

/** A portfolio's key in the feeds: its external id for the Data API, else our id. */
export type KeyOf = (row: { id: string; externalId: string | null }) => string;

/** The account's portfolio rows, read and named by the keys `options` choose. */
export function portfolioReader(db: Database, options: DatabaseSourceOptions) {
  const external = options.keys === 'external';
  const keyOf: KeyOf = (row) => (external ? row.externalId! : row.id);
  const keyColumn = external ? portfolios.externalId : portfolios.id;

  function toFeed(row: PortfolioRow): PortfolioFeed {
    return {
      id: keyOf(row),
      name: row.name,
      type: row.type,
      currency: row.currency ?? 'GBP',
      value: new MoneyDecimal(row.value ?? '0').toFixed(2),
      inception: row.inception,
      region: row.region,
      objective: row.objective,
      riskLevel: row.riskLevel,
      esgRating: row.esgRating,
      riskProfile: row.riskProfile,
      color: row.color,
    };
  }

  /** A request's key's rows, read once for all the feeds it asks (decision 133). */
  const requestRows = new WeakMap<AccountKey, Promise<PortfolioRow[]>>();

  /** The account's active portfolios with these keys (all of them when `keys` is undefined). */
  async function portfolioRows(account: AccountKey, keys?: readonly string[]): Promise<PortfolioRow[]> {
    if (keys && keys.length === 0) return [];
    if (!isRequestAccountKey(account)) return readRows(account, keys);
    let all = requestRows.get(account);
    if (!all) requestRows.set(account, (all = readRows(account)));
    if (!keys) return all;
    // The whole list is in the query's order, so its filter is the keyed query's answer; ids compare
    // as the uuid column does, whatever their letters' case.
    const wanted = new Set(external ? keys : keys.map((key) => key.toLowerCase()));
    return (await all).filter((row) => {
      const key = external ? row.externalId : row.id;
      return key !== null && wanted.has(key);
    });
  }

  /** A promise of the rows (Drizzle's query is a thenable that runs again each time it is awaited). */
  async function readRows(account: AccountKey, keys?: readonly string[]): Promise<PortfolioRow[]> {
    return db
      .select(portfolioColumns)
      .from(portfolios)
      .where(
        and(
          eq(portfolios.accountId, account.id),
          eq(portfolios.active, true),
          external ? isNotNull(portfolios.externalId) : undefined,
          keys ? inArray(keyColumn, [...keys]) : undefined,
        ),
      )
      .orderBy(sql`${portfolios.value} desc nulls last`, asc(portfolios.name), asc(portfolios.id)) as Promise<
      PortfolioRow[]
    >;
  }

  async function portfolioRow(account: AccountKey, key: string): Promise<PortfolioRow | null> {
    if (!external && !/^[0-9a-f-]{36}$/i.test(key)) return null;
    return (await portfolioRows(account, [key]))[0] ?? null;
  }

  return { keyOf, toFeed, portfolioRows, portfolioRow };
}
