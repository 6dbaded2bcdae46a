import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, holdings, portfolios } from '../../db/schema/index';

/**
 * Every cached figure of some portfolios (tests): their values and period figures, their holdings'
 * values and their accounts' values and change columns.
 */
export async function cachedFigures(db: Database, ids: readonly string[]) {
  return {
    portfolios: await db
      .select({
        id: portfolios.id,
        value: portfolios.value,
        change1d: portfolios.change1d,
        change1m: portfolios.change1m,
        change3m: portfolios.change3m,
        changeYtd: portfolios.changeYtd,
        change1y: portfolios.change1y,
        change3y: portfolios.change3y,
        change5y: portfolios.change5y,
        changeAll: portfolios.changeAll,
        sinceInception: portfolios.sinceInception,
        performanceFigures: portfolios.performanceFigures,
        valuedThrough: portfolios.valuedThrough,
        revalueFrom: portfolios.revalueFrom,
      })
      .from(portfolios)
      .where(inArray(portfolios.id, [...ids]))
      .orderBy(portfolios.id),
    holdings: await db
      .select({ id: holdings.id, value: holdings.value, price: holdings.price })
      .from(holdings)
      .where(inArray(holdings.portfolioId, [...ids]))
      .orderBy(holdings.id),
    accounts: await db
      .select({
        id: accounts.id,
        value: accounts.value,
        change1d: accounts.change1d,
        change1m: accounts.change1m,
        changeYtd: accounts.changeYtd,
        change1y: accounts.change1y,
        changeAll: accounts.changeAll,
        sinceInception: accounts.sinceInception,
      })
      .from(accounts)
      .innerJoin(portfolios, eq(portfolios.accountId, accounts.id))
      .where(inArray(portfolios.id, [...ids]))
      .orderBy(accounts.id),
  };
}
