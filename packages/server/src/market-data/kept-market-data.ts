import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { plainRows } from '../db/plain-rows';
import { EMPTY_SERIES, dayKey, seriesBytes, seriesOf, type KeptSeries, type SeriesRow } from './kept-series';

/**
 * The closes and rates the valuation engine reads, kept per process and database (decision 109).
 * A re-valuation backdated five years read some 37,000 rows of them for one portfolio, most of its
 * time; they change only when a price or rate is written, which migration 0020's triggers stamp per
 * series. Every use first reads the stamps of the series it needs (one indexed query, in the
 * caller's own transaction, so a correction committed before it is seen however late a
 * notification would arrive) and reads again only what changed: the days from the changed date
 * when the copy is exactly one change behind, else the whole series.
 */

/** A series' stamp as migration 0020 keeps it (no row: never written, version 0). */
interface Stamp {
  version: number;
  writer: string | null;
  prior: string | null;
  changedFrom: string | null;
}

interface Kept {
  version: number;
  writer: string | null;
  series: KeptSeries;
  bytes: number;
}

/** What one database's readers keep: series by stamp key, least recently used first (Map order). */
interface Store {
  kept: Map<string, Kept>;
  bytes: number;
}

/**
 * The most a process keeps per database, in bytes of typed arrays (12 a close or rate, 8 for the
 * value and 4 for the day): the demo seed's whole market (about 270,000 closes and rates) is some
 * 3 MB; 3,000 instruments with eight years of weekday closes about 76 MB. Past the bound the least
 * recently used series go (and are read again when next needed).
 */
const DEFAULT_LIMIT_BYTES = 128 * 1024 * 1024;
let limitBytes = DEFAULT_LIMIT_BYTES;

/** Sets the bound (tests of eviction); `undefined` restores the default. */
export function keepMarketDataWithin(bytes: number | undefined): void {
  limitBytes = bytes ?? DEFAULT_LIMIT_BYTES;
}

const stores = new WeakMap<object, Store>();

/**
 * The store of the database `db` belongs to. A transaction is a new object each time, but it shares
 * its database's Drizzle dialect (one per `drizzle()` call, so per handle): that is the key.
 */
function storeOf(db: Database): Store {
  const owner = (db as unknown as { dialect?: object }).dialect ?? db;
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = { kept: new Map(), bytes: 0 }));
  return store;
}

/** How many bytes this process keeps for `db`'s database (figures and tests). */
export function keptMarketDataBytes(db: Database): number {
  return storeOf(db).bytes;
}

/** One instrument's closes, under the symbol they were asked for. */
export interface KeptCloses {
  symbol: string;
  series: KeptSeries;
}

/** One pair's rates: 1 `from` = rate `to`. */
export interface KeptRates {
  from: string;
  to: string;
  series: KeptSeries;
}

/**
 * The closes of every instrument whose symbol is one of `symbols` (an instrument without any is
 * listed with an empty series), current as of the caller's transaction.
 */
export async function keptCloses(db: Database, symbols: readonly string[]): Promise<KeptCloses[]> {
  if (symbols.length === 0) return [];
  const list = sql.join(
    symbols.map((s) => sql`${s}`),
    sql`, `,
  );
  const stamps = await plainRows<StampRow & { symbol: string }>(
    db,
    sql`
    select i.id::text as key, i.symbol, s.version::text as version, s.writer::text as writer,
           s.prior_writer::text as prior, s.changed_from::text as changed_from
      from instruments i
      left join market_data_stamps s on s.kind = 'price' and s.key = i.id::text
     where i.symbol in (${list})`,
  );
  const series = await current(db, 'price', stamps, (keys, froms) =>
    plainRows<SeriesRow & { key: string }>(
      db,
      sql`
      select k.key, p.date::text as date, p.price::text as value, p.currency
        from unnest(${arrayLiteral(keys)}::text[], ${arrayLiteral(froms)}::date[]) as k(key, first_day)
        join instrument_prices p on p.instrument_id = k.key::uuid and p.date >= k.first_day
       order by k.key, p.date`,
    ),
  );
  return stamps.map((row) => ({ symbol: row.symbol, series: series.get(row.key)! }));
}

