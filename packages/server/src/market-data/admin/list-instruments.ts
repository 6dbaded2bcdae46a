import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { InstrumentList, InstrumentListQuery } from '@portal/domain';
import type { Database } from '../../db/client';
import { instrumentPrices, instruments } from '../../db/schema/index';

/** `%text%` for ILIKE, with the pattern's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(
    ilike(instruments.symbol, pattern),
    ilike(instruments.name, pattern),
    ilike(instruments.isin, pattern),
  );
}

/**
 * The admin "Market data" instruments (market data is shared by every company): a page of them by
 * symbol, searched on symbol, name and ISIN, each with its latest close. The latest close is one
 * backward read of instrument_prices_instrument_date_key per instrument of the page (a lateral
 * join), not a sort of all closes and not one query per row.
 */
export async function listInstruments(db: Database, query: InstrumentListQuery): Promise<InstrumentList> {
  const where = and(eq(instruments.active, true), searchOf(query.q));
  const latest = db
    .select({ date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .where(eq(instrumentPrices.instrumentId, instruments.id))
    .orderBy(desc(instrumentPrices.date))
    .limit(1)
    .as('latest');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: instruments.id,
        symbol: instruments.symbol,
        name: instruments.name,
        isin: instruments.isin,
        currency: instruments.currency,
        type: instruments.type,
        latestDate: latest.date,
        latestPrice: latest.price,
      })
      .from(instruments)
      .leftJoinLateral(latest, sql`true`)
      .where(where)
      .orderBy(asc(instruments.symbol))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(instruments).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      latestDate: row.latestDate ?? null,
      latestPrice: row.latestPrice === null || row.latestPrice === undefined ? null : String(row.latestPrice),
    })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
