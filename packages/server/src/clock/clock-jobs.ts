import { max } from 'drizzle-orm';
import { lastWeekdayBefore } from '@portal/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { instrumentPrices } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { marketDataSourceFromConfig } from '../market-data/source-from-config';
import { todayIso } from '../providers/provider';
import { runDailyUpdate } from './daily-update';
import { fanOut } from './value-marked';

const CLOCK_QUEUE = 'bigben';

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
  await jobs.work(CLOCK_QUEUE, async (job) => {
    const summary = await runDailyUpdate(
      {
        db,
        source,
        progress: (done, total) => jobs.progress(job.id, done, total),
        // The day's revaluations go to every process working jobs, as batches; this job waits for them.
        valueMarked: fanOut(jobs, job.id, options.batchSize),
      },
      today(),
    );
    if (summary.unvalued.length > 0) {
      // The Jobs screen says which portfolios the day left unvalued (their failed batches say why).
      const ids = summary.unvalued.map((u) => u.portfolioId).join(', ');
      const total = summary.valued + summary.unvalued.length;
      await jobs.progress(job.id, summary.valued, total, `${summary.unvalued.length} not valued: ${ids}`);
    }
  });
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
