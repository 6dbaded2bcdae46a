import { and, asc, count, eq, inArray, isNull, lt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import {
  stalePriceCutoff,
  type StaleHoldingList,
  type StaleHoldingsQuery,
  type Viewer,
} from '@portal/domain';
import { companyPortals } from '../../admin/scope';
import type { Database } from '../../db/client';
import { accounts, holdings, instrumentPrices, instruments, portfolios } from '../../db/schema/index';
import { needsMarketPrice } from './needs-market-price';

/** A column under its own name in the subquery (holdings, portfolios and accounts all have id and name). */
const aliased = <T>(column: SQLWrapper, name: string) => sql<T>`${column}`.as(name);

/**
 * Holdings of the admin's company (its active portals, active accounts and portfolios, units held,
 * valued from a market close: cash lines and properties aside, by the engine's rule) whose latest close on or before today is missing or dated before five business days
 * ago: the prices to chase before the figures can be trusted (issue 13). An admin without a company
 * sees nothing.
 */
export async function listStaleHoldings(
  db: Database,
  viewer: Viewer,
  query: StaleHoldingsQuery,
  today: string,
): Promise<StaleHoldingList> {
  const cutoff = stalePriceCutoff(today);
  const empty = { cutoff, items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!viewer.organisationId) return empty;
  const portalIds = (await companyPortals(db, viewer.organisationId)).map((portal) => portal.id);
  if (portalIds.length === 0) return empty;

  // The latest close of each instrument (a few hundred), each one backward read of the
  // (instrument, date) index, rather than one read per holding (tens of thousands at scale).
  const latest = db
    .select({
      instrumentId: instruments.id,
      // Written out: inside a select list drizzle leaves columns unqualified, and "id" would be the
      // price row's own.
      date: sql<string | null>`(select max(p.date) from ${instrumentPrices} p
        where p.instrument_id = "instruments"."id" and p.date <= ${today})::text`.as('latest_date'),
    })
    .from(instruments)
    .as('latest');
  const where = and(
    inArray(holdings.portalId, portalIds),
    eq(holdings.active, true),
    ne(holdings.units, '0'),
    needsMarketPrice(holdings),
    eq(portfolios.active, true),
    eq(accounts.active, true),
    or(isNull(latest.date), lt(latest.date, cutoff)),
  );
  const stale = db
    .select({
      holdingId: aliased<string>(holdings.id, 'holding_id'),
      symbol: aliased<string | null>(holdings.symbol, 'symbol'),
      name: aliased<string>(holdings.name, 'holding_name'),
      portalId: aliased<string>(holdings.portalId, 'portal_id'),
      portfolioId: aliased<string>(portfolios.id, 'portfolio_id'),
      portfolioName: aliased<string>(portfolios.name, 'portfolio_name'),
      accountId: aliased<string>(accounts.id, 'account_id'),
      accountName: aliased<string>(accounts.name, 'account_name'),
      lastPriceDate: aliased<string | null>(latest.date, 'last_price_date'),
    })
    .from(holdings)
    .innerJoin(portfolios, eq(portfolios.id, holdings.portfolioId))
    .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
    .leftJoin(latest, eq(latest.instrumentId, holdings.instrumentId))
    .where(where)
    .as('stale');

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stale)
      // Missing prices first, then the oldest.
      .orderBy(
        sql`${stale.lastPriceDate} asc nulls first`,
        asc(stale.accountName),
        asc(stale.portfolioName),
        asc(stale.name),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(stale),
  ]);
  return {
    cutoff,
    items: rows,
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
