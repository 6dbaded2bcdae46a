import { periodAnchorDates } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolioValuations } from '../db/schema/index';
import { rowsOf } from '../providers/database/market';
import { grown, type DayGrowth, type GrownPoint, type SeriesPoint } from './period-figures';
import { arrayLiteral, doubleText } from './write-points';

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
 * The stored days before each portfolio's first day that its figures as of `today` read, when its
 * next point is the last and dated `today` (grownFigureColumns): the first, the last, the last on
 * or before each periodAnchorDates(today), and every day with a flow (XIRR's). Each is an index
 * probe of the portfolio's days (the flow days' own partial index) instead of its whole series.
 * A day without stored growths among them means the series was stored before they were: the
 * caller reads it whole (keptPointsOf) and stores them.
 */
export async function anchorDaysOf(
  tx: Database,
  members: readonly { id: string; from: string }[],
  today: string,
): Promise<Map<string, StoredDay[]>> {
  const out = new Map(members.map((m) => [m.id, [] as StoredDay[]]));
  if (members.length === 0) return out;
  const ids = arrayLiteral(members.map((m) => m.id));
  const froms = arrayLiteral(members.map((m) => m.from));
  const anchors = arrayLiteral(periodAnchorDates(today));
  const days = portfolioValuations;
  const rows = await rowsOf<StoredDayRow & { id: string }>(
    tx,
    sql`
    select m.id::text as id, ${STORED_DAY}
      from unnest(${ids}::uuid[], ${froms}::date[]) as m(id, first_day)
      cross join lateral (
        (select q.date from ${days} q where q.portfolio_id = m.id and q.date < m.first_day
          order by q.date limit 1)
        union
        (select q.date from ${days} q where q.portfolio_id = m.id and q.date < m.first_day
          order by q.date desc limit 1)
        union
        (select q.date from ${days} q where q.portfolio_id = m.id and q.date < m.first_day
            and q.net_flow <> 0)
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
 * Stores the growths of some portfolios' kept days, in one statement: only rows whose growths differ
 * are written (days stored without them; the new days' go in with the days, writeSeries).
 */
export async function writeGrowths(
  tx: Database,
  days: readonly { id: string; point: GrownPoint }[],
): Promise<void> {
  if (days.length === 0) return;
  const column = (pick: (g: DayGrowth) => number) =>
    `{${days.map((d) => `"${doubleText(pick(d.point.growth))}"`).join(',')}}`;
  const ids = arrayLiteral([...new Set(days.map((d) => d.id))]);
  await tx.execute(sql`
    update ${portfolioValuations} p
       set growth_columns = t.c, growth_entries = t.e, growth_twr = t.w
      from unnest(${arrayLiteral(days.map((d) => d.id))}::uuid[], ${arrayLiteral(days.map((d) => d.point.date))}::date[],
                  ${column((g) => g.columns)}::float8[], ${column((g) => g.entries)}::float8[],
                  ${column((g) => g.twr)}::float8[]) as t(id, d, c, e, w)
     where p.portfolio_id = any(${ids}::uuid[]) and p.portfolio_id = t.id and p.date = t.d
       and (p.growth_columns, p.growth_entries, p.growth_twr) is distinct from (t.c, t.e, t.w)`);
}
