import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  isPrivateEquity,
  type HoldingsFeed,
  type PrivateEquityAccountValue,
  type PrivateEquityProduct,
} from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, holdings, portfolios } from '../db/schema/index';
import type { Page } from '../http/paging';
import type { AccountKey, FeedSource } from './feeds';
import { holdingsView } from './views';

/** A holdings feed with only its private-equity lines (the domain's isPrivateEquity decides). */
export function privateEquityLines(feed: HoldingsFeed): HoldingsFeed {
  return { ...feed, holdings: feed.holdings.filter(isPrivateEquity) };
}

/**
 * The private-equity host (§7 partners, decision 88) from our tables: the products held, a
 * portfolio's private-equity lines, and accounts' private-equity values. Only what the Data API
 * serves: active accounts and portfolios that have external ids.
 */
export function privateEquityReader(db: Database, source: FeedSource) {
  /** Products: the private-equity lines held anywhere, once per symbol, with how many portfolios hold each. */
  async function products(): Promise<PrivateEquityProduct[]> {
    const rows = await db
      .select({
        symbol: holdings.symbol,
        name: holdings.name,
        isin: holdings.isin,
        currency: holdings.currency,
        sector: holdings.sector,
        region: holdings.region,
        assetClass: holdings.assetClass,
        type: holdings.type,
        portfolioId: holdings.portfolioId,
      })
      .from(holdings)
      .innerJoin(portfolios, eq(portfolios.id, holdings.portfolioId))
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(
        and(
          eq(holdings.active, true),
          eq(portfolios.active, true),
          eq(accounts.active, true),
          isNotNull(portfolios.externalId),
          isNotNull(accounts.externalId),
          isNotNull(holdings.symbol),
          // Narrows to the classes isPrivateEquity can accept; the domain rule decides below.
          sql`lower(trim(${holdings.assetClass})) in ('equity', 'private equity')`,
        ),
      )
      .orderBy(asc(holdings.symbol), asc(holdings.createdAt), asc(holdings.id));
    const bySymbol = new Map<string, PrivateEquityProduct & { held: Set<string> }>();
    for (const row of rows) {
      if (!isPrivateEquity(row) || !row.symbol) continue;
      const product = bySymbol.get(row.symbol) ?? {
        symbol: row.symbol,
        name: row.name,
        isin: row.isin,
        currency: row.currency,
        sector: row.sector,
        region: row.region,
        portfolios: 0,
        held: new Set<string>(),
      };
      product.held.add(row.portfolioId);
      bySymbol.set(row.symbol, product);
    }
    return [...bySymbol.values()].map(({ held, ...product }) => ({ ...product, portfolios: held.size }));
  }

  /** A portfolio's private-equity lines on a date; null when the source does not know it. */
  async function portfolioHoldings(account: AccountKey, portfolioId: string, date: string) {
    const feed = await source.holdings(account, portfolioId, date);
    return feed ? privateEquityLines(feed) : null;
  }

  /** Each account's private-equity value per portfolio (only portfolios that hold any), a page at a time. */
  async function accountValues(page: Page, date: string): Promise<PrivateEquityAccountValue[]> {
    const keys = await db
      .select({ id: accounts.id, externalId: accounts.externalId })
      .from(accounts)
      .where(and(eq(accounts.active, true), isNotNull(accounts.externalId)))
      .orderBy(asc(accounts.externalId), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset);
    return Promise.all(
      keys.map(async (key) => {
        const list = await source.portfolios(key);
        const values = await Promise.all(
          list.map(async (p) => {
            const feed = await portfolioHoldings(key, p.id, date);
            if (!feed || feed.holdings.length === 0) return null;
            return { portfolioId: p.id, currency: feed.baseCurrency, value: holdingsView(feed).total };
          }),
        );
        return {
          accountId: key.externalId!,
          date,
          portfolios: values.filter((v) => v !== null),
        };
      }),
    );
  }

  return { products, portfolioHoldings, accountValues };
}
