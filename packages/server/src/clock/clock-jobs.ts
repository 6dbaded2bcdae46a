import { max } from 'drizzle-orm';
import { lastWeekdayBefore } from '@portal/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { instrumentPrices } from '../db/schema/index';
import { LEFT_RUNNING, type JobEngine } from '../jobs/job-engine';
import { writeProgress } from '../jobs/job-progress';
import { marketDataSourceFromConfig } from '../market-data/source-from-config';
import { todayIso } from '../providers/provider';
import { CLOCK_QUEUE } from './clock-run';
import { fetchAndMark, rollUpYesterday } from './daily-update';
import { fanOut } from './value-marked';

/**
 * Works the daily clock's jobs and keeps its schedule (CLOCK_SCHEDULE in CLOCK_TIMEZONE; `off` for
 * none), and queues a run at once when the market data is behind (CLOCK_CATCH_UP). An admin starts
 * it by hand from the Jobs screen (the §7 `bigben` call).
 */
export async function workClock(
  jobs: JobEngine,
  db: Database,
  config: Pick<Config, 'marketData' | 'clock'>,
  today: () => string = todayIso,
  /** Portfolios per revaluation batch (tests make it small to have several). */
  options: { batchSize?: number } = {},
): Promise<void> {
  const source = marketDataSourceFromConfig(config.marketData, db);
  await jobs.work(
    CLOCK_QUEUE,
    async (job) => {
      const date = today();
      const report = (done: number, total: number) => jobs.progress(job.id, done, total);
      await fetchAndMark(db, source, date, report);
      // The day's revaluations go to every process working jobs, as batches; the last batch to end
      // finishes this run and completes this job (clock-run.ts). Nothing here waits for them.
      // Its total is written at once (jobs.progress may skip a write within a second of the last).
      const started = (done: number, total: number) =>
        writeProgress(db, { jobId: job.id, queue: CLOCK_QUEUE, done, total });
      const queued = await fanOut(jobs, db, job.id, date, started, options.batchSize);
      if (queued.batches > 0) return LEFT_RUNNING;
      await rollUpYesterday(db, date);
    },
    { deferrable: true },
  );
  if (config.clock.schedule === 'off') await jobs.unschedule(CLOCK_QUEUE);
  else await jobs.schedule(CLOCK_QUEUE, config.clock.schedule, {}, { tz: config.clock.timezone });
  if (config.clock.catchUp && jobs.working && (await marketIsBehind(db, today()))) {
    await jobs.send(CLOCK_QUEUE, {});
  }
}

/**
 * Whether the newest stored close is older than the last weekday before today: a portal started
 * after days without its clock (a fresh demo, a server that was down) catches up at once instead of
 * showing stale figures until the next scheduled run.
 */
export async function marketIsBehind(db: Database, today: string): Promise<boolean> {
  const [row] = await db.select({ latest: max(instrumentPrices.date) }).from(instrumentPrices);
  return row?.latest != null && row.latest < lastWeekdayBefore(today);
}
