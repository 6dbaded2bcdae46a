import { addDays, checkClose, isIsoDate } from '@portal/domain';
import type { Database } from '../db/client';
import { benchmarkTargets, instrumentTargets, pairTargets } from './fetch-targets';
import { clearIssue, recordIssue, type IssueSubject } from './market-data-issues';
import { emptyMarketDataChange, noteChange, type MarketDataChange } from './market-data-change';
import { MarketDataError, type MarketDataFailure, type MarketDataSource } from './source';
import { upsertLevels, upsertPrices, upsertRates, type Writer } from './store-market-data';

export interface FetchOptions {
  /** The market day to fetch up to (ISO); closes after it are not stored. */
  date: string;
  /** Only these instruments (and pairs written 'GBP/USD'); default: every live one, every pair in use. */
  symbols?: string[];
  onProgress?: (done: number, total: number) => Promise<void>;
}

export interface FetchFailure {
  symbol?: string;
  pair?: string;
  benchmark?: string;
  reason: MarketDataFailure;
  /** In words, for the administrator; holds no secret. */
  detail: string;
}

export interface FetchSummary {
  change: MarketDataChange;
  /** Rows written (new or changed). */
  stored: { prices: number; rates: number; levels: number };
  failures: FetchFailure[];
}

/** Without a stored value, how far back to ask (the service's compact answer covers ~100 weekdays). */
const FIRST_FETCH_DAYS = 140;

/**
 * Fetches the day's closes and rates from `source` and stores what is new, one transaction per
 * symbol, pair or benchmark. Each asks from its last stored date (that day included, so a revised
 * close counts as a change from its date). A failure is recorded in market_data_issues as "price
 * missing" for `date` and leaves the stored series as it was: never zero, never a guess. Errors
 * other than a source's typed failures (the database going away) end the run: the job retries it.
 */
export async function fetchMarketData(
  db: Database,
  source: MarketDataSource,
  options: FetchOptions,
): Promise<FetchSummary> {
  const { date } = options;
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  const pairsAsked = options.symbols?.filter((s) => s.includes('/'));
  const symbolsAsked = options.symbols?.filter((s) => !s.includes('/'));
  const instruments = await instrumentTargets(db, date, symbolsAsked);
  const allPairs = await pairTargets(db, date);
  const pairs = pairsAsked ? allPairs.filter((p) => pairsAsked.includes(`${p.from}/${p.to}`)) : allPairs;
  const levelsOf = source.dailyLevels?.bind(source);
  const benchmarks = levelsOf && !options.symbols ? await benchmarkTargets(db, date) : [];

  const summary: FetchSummary = {
    change: emptyMarketDataChange(),
    stored: { prices: 0, rates: 0, levels: 0 },
    failures: [],
  };
  const total = instruments.length + pairs.length + benchmarks.length;
  let done = 0;
  const since = (lastDate: string | null) => lastDate ?? addDays(date, -FIRST_FETCH_DAYS);

  /** Fetches, checks and stores one series; a typed failure becomes an issue. */
  async function one<T extends { date: string }>(
    subject: IssueSubject,
    failure: Omit<FetchFailure, 'reason' | 'detail'>,
    from: string,
    fetch: () => Promise<T[]>,
    value: (row: T) => string,
    store: (tx: Writer, rows: T[]) => Promise<string[]>,
  ): Promise<string[] | null> {
    try {
      const rows = inRange(await fetch(), from, date, value);
      return await db.transaction(async (tx) => {
        const written = await store(tx, rows);
        await clearIssue(tx, subject, date);
        return written;
      });
    } catch (error) {
      if (!(error instanceof MarketDataError)) throw error;
      await recordIssue(db, subject, date, error.reason, error.message);
      summary.failures.push({ ...failure, reason: error.reason, detail: error.message });
      return null;
    } finally {
      done++;
      await options.onProgress?.(done, total);
    }
  }

  for (const instrument of instruments) {
    const from = since(instrument.lastDate);
    const written = await one(
      { symbol: instrument.symbol, instrumentId: instrument.id },
      { symbol: instrument.symbol },
      from,
      () => source.dailyCloses(instrument.symbol, from, date),
      (row) => row.close,
      (tx, rows) => upsertPrices(tx, instrument, rows),
    );
    for (const day of written ?? []) noteChange(summary.change.symbols, instrument.symbol, day);
    summary.stored.prices += written?.length ?? 0;
  }
  for (const pair of pairs) {
    const key = `${pair.from}/${pair.to}`;
    const from = since(pair.lastDate);
    const written = await one(
      { pair },
      { pair: key },
      from,
      () => source.dailyRates(pair.from, pair.to, from, date),
      (row) => row.rate,
      (tx, rows) => upsertRates(tx, pair, rows),
    );
    for (const day of written ?? []) noteChange(summary.change.rates, key, day);
    summary.stored.rates += written?.length ?? 0;
  }
  for (const benchmark of benchmarks) {
    const from = since(benchmark.lastDate);
    const written = await one(
      { benchmark: benchmark.code },
      { benchmark: benchmark.code },
      from,
      () => levelsOf!(benchmark.code, from, date),
      (row) => row.level,
      (tx, rows) => upsertLevels(tx, benchmark.id, rows),
    );
    for (const day of written ?? []) noteChange(summary.change.benchmarks, benchmark.code, day);
    summary.stored.levels += written?.length ?? 0;
  }
  return summary;
}

/**
 * The rows dated from `from` to `to`, one per date, each value checked again here: whatever the
 * source, nothing unfit reaches the tables. One bad value refuses the whole series.
 */
function inRange<T extends { date: string }>(
  rows: readonly T[],
  from: string,
  to: string,
  value: (row: T) => string,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const row of rows) {
    if (!isIsoDate(row.date))
      throw new MarketDataError('malformed', `an impossible date "${String(row.date)}"`);
    const checked = checkClose(value(row));
    if (!checked.ok)
      throw new MarketDataError('malformed', `the value of ${row.date} is refused (${checked.problem})`);
    if (seen.has(row.date)) throw new MarketDataError('malformed', `${row.date} comes twice`);
    seen.add(row.date);
    if (row.date >= from && row.date <= to) out.push(row);
  }
  return out;
}
