import { periodAnchorDates, type GrowthSeries } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dateArray, float8Array, uuidArray } from '../db/binary-array';
import { portfolioValuations } from '../db/schema/index';
import { plainRows } from '../db/plain-rows';
import {
  columnsGrowth,
  figureDays,
  grown,
  grownFigureColumns,
  type DayGrowth,
  type GrownPoint,
  type SeriesPoint,
} from './period-figures';
import { asStoredPoint } from './stored-money';
import { arrayLiteral } from './write-points';

/** A stored day as the figures read it, with its growths when they are stored (decision 115). */
export interface StoredDay extends SeriesPoint {
  growth: DayGrowth | null;
}

/** The columns of a stored day, for a query over portfolio_valuations `p`. */
export const STORED_DAY = sql.raw(
  `p.date::text as date, p.value::text as value, p.net_flow::text as flow,
   p.growth_columns, p.growth_entries, p.growth_twr`,
);

interface StoredDayRow {
  date: string;
  value: string;
  flow: string;
  growth_columns: number | string | null;
  growth_entries: number | string | null;
  growth_twr: number | string | null;
}

/** A stored day from its row (a double may come as text from some drivers: Number gives it back exactly). */
export function storedDay(row: StoredDayRow): StoredDay {
  const { growth_columns: columns, growth_entries: entries, growth_twr: twr } = row;
  const growth =
    columns === null || entries === null || twr === null
      ? null
      : { columns: Number(columns), entries: Number(entries), twr: Number(twr) };
  return { date: row.date, value: row.value, flow: row.flow, growth };
}

/**
 * The stored days before each portfolio's first day that its figures read, as of the last day of its
 * series: `last` (its last stored day, when the series is read as stored: an account's figures), or
 * `today` (its next point is the last and dated `today`: grownFigureColumns). They are the first,
 * the last two, the last on or before each periodAnchorDates of that last day, and every day with
 * a flow (XIRR's; left out with `flows: false`, for the change columns alone). Each is an index
 * probe of the portfolio's days (the flow days' own partial index) instead of its whole series.
 * A day without stored growths among them means the series was stored before they were: the
 * caller reads it whole (keptPointsOf) and stores them.
 */
export async function anchorDaysOf(
  tx: Database,
  members: readonly { id: string; from: string; last?: string }[],
  today: string,
  { flows = true }: { flows?: boolean } = {},
): Promise<Map<string, StoredDay[]>> {
  const out = new Map(members.map((m) => [m.id, [] as StoredDay[]]));
  if (members.length === 0) return out;
  const ids = arrayLiteral(members.map((m) => m.id));
  const froms = arrayLiteral(members.map((m) => m.from));
  // The anchors of every member's last day, for all: a day read for another's anchor is a day of
  // the series too, which changes none of the figures (the first, last two and anchors are there).
  const lasts = new Set(members.map((m) => m.last ?? today));
  const anchors = arrayLiteral([...new Set([...lasts].flatMap(periodAnchorDates))].sort());
  const days = portfolioValuations;
  const rows = await plainRows<StoredDayRow & { id: string }>(
    tx,
    sql`
    select m.id::text as id, ${STORED_DAY}
      from unnest(${ids}::uuid[], ${froms}::date[]) as m(id, first_day)
      cross join lateral (
        (select q.date from ${days} q where q.portfolio_id = m.id and q.date < m.first_day
          order by q.date limit 1)
        union
        (select q.date from ${days} q where q.portfolio_id = m.id and q.date < m.first_day
          order by q.date desc limit 2)
        union
        (select q.date from ${days} q where ${sql.raw(String(flows))} and q.portfolio_id = m.id
            and q.date < m.first_day and q.net_flow <> 0)
        union
        (select a.date from unnest(${anchors}::date[]) as d(day)
           cross join lateral (select q.date from ${days} q
                                where q.portfolio_id = m.id and q.date <= d.day and q.date < m.first_day
                                order by q.date desc limit 1) a)
      ) k
      join ${days} p on p.portfolio_id = m.id and p.date = k.date
     order by m.id, p.date`,
  );
  for (const row of rows) out.get(row.id)?.push(storedDay(row));
  return out;
}

