import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  addDays,
  accountPeriodFigureColumns,
  dateKey,
  lowerBound,
  rateRow,
  type GrowthSeries,
  type PeriodFigureColumns,
} from '@portal/domain';
import type { Database } from '../db/client';
import { plainRows } from '../db/plain-rows';
import { accounts, portfolioValuations, portfolios } from '../db/schema/index';
import { keptRates } from '../market-data/kept-market-data';
import { columnsGrowth, type GrownPoint, type SeriesPoint } from './period-figures';
import { anchorDaysOf } from './series-growth';

/**
 * The change columns' growth of some portfolios' stored series, by id, that the caller has in hand:
 * of the days their figures read (decision 115), the new days as stored (asStoredPoint).
 */
export type KnownSeries = ReadonlyMap<string, GrowthSeries>;

const COLUMNS = [
  'change1d',
  'change1m',
  'change3m',
  'changeYtd',
  'change1y',
  'change3y',
  'change5y',
  'changeAll',
  'sinceInception',
] as const satisfies readonly (keyof PeriodFigureColumns)[];

const SQL_NAMES: Record<(typeof COLUMNS)[number], string> = {
  change1d: 'change_1d',
  change1m: 'change_1m',
  change3m: 'change_3m',
  changeYtd: 'change_ytd',
  change1y: 'change_1y',
  change3y: 'change_3y',
  change5y: 'change_5y',
  changeAll: 'change_all',
  sinceInception: 'since_inception',
};

/**
 * Recomputes the cached change columns (change_1d … change_all, since_inception) of the given
 * accounts as of `today`, inside the caller's transaction, from their active portfolios' stored
 * daily series consolidated in the account's currency by the domain's accountPeriodFigureColumns
 * (the account screen's consolidation). Of a portfolio not in `known` it reads the days the figures
 * read with their stored growths (anchorDaysOf, as of its last stored day: decision 118), or its
 * whole series when one of them has none (stored before decision 115). However many
 * accounts, it is five statements at most: the portfolios, their days (the few, then the whole
 * series of those without growths), the stamps of the rates between their currencies (the rates
 * are the kept copy's), and one update over arrays
 * that writes only the rows that change. The account's cached value is kept by refreshValues, which
 * every revaluation runs before this.
 */
export async function refreshAccountFigures(
  tx: Database,
  accountIds: readonly string[],
  today: string,
  known: KnownSeries = new Map(),
): Promise<void> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return;
  const members = await tx
    .select({
      id: portfolios.id,
      accountId: portfolios.accountId,
      currency: portfolios.currency,
      value: portfolios.value,
      accountCurrency: accounts.currency,
      // Its last stored day (an index probe): the figures are as of it, so are the days they read.
      last: sql<string | null>`(select max(v.date)::text from ${portfolioValuations} v
                                where v.portfolio_id = ${portfolios.id} and v.date <= ${today}::date)`,
    })
    .from(portfolios)
    .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
    .where(and(inArray(portfolios.accountId, ids), eq(portfolios.active, true)));

  // The series read are as stored (money columns keep 4 decimals), as are those in hand, so the
  // figures are those of the stored rows to the last digit, which is what the seed and any later
  // recomputation get. A portfolio without a stored day has an empty series.
  const stored = await storedSeries(
    tx,
    members.filter((m) => !known.has(m.id) && m.last !== null),
    today,
  );

  const pairOf = (m: (typeof members)[number]) => {
    const from = m.currency ?? 'GBP';
    const to = m.accountCurrency ?? 'GBP';
    return from === to ? null : `${from}/${to}`;
  };
  const rates = await ratesOf(tx, [...new Set(members.map(pairOf).filter((p) => p !== null))], today);

  const byAccount = new Map<string, Parameters<typeof accountPeriodFigureColumns>[0][number][]>(
    ids.map((id) => [id, []]),
  );
  for (const m of members) {
    const pair = pairOf(m);
    const series = known.get(m.id) ?? stored.get(m.id) ?? [];
    byAccount.get(m.accountId)!.push({
      points: Array.isArray(series) ? series : [],
      growth: Array.isArray(series) ? undefined : series,
      value: m.value ?? '0',
      rates: pair === null ? null : (rates.get(pair) ?? []),
    });
  }
  const figures = ids.map((id) => accountPeriodFigureColumns(byAccount.get(id)!, today));
  await writeColumns(tx, ids, figures);
}

