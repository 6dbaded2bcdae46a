import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../providers/database/market';
import type { MarketDataChange } from '../market-data/market-data-change';

/** Settlement currency of a stored currency code: pence lines settle in pounds. */
const settled = (column: string) => `case when ${column} = 'GBX' then 'GBP' else ${column} end`;

/**
 * Marks, inside the writer's transaction, every portfolio whose valuation a market data change
 * touches, from the change's earliest date: portfolios that ever traded a changed symbol, and
 * portfolios that hold cash or trade in either currency of a changed rate. Benchmarks do not change a
 * valuation (they are read beside it), so they mark nothing. Returns the marked portfolio ids.
 */
export async function markMarketChange(tx: Database, change: MarketDataChange): Promise<string[]> {
  const symbols = Object.entries(change.symbols);
  const rates = Object.entries(change.rates).flatMap(([pair, date]) =>
    pair.split('/').map((currency) => [currency === 'GBX' ? 'GBP' : currency, date] as const),
  );
  if (symbols.length === 0 && rates.length === 0) return [];
  const list = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]`;
  const affected = [];
  if (symbols.length > 0) {
    affected.push(sql`
      select t.portfolio_id, min(c.d) as d
        from transactions t
        join unnest(${list(symbols.map(([s]) => s))}::text[], ${list(symbols.map(([, d]) => d))}::date[]) as c(s, d)
          on t.symbol = c.s
       where t.active
       group by t.portfolio_id`);
  }
  if (rates.length > 0) {
    affected.push(sql`
      select p.id as portfolio_id, min(c.d) as d
        from portfolios p
        join unnest(${list(rates.map(([c]) => c))}::text[], ${list(rates.map(([, d]) => d))}::date[]) as c(ccy, d)
          on coalesce(p.currency, 'GBP') = c.ccy
          or exists (select 1 from transactions t
                      where t.portfolio_id = p.id and t.active
                        and ${sql.raw(settled('t.currency'))} = c.ccy)
       group by p.id`);
  }
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`
    update portfolios p
       set revalue_from = least(coalesce(p.revalue_from, a.d), a.d), updated_at = now()
      from (select portfolio_id, min(d) as d from (${sql.join(affected, sql` union all `)}) u
             group by portfolio_id) a
     where p.id = a.portfolio_id and p.active
    returning p.id`,
  );
  return rows.map((row) => row.id);
}
