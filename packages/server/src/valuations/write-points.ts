import { sql } from 'drizzle-orm';
import type { DailyPoint } from '@portal/domain';
import type { Database } from '../db/client';
import { portfolioValuations } from '../db/schema/index';
import { dateArray, float8Array, uuidArray } from '../db/binary-array';
import { plainRows } from '../db/plain-rows';
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
 * Makes the portfolio's stored days from `from` on the given points, in one statement over array
 * parameters (a row of parameters per day costs PGlite several times more to parse and bind; the
 * ids, days and growths go in binary, decision 131): days that changed are updated in place, new
 * days inserted, days no longer valued deleted, and
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
  const growth = (pick: (g: DayGrowth) => number) => float8Array(days.map(({ g }) => (g ? pick(g) : null)));
  const stored = portfolioValuations;
  const ids = arrayLiteral(series.map((s) => s.id));
  // The ids and the earliest first day as constants bound the delete and the merge to an index
  // range (joined to the arrays alone, the planner scanned every stored day of every portfolio:
  // the update hashed all 230,000 of the demo seed's, 450 of a backdated revaluation's 720 ms).
  // The merge joins the days to that range once for both the changed days and the new ones; an
  // update and an insert with its own lookup joined it twice (decision 131: a tenth of a backdated
  // revaluation). The bound cannot make a stored day look new: every day is on or after `earliest`.
  // The days take their portal by a left join: every day's id is in `m`, and an inner join made the
  // planner expect 7 days, so it probed the index once a day instead of hashing the range once
  // (decision 132: a fifth of the write).
  const earliest = series.reduce((min, s) => (s.from < min ? s.from : min), series[0]!.from);
  await plainRows(
    tx,
    sql`
    with m (id, portal, first_day) as (
      select * from unnest(${ids}::uuid[],
                           ${arrayLiteral(series.map((s) => s.portalId))}::uuid[],
                           ${arrayLiteral(series.map((s) => s.from))}::date[])
    ),
    t (id, d, v, f, i, c, a, gc, ge, gw) as (
      select * from unnest(${uuidArray(days.map((d) => d.id))}::uuid[],
                           ${dateArray(days.map(({ p }) => p.date))}::date[], ${column((p) => p.value)}::numeric[],
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
    )
    merge into ${stored} p
    using (select t.*, m.portal from t left join m on m.id = t.id) s
       on p.portfolio_id = s.id and p.date = s.d
          and p.portfolio_id = any(${ids}::uuid[]) and p.date >= ${earliest}::date
     when matched and (p.value, p.net_flow, p.income, p.fees, p.value_account,
                       p.growth_columns, p.growth_entries, p.growth_twr)
                      is distinct from (s.v, s.f, s.i, s.c, s.a, s.gc, s.ge, s.gw) then
       update set value = s.v, net_flow = s.f, income = s.i, fees = s.c, value_account = s.a,
                  growth_columns = s.gc, growth_entries = s.ge, growth_twr = s.gw, updated_at = now()
     when not matched then
       insert (portal_id, portfolio_id, date, value, net_flow, income, fees, value_account,
               growth_columns, growth_entries, growth_twr)
       values (s.portal, s.id, s.d, s.v, s.f, s.i, s.c, s.a, s.gc, s.ge, s.gw)`,
  );
}