/**
 * The stored series of some portfolios through their last day (`last`) as the change columns read
 * them: the growth of the days they read (anchorDaysOf, without the flow days, which only XIRR
 * reads), or every day of those with one of those days stored without growths.
 */
async function storedSeries(
  tx: Database,
  members: readonly { id: string; last: string | null }[],
  today: string,
): Promise<Map<string, GrowthSeries | SeriesPoint[]>> {
  const out = new Map<string, GrowthSeries | SeriesPoint[]>();
  const anchors = await anchorDaysOf(
    tx,
    members.map((m) => ({ id: m.id, from: addDays(m.last!, 1), last: m.last! })),
    today,
    { flows: false },
  );
  const whole: string[] = [];
  for (const [id, days] of anchors) {
    if (days.every((day): day is GrownPoint => day.growth !== null)) out.set(id, columnsGrowth(days));
    else whole.push(id);
  }
  if (whole.length === 0) return out;
  const rows = await tx
    .select({
      portfolioId: portfolioValuations.portfolioId,
      date: portfolioValuations.date,
      value: portfolioValuations.value,
      flow: portfolioValuations.netFlow,
    })
    .from(portfolioValuations)
    .where(and(inArray(portfolioValuations.portfolioId, whole), lte(portfolioValuations.date, today)))
    .orderBy(asc(portfolioValuations.portfolioId), asc(portfolioValuations.date));
  for (const row of rows) {
    let points = out.get(row.portfolioId) as SeriesPoint[] | undefined;
    if (!points) out.set(row.portfolioId, (points = []));
    points.push({ date: row.date, value: row.value, flow: row.flow });
  }
  return out;
}

/**
 * The rates of the `FROM/TO` pairs up to `today`, oldest first, from the copy this process keeps
 * (decision 109: its stamps are read in the caller's transaction): the rows fx_rates holds, with
 * the same texts, without reading every day of the pair again.
 */
async function ratesOf(
  tx: Database,
  pairs: readonly string[],
  today: string,
): Promise<Map<string, { date: string; rate: string }[]>> {
  const byPair = new Map<string, { date: string; rate: string }[]>(pairs.map((p) => [p, []]));
  if (pairs.length === 0) return byPair;
  const currencies = new Set(pairs.flatMap((pair) => pair.split('/')));
  const last = dateKey(today);
  for (const pair of await keptRates(tx, [...currencies])) {
    const rows = byPair.get(`${pair.from}/${pair.to}`);
    if (!rows) continue;
    const end = lowerBound(pair.series.days, last + 1);
    for (let i = 0; i < end; i++) {
      const { date, rate } = rateRow(pair, i);
      rows.push({ date, rate });
    }
  }
  return byPair;
}

/**
 * One update over arrays for every account, touching only the rows whose figures change (the ids
 * also as `a.id = any(…)`: joined to the arrays alone, the planner scanned every account).
 */
async function writeColumns(
  tx: Database,
  ids: readonly string[],
  figures: readonly PeriodFigureColumns[],
): Promise<void> {
  const array = (values: readonly (string | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
  const names = COLUMNS.map((c) => SQL_NAMES[c]);
  const columns = sql.raw(names.join(', '));
  const targets = sql.raw(names.map((n) => `a.${n}`).join(', '));
  const sources = sql.raw(names.map((n) => `t.${n}`).join(', '));
  const unnest = sql.join(
    COLUMNS.map((c) => sql`${array(figures.map((f) => f[c]))}::numeric[]`),
    sql`, `,
  );
  await plainRows(
    tx,
    sql`
    update ${accounts} a set (${columns}) = (${sources})
      from unnest(${array(ids)}::uuid[], ${unnest}) as t(id, ${columns})
     where a.id = any(${array(ids)}::uuid[]) and a.id = t.id and (${targets}) is distinct from (${sources})`,
  );
}