/**
 * A series' new days with their growths, continued from its kept days (oldest first; all of them or
 * only those anchorDaysOf reads). The new days' growths are written with the days themselves
 * (writeSeries). When a kept day has none (stored before decision 115), `kept` must
 * be the whole kept series: its growths are computed from the first day and returned in `refill`,
 * to be stored (writeGrowths) so the next day finds them.
 */
export function continued(
  kept: readonly StoredDay[],
  fresh: readonly SeriesPoint[],
): { kept: readonly GrownPoint[]; fresh: GrownPoint[]; refill: readonly GrownPoint[] } {
  const whole = kept.every((day): day is GrownPoint => day.growth !== null);
  const keptGrown = whole ? kept : grown(kept, null);
  const freshGrown = grown(fresh, keptGrown.at(-1) ?? null);
  return { kept: keptGrown, fresh: freshGrown, refill: whole ? [] : keptGrown };
}

/**
 * What a revaluation stores of a series whose new days (`points`, as valued) follow its kept days:
 * every kept day, or only those anchorDaysOf reads as of the new days' last, dated `today`. The new
 * days' growths as stored and the kept days' to store (continued), the portfolio's period figures
 * (the new days as valued, not yet rounded to the stored 4 decimals), and the change columns'
 * growth of the series as stored, which its account's figures read: both of the days the figures
 * read alone (figureDays), the same figures as from every day (decision 115).
 */
export function continuedFigures(
  kept: readonly StoredDay[],
  points: readonly SeriesPoint[],
  today: string,
): {
  growths: DayGrowth[];
  refill: readonly GrownPoint[];
  figures: ReturnType<typeof grownFigureColumns>;
  growth: GrowthSeries;
} {
  const stored = continued(
    kept,
    points.map((p) => asStoredPoint(p)),
  );
  // Rounding to the stored decimals changes flows only, seldom: unchanged, the growths are the same.
  const rounded = stored.fresh.some((day, i) => day.flow !== points[i]!.flow);
  const asStored = figureDays([...stored.kept, ...stored.fresh]);
  // Unrounded, the days as valued are those as stored: their figure days are not picked twice.
  const valued = rounded
    ? figureDays([...stored.kept, ...grown(points, stored.kept.at(-1) ?? null)])
    : asStored;
  return {
    growths: stored.fresh.map((day) => day.growth),
    refill: stored.refill,
    figures: grownFigureColumns(valued, today),
    growth: columnsGrowth(asStored),
  };
}

/**
 * Stores the growths of some portfolios' kept days, in one statement: only rows whose growths differ
 * are written (days stored without them; the new days' go in with the days, writeSeries).
 */
export async function writeGrowths(
  tx: Database,
  days: readonly { id: string; point: GrownPoint }[],
): Promise<void> {
  if (days.length === 0) return;
  const column = (pick: (g: DayGrowth) => number) => float8Array(days.map((d) => pick(d.point.growth)));
  const ids = arrayLiteral([...new Set(days.map((d) => d.id))]);
  await plainRows(
    tx,
    sql`
    update ${portfolioValuations} p
       set growth_columns = t.c, growth_entries = t.e, growth_twr = t.w
      from unnest(${uuidArray(days.map((d) => d.id))}::uuid[], ${dateArray(days.map((d) => d.point.date))}::date[],
                  ${column((g) => g.columns)}::float8[], ${column((g) => g.entries)}::float8[],
                  ${column((g) => g.twr)}::float8[]) as t(id, d, c, e, w)
     where p.portfolio_id = any(${ids}::uuid[]) and p.portfolio_id = t.id and p.date = t.d
       and (p.growth_columns, p.growth_entries, p.growth_twr) is distinct from (t.c, t.e, t.w)`,
  );
}
