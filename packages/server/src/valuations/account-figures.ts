import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { accountPeriodFigureColumns, type GrowthSeries, type PeriodFigureColumns } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, fxRates, portfolioValuations, portfolios } from '../db/schema/index';
import type { SeriesPoint } from './period-figures';

/**
 * Stored series of some portfolios, by id, that the caller has in hand (as stored: asStoredPoint):
 * every day, or the change columns' growth of the days their figures read (decision 115).
 */
export type KnownSeries = ReadonlyMap<string, readonly SeriesPoint[] | GrowthSeries>;

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
 * daily points consolidated in the account's currency by the domain's accountPeriodFigureColumns
 * (the account screen's consolidation). However many accounts, it is four statements: the
 * portfolios, their points (but those in `known`), the rates between their currencies, and one
 * update over arrays that writes only the rows that change. The account's cached value is kept by
 * refreshValues, which every revaluation runs before this.
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
    })
    .from(portfolios)
    .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
    .where(and(inArray(portfolios.accountId, ids), eq(portfolios.active, true)));

  const series = new Map<string, SeriesPoint[]>();
  // The series in hand are as stored (money columns keep 4 decimals), so the figures are those of
  // the stored rows to the last digit, which is what the seed and any later recomputation get.
  const toRead = members.filter((m) => !known.has(m.id)).map((m) => m.id);
  if (toRead.length > 0) {
    const rows = await tx
      .select({
        portfolioId: portfolioValuations.portfolioId,
        date: portfolioValuations.date,
        value: portfolioValuations.value,
        flow: portfolioValuations.netFlow,
      })
      .from(portfolioValuations)
      .where(and(inArray(portfolioValuations.portfolioId, toRead), lte(portfolioValuations.date, today)))
      .orderBy(asc(portfolioValuations.portfolioId), asc(portfolioValuations.date));
    for (const row of rows) {
      let points = series.get(row.portfolioId);
      if (!points) series.set(row.portfolioId, (points = []));
      points.push({ date: row.date, value: row.value, flow: row.flow });
    }
  }

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
    const mine = known.get(m.id);
    const growth = mine && 'dates' in mine ? mine : undefined;
    byAccount.get(m.accountId)!.push({
      points: growth ? [] : ((mine as readonly SeriesPoint[] | undefined) ?? series.get(m.id) ?? []),
      growth,
      value: m.value ?? '0',
      rates: pair === null ? null : (rates.get(pair) ?? []),
    });
  }
  const figures = ids.map((id) => accountPeriodFigureColumns(byAccount.get(id)!, today));
  await writeColumns(tx, ids, figures);
}

/** The stored rates of the `FROM/TO` pairs up to `today`, oldest first, in one query. */
async function ratesOf(
  tx: Database,
  pairs: readonly string[],
  today: string,
): Promise<Map<string, { date: string; rate: string }[]>> {
  const byPair = new Map<string, { date: string; rate: string }[]>(pairs.map((p) => [p, []]));
  if (pairs.length === 0) return byPair;
  const rows = await tx
    .select({ from: fxRates.fromCurrency, to: fxRates.toCurrency, date: fxRates.date, rate: fxRates.rate })
    .from(fxRates)
    .where(
      and(
        or(
          ...pairs.map((pair) => {
            const [from, to] = pair.split('/');
            return and(eq(fxRates.fromCurrency, from!), eq(fxRates.toCurrency, to!));
          }),
        ),
        lte(fxRates.date, today),
      ),
    )
    .orderBy(asc(fxRates.date));
  for (const row of rows)
    byPair.get(`${row.from}/${row.to}`)?.push({ date: row.date, rate: String(row.rate) });
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
  await tx.execute(sql`
    update ${accounts} a set (${columns}) = (${sources})
      from unnest(${array(ids)}::uuid[], ${unnest}) as t(id, ${columns})
     where a.id = any(${array(ids)}::uuid[]) and a.id = t.id and (${targets}) is distinct from (${sources})`);
}