/** The rates of every stored pair touching one of `currencies`, current as of the caller's transaction. */
export async function keptRates(db: Database, currencies: readonly string[]): Promise<KeptRates[]> {
  if (currencies.length === 0) return [];
  const list = arrayLiteral(currencies);
  // A pair has a stamp from its first rate on (the migration stamped those already stored), so the
  // stamps list the pairs, as the loose index scan of fx_rates did.
  const stamps = await plainRows<StampRow>(
    db,
    sql`
    select s.key, s.version::text as version, s.writer::text as writer,
           s.prior_writer::text as prior, s.changed_from::text as changed_from
      from market_data_stamps s
     where s.kind = 'fx'
       and (split_part(s.key, '/', 1) = any(${list}::text[]) or split_part(s.key, '/', 2) = any(${list}::text[]))`,
  );
  const series = await current(db, 'fx', stamps, (keys, froms) =>
    plainRows<SeriesRow & { key: string }>(
      db,
      sql`
      select k.key, r.date::text as date, r.rate::text as value
        from unnest(${arrayLiteral(keys)}::text[], ${arrayLiteral(froms)}::date[]) as k(key, first_day)
        join fx_rates r on r.from_currency = split_part(k.key, '/', 1)
                       and r.to_currency = split_part(k.key, '/', 2) and r.date >= k.first_day
       order by k.key, r.date`,
    ),
  );
  return stamps.map((row) => {
    const [from, to] = row.key.split('/') as [string, string];
    return { from, to, series: series.get(row.key)! };
  });
}

interface StampRow {
  key: string;
  version: string | null;
  writer: string | null;
  prior: string | null;
  changed_from: string | null;
}

/** Reads the rows of `keys` from each one's first day ('-infinity': all), ordered by key and day. */
type ReadFrom = (keys: string[], froms: string[]) => Promise<(SeriesRow & { key: string })[]>;

/**
 * Each stamped series as the database holds it now: the kept copy when its stamp is the stored one;
 * the copy plus the days from `changed_from` when it is exactly one change behind (the stored
 * change's prior writer wrote the copy's version); else read whole.
 */
async function current(
  db: Database,
  kind: 'price' | 'fx',
  rows: readonly StampRow[],
  read: ReadFrom,
): Promise<Map<string, KeptSeries>> {
  const store = storeOf(db);
  const out = new Map<string, KeptSeries>();
  const stale: { key: string; stamp: Stamp; from: string | null; base: Kept | undefined }[] = [];
  for (const row of rows) {
    const key = `${kind} ${row.key}`;
    const stamp: Stamp = {
      version: row.version === null ? 0 : Number(row.version),
      writer: row.writer,
      prior: row.prior,
      changedFrom: row.changed_from,
    };
    const kept = store.kept.get(key);
    if (kept && kept.version === stamp.version && kept.writer === stamp.writer) {
      touch(store, key, kept);
      out.set(row.key, kept.series);
    } else if (stamp.version === 0) {
      // Never written (or the stamps were emptied with the data): nothing to read.
      keep(store, key, { version: 0, writer: null, series: EMPTY_SERIES, bytes: 0 });
      out.set(row.key, EMPTY_SERIES);
    } else {
      const behindByOne =
        kept !== undefined &&
        stamp.changedFrom !== null &&
        stamp.version === kept.version + 1 &&
        stamp.prior === kept.writer;
      stale.push({ key, stamp, from: behindByOne ? stamp.changedFrom : null, base: kept });
    }
  }
  if (stale.length === 0) {
    trim(store);
    return out;
  }
  const fresh = await read(
    stale.map((s) => s.key.slice(kind.length + 1)),
    stale.map((s) => s.from ?? '-infinity'),
  );
  const byKey = new Map<string, SeriesRow[]>();
  for (const row of fresh) {
    let list = byKey.get(row.key);
    if (!list) byKey.set(row.key, (list = []));
    list.push(row);
  }
  for (const { key, stamp, from, base } of stale) {
    const id = key.slice(kind.length + 1);
    const rows = byKey.get(id) ?? [];
    // Read after the stamp, in the same transaction: the rows are at least as new as the stamp, so
    // a copy labelled with it is never older than its label (a later check reads again if newer).
    const series = from !== null && base ? seriesOf(rows, base.series, dayKey(from)) : seriesOf(rows);
    keep(store, key, { version: stamp.version, writer: stamp.writer, series, bytes: seriesBytes(series) });
    out.set(id, series);
  }
  trim(store);
  return out;
}

/** Marks a series as just used (the Map keeps insertion order: re-inserted, it is the newest). */
function touch(store: Store, key: string, kept: Kept): void {
  store.kept.delete(key);
  store.kept.set(key, kept);
}

/** Keeps a series (the newest used). */
function keep(store: Store, key: string, kept: Kept): void {
  const old = store.kept.get(key);
  if (old) {
    store.bytes -= old.bytes;
    store.kept.delete(key);
  }
  store.kept.set(key, kept);
  store.bytes += kept.bytes;
}

/** Lets the least recently used series go while the store is over its bound (the newest stays). */
function trim(store: Store): void {
  for (const [oldest, entry] of store.kept) {
    if (store.bytes <= limitBytes || store.kept.size <= 1) break;
    store.kept.delete(oldest);
    store.bytes -= entry.bytes;
  }
}

/** A PostgreSQL array literal, each element quoted (a currency code is whatever a row says). */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
