import { sql } from 'drizzle-orm';
import type { DailyPoint } from '@portal/domain';
import type { Database } from '../db/client';
import { portfolioValuations } from '../db/schema/index';
import { doubleText } from '../db/double-text';
import type { DayGrowth } from './period-figures';

/** A PostgreSQL array literal of plain values (uuids, dates and decimal strings need no quoting). */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
}

/** A portfolio's newly valued days: its stored days from `from` on are to be these. */
export interface ValuedSeries {
  id: string;
  portalId: string;
  from: string;
  points: readonly DailyPoint[];
  /**
   * Each point's growths as stored (decision 115), in the points' order: written in the same
   * statement as the days, so a day is written once. Without them the days' growths are null.
   */
  growths?: readonly DayGrowth[];
}

/**
 * Makes the portfolio's stored days from `from` on the given points, in one statement over six
 * array parameters (a row of parameters per day costs PGlite several times more to parse and bind):
 * days that changed are updated in place, new days inserted, days no longer valued deleted, and
 * days whose figures are the same left alone. Rewriting every day as a delete and an insert paid
 * for two foreign-key checks and two index entries per day, which was most of a revaluation.
 */
export async function writePoints(
  tx: Database,
  portfolio: { id: string; portalId: string },
  from: string,
  points: readonly DailyPoint[],
  growths?: readonly DayGrowth[],
): Promise<void> {
  await writeSeries(tx, [{ id: portfolio.id, portalId: portfolio.portalId, from, points, growths }]);
}

/**
 * writePoints for several portfolios in the same one statement (a clock batch's: one statement for
 * all its portfolios' days instead of one each). Each portfolio's days before its own `from` are
 * not touched.
 */
export async function writeSeries(tx: Database, series: readonly ValuedSeries[]): Promise<void> {
  if (series.length === 0) return;
  const days = series.flatMap((s) => s.points.map((p, i) => ({ id: s.id, p, g: s.growths?.[i] })));
  const column = (pick: (p: DailyPoint) => string | null) => arrayLiteral(days.map(({ p }) => pick(p)));
  const growth = (pick: (g: DayGrowth) => number) =>
    arrayLiteral(days.map(({ g }) => (g ? doubleText(pick(g)) : null)));
  const stored = portfolioValuations;
  const ids = arrayLiteral(series.map((s) => s.id));
  // The ids and the earliest first day as constants bound the delete and the update to an index
  // range (joined to the arrays alone, the planner scanned every stored day of every portfolio:
  // the update hashed all 230,000 of the demo seed's, 450 of a backdated revaluation's 720 ms).
  // The insert's lookup of the days already stored is bound the same way and does not join `m`:
  // the planner then counts the days (a constant array's length) and, for a backdated write, hashes
  // that index range once instead of probing the index for every day (decision 118: 7,360 buffers
  // to 138 for 1,306 days); for the clock's day or two a portfolio it still probes.
  const earliest = series.reduce((min, s) => (s.from < min ? s.from : min), series[0]!.from);
  await tx.execute(sql`
    with m (id, portal, first_day) as (
      select * from unnest(${ids}::uuid[],
                           ${arrayLiteral(series.map((s) => s.portalId))}::uuid[],
                           ${arrayLiteral(series.map((s) => s.from))}::date[])
    ),
    t (id, d, v, f, i, c, a, gc, ge, gw) as (
      select * from unnest(${arrayLiteral(days.map((d) => d.id))}::uuid[],
                           ${column((p) => p.date)}::date[], ${column((p) => p.value)}::numeric[],
                           ${column((p) => p.flow)}::numeric[], ${column((p) => p.income)}::numeric[],
                           ${column((p) => p.fees)}::numeric[], ${column((p) => p.valueAccount)}::numeric[],
                           ${growth((g) => g.columns)}::float8[], ${growth((g) => g.entries)}::float8[],
                           ${growth((g) => g.twr)}::float8[])
    ),
    gone as (
      delete from ${stored} p
       where p.portfolio_id = any(${ids}::uuid[]) and p.date >= ${earliest}::date
         and p.date >= (select m.first_day from m where m.id = p.portfolio_id)
         and not exists (select 1 from t where t.id = p.portfolio_id and t.d = p.date)
    ),
    changed as (
      update ${stored} p
         set value = t.v, net_flow = t.f, income = t.i, fees = t.c, value_account = t.a,
             growth_columns = t.gc, growth_entries = t.ge, growth_twr = t.gw, updated_at = now()
        from t
       where p.portfolio_id = t.id and p.date = t.d
         and p.portfolio_id = any(${ids}::uuid[]) and p.date >= ${earliest}::date
         and (p.value, p.net_flow, p.income, p.fees, p.value_account,
              p.growth_columns, p.growth_entries, p.growth_twr)
             is distinct from (t.v, t.f, t.i, t.c, t.a, t.gc, t.ge, t.gw)
    )
    insert into ${stored} (portal_id, portfolio_id, date, value, net_flow, income, fees, value_account,
                           growth_columns, growth_entries, growth_twr)
    select (select m.portal from m where m.id = t.id), t.id, t.d, t.v, t.f, t.i, t.c, t.a, t.gc, t.ge, t.gw
      from t
     where not exists (select 1 from ${stored} p
                        where p.portfolio_id = any(${ids}::uuid[]) and p.date >= ${earliest}::date
                          and p.portfolio_id = t.id and p.date = t.d)`);
}
