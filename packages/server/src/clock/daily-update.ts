import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { addDays } from '@portal/domain';
import { ensureRolledUp } from '../analytics/day-records';
import { portalMembership } from '../analytics/population';
import type { Database } from '../db/client';
import { refreshFundFigures } from '../funds/fund-figures';
import { portals, portfolios } from '../db/schema/index';
import { fetchMarketData, type FetchFailure } from '../market-data/fetch-market-data';
import type { MarketDataSource } from '../market-data/source';
import { markMarketChange } from '../valuations/mark-market-change';
import { markWhere } from '../valuations/revaluation-marks';
import { valueInProcess, type Unvalued, type ValueMarked } from './value-marked';

export interface DailyUpdateSummary {
  date: string;
  stored: { prices: number; rates: number; levels: number };
  /** Symbols and pairs the source failed for: kept at their last known close, reported here. */
  failures: FetchFailure[];
  /** Portfolios valued for the day. */
  valued: number;
  /** Portfolios whose revaluation failed (their mark stays, the sweep tries again). */
  unvalued: Unvalued[];
}

export interface DailyUpdateDeps {
  db: Database;
  source: MarketDataSource;
  /** Reports how far the run is (the Jobs screen shows it). */
  progress?: (done: number, total: number) => Promise<void>;
  /** How the marked portfolios are valued: batch after batch in this process (the default). */
  valueMarked?: ValueMarked;
}

/**
 * The daily clock (§7 `bigben`): fetches the day's prices and rates, refreshes the explorer funds'
 * prices and changes the new closes move, marks every portfolio the new data touches and every
 * active portfolio not yet valued for the day, values them in batches with
 * the engine (each revaluation also refreshes the cached holding, portfolio and account values),
 * and rolls up yesterday's analytics for every portal. Cached pages need no dropping: they are keyed
 * by the portfolios' last change, which every revaluation stamps. All in this process (scripts,
 * tests, benchmarks); the clock's job runs the same parts with batch jobs (clock-run.ts).
 */
export async function runDailyUpdate(deps: DailyUpdateDeps, today: string): Promise<DailyUpdateSummary> {
  const { db } = deps;
  const report = deps.progress ?? (async () => undefined);
  let valued = 0;
  const fetched = await fetchAndMark(db, deps.source, today, report);
  const unvalued = await (deps.valueMarked ?? valueInProcess)(db, today, async (done, total) => {
    valued = done;
    await report(done, total);
  });
  await rollUpYesterday(db, today);
  return {
    date: today,
    stored: fetched.stored,
    failures: fetched.failures,
    valued,
    unvalued,
  };
}

/** The clock's first part: the day's prices and rates stored, and the portfolios to value marked. */
export async function fetchAndMark(
  db: Database,
  source: MarketDataSource,
  today: string,
  report: (done: number, total: number) => Promise<void>,
): Promise<Pick<DailyUpdateSummary, 'stored' | 'failures'>> {
  const fetched = await fetchMarketData(db, source, {
    date: today,
    onProgress: (done, total) => report(done, total),
  });
  await db.transaction(async (tx) => {
    await markMarketChange(tx, fetched.change);
    await refreshFundFigures(tx, Object.keys(fetched.change.symbols));
    await markDue(tx, today);
  });
  return { stored: fetched.stored, failures: fetched.failures };
}

/** The clock's last part: yesterday's analytics rolled up for every active portal. */
export async function rollUpYesterday(db: Database, today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  const active = await db.select({ id: portals.id }).from(portals).where(eq(portals.active, true));
  for (const portal of active) {
    await ensureRolledUp(db, portal.id, { from: yesterday, to: yesterday }, today, () =>
      portalMembership(db, portal.id),
    );
  }
}

/** Marks every active portfolio whose series stops before `today` (or was never written by the pipeline). */
async function markDue(tx: Database, today: string): Promise<void> {
  await markWhere(
    tx,
    and(
      eq(portfolios.active, true),
      or(isNull(portfolios.valuedThrough), lt(portfolios.valuedThrough, today)),
    ),
    today,
  );
}
