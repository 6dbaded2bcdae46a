import { and, eq, inArray, sql, desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { benchmarkValues, benchmarks, fxRates, instrumentPrices, instruments } from '../../db/schema/index';

/** Market data reads (company-wide tables, no portal): latest prices and rates on a date, benchmarks. */

export interface LatestPrice {
  instrumentId: string;
  date: string;
  price: string;
  currency: string;
}

export { executedRows as rowsOf } from '../../db/plain-rows';

/**
 * The latest close on or before `date` of each instrument: one backward index read per instrument
 * (instrument_prices_instrument_date_key) through a lateral join, not a sort of all their closes.
 */
export async function latestPrices(
  db: Database,
  instrumentIds: readonly string[],
  date: string,
): Promise<Map<string, LatestPrice>> {
  if (instrumentIds.length === 0) return new Map();
  const ids = sql.join(
    instrumentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await plainRows<{ instrument_id: string; date: string; price: string; currency: string }>(
    db,
    sql`
    select i.id as instrument_id, p.date::text as date, p.price::text as price, p.currency
      from unnest(array[${ids}]::uuid[]) as i(id)
      cross join lateral (
        select date, price, currency from ${instrumentPrices}
         where instrument_id = i.id and date <= ${date}
         order by date desc limit 1
      ) p`,
  );
  return new Map(
    rows.map((row) => [
      row.instrument_id,
      { instrumentId: row.instrument_id, date: row.date, price: row.price, currency: row.currency },
    ]),
  );
}

/**
 * The stored currency pairs (from_currency, to_currency), as a query to select from: a loose index
 * scan of fx_rates_pair_date_key (each next pair is one index probe), where `select distinct` read
 * every rate (tens of thousands of rows, twice in every revaluation).
 */
export function fxPairs(): SQL {
  return sql`(
    with recursive pair (from_currency, to_currency) as (
      (select from_currency, to_currency from ${fxRates} order by from_currency, to_currency limit 1)
      union all
      select next.from_currency, next.to_currency
        from pair cross join lateral (
          select from_currency, to_currency from ${fxRates}
           where (from_currency, to_currency) > (pair.from_currency, pair.to_currency)
           order by from_currency, to_currency limit 1
        ) next
    )
    select from_currency, to_currency from pair
  )`;
}

/** The latest rate on or before `date` of every currency pair: one backward index read per pair. */
export async function latestRates(
  db: Database,
  date: string,
): Promise<{ date: string; from: string; to: string; rate: string }[]> {
  return plainRows<{ date: string; from: string; to: string; rate: string }>(
    db,
    sql`
    select r.date::text as date, r.from_currency as "from", r.to_currency as "to", r.rate::text as rate
      from ${fxPairs()} pair
      cross join lateral (
        select date, from_currency, to_currency, rate from ${fxRates}
         where from_currency = pair.from_currency and to_currency = pair.to_currency and date <= ${date}
         order by date desc limit 1
      ) r
     order by 2, 3`,
  );
}

/** 1 `from` in `to` at every market date up to `today`, oldest first (rates are stored for every pair). */
export async function rateHistory(
  db: Database,
  from: string,
  to: string,
  today: string,
): Promise<{ date: string; rate: string }[]> {
  if (from === to) return [{ date: '0001-01-01', rate: '1' }];
  const rows = await db
    .select({ date: fxRates.date, rate: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.fromCurrency, from), eq(fxRates.toCurrency, to), sql`${fxRates.date} <= ${today}`))
    .orderBy(fxRates.date);
  return rows.map((row) => ({ date: row.date, rate: String(row.rate) }));
}

/** Dates with market data, latest first (the exchange-rate calendar: every market date has rates). */
export async function marketDates(db: Database, limit = 240): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: fxRates.date })
    .from(fxRates)
    .orderBy(desc(fxRates.date))
    .limit(limit);
  return rows.map((row) => row.date);
}

/** A benchmark's index levels, sorted by date. */
export interface LevelSeries {
  dates: string[];
  levels: number[];
}

/** A cached series is read again after this long even if its stamp still matches (a hand edit). */
const LEVELS_MAX_AGE_MS = 5 * 60_000;
const levelsCache = new WeakMap<Database, Map<string, { stamp: string; series: LevelSeries; at: number }>>();

/**
 * Index levels of benchmarks by name, each sorted by date. Every performance answer needs its
 * benchmark's whole series (some 2,000 daily levels), the same for every portfolio, so each process
 * keeps the series it read, per database, under a stamp of the rows (how many, the latest date, the
 * latest write: the level writers stamp updated_at); a short aggregate query compares the stamps and
 * only changed series are read again.
 */
export async function benchmarkLevels(
  db: Database,
  names: readonly string[],
): Promise<Map<string, LevelSeries>> {
  const out = new Map<string, LevelSeries>();
  if (names.length === 0) return out;
  const stamps = await stampStatement(db, names.length).execute(
    Object.fromEntries(names.map((name, i) => [`name${i}`, name])),
  );
  let cache = levelsCache.get(db);
  if (!cache) levelsCache.set(db, (cache = new Map()));
  const now = Date.now();
  const stale: { name: string; stamp: string }[] = [];
  for (const { name, stamp } of stamps) {
    const cached = cache.get(name);
    if (cached && cached.stamp === stamp && now - cached.at < LEVELS_MAX_AGE_MS) out.set(name, cached.series);
    else stale.push({ name, stamp });
  }
  if (stale.length === 0) return out;
  const rows = await db
    .select({ name: benchmarks.name, date: benchmarkValues.date, value: benchmarkValues.value })
    .from(benchmarkValues)
    .innerJoin(benchmarks, sql`${benchmarks.id} = ${benchmarkValues.benchmarkId}`)
    .where(
      inArray(
        benchmarks.name,
        stale.map((s) => s.name),
      ),
    )
    .orderBy(benchmarks.name, benchmarkValues.date);
  const read = new Map<string, LevelSeries>();
  for (const row of rows) {
    let series = read.get(row.name);
    if (!series) read.set(row.name, (series = { dates: [], levels: [] }));
    series.dates.push(row.date);
    series.levels.push(Number(row.value));
  }
  // A write between the two reads leaves a stamp older than the series: it is read again next time.
  for (const { name, stamp } of stale) {
    const series = read.get(name);
    if (!series) continue;
    out.set(name, series);
    cache.set(name, { stamp, series, at: now });
  }
  return out;
}

/**
 * The benchmarks' stamp query, asked by every performance answer and uncached account page: built
 * once per database and count of names (one placeholder each; a handful of benchmarks exist) and
 * prepared, so neither Drizzle nor PostgreSQL builds or plans it again (decision 133).
 */
const stampStatements = new WeakMap<Database, Map<number, ReturnType<typeof buildStampStatement>>>();
function stampStatement(db: Database, count: number) {
  let byCount = stampStatements.get(db);
  if (!byCount) stampStatements.set(db, (byCount = new Map()));
  let statement = byCount.get(count);
  if (!statement) byCount.set(count, (statement = buildStampStatement(db, count)));
  return statement;
}
function buildStampStatement(db: Database, count: number) {
  return db
    .select({
      name: benchmarks.name,
      stamp: sql<string>`count(*) || '|' || coalesce(max(${benchmarkValues.date})::text, '') || '|' || coalesce(max(coalesce(${benchmarkValues.updatedAt}, ${benchmarkValues.createdAt}))::text, '')`,
    })
    .from(benchmarkValues)
    .innerJoin(benchmarks, sql`${benchmarks.id} = ${benchmarkValues.benchmarkId}`)
    .where(
      inArray(
        benchmarks.name,
        Array.from({ length: count }, (_, i) => sql.placeholder(`name${i}`)),
      ),
    )
    .groupBy(benchmarks.name)
    .prepare(`benchmark_stamps_${count}`);
}

/** The level on or before `date` (binary search over sorted dates), or null before the first. */
export function levelOn(
  series: { dates: string[]; levels: number[] } | undefined,
  date: string,
): number | null {
  if (!series) return null;
  let lo = 0;
  let hi = series.dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series.dates[mid]! <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 ? series.levels[found]! : null;
}

/** A security's closes since `from`, oldest first (the holding drawer's discrete returns). */
export async function closesOf(
  db: Database,
  symbol: string,
  from: string,
): Promise<{ date: string; price: string }[]> {
  return db
    .select({ date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .innerJoin(instruments, sql`${instruments.id} = ${instrumentPrices.instrumentId}`)
    .where(and(eq(instruments.symbol, symbol), sql`${instrumentPrices.date} >= ${from}`))
    .orderBy(instrumentPrices.date);
}

/** Monthly returns per symbol from the closes since `from` (the simulated tab). */
export async function monthlyReturnsBySymbol(
  db: Database,
  symbols: readonly string[],
  from: string,
): Promise<Record<string, { date: string; return: number }[]>> {
  if (symbols.length === 0) return {};
  const rows = await db
    .select({ symbol: instruments.symbol, date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .innerJoin(instruments, sql`${instruments.id} = ${instrumentPrices.instrumentId}`)
    .where(and(inArray(instruments.symbol, [...symbols]), sql`${instrumentPrices.date} >= ${from}`))
    .orderBy(instruments.symbol, instrumentPrices.date);
  const out: Record<string, { date: string; return: number }[]> = {};
  let previous: { symbol: string; price: number } | null = null;
  for (const row of rows) {
    const price = Number(row.price);
    if (previous && previous.symbol === row.symbol && previous.price > 0) {
      (out[row.symbol] ??= []).push({ date: row.date, return: price / previous.price - 1 });
    }
    previous = { symbol: row.symbol, price };
  }
  return out;
}
