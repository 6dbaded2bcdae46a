import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobEngine } from '../jobs/job-engine';
import { needsUpkeep, tablesDue, upkeepTables } from './table-upkeep';

/** The upkeep queue of a database without autovacuum (decisions 120, 121). */
export const UPKEEP_QUEUE = 'database-upkeep';

/** Each night, after the clock's evening run has written the day. */
const NIGHTLY = '30 2 * * *';

/**
 * Works the embedded database's upkeep (vacuum and statistics, which a PostgreSQL server's
 * autovacuum does by itself) and keeps its nightly schedule where the clock has one. A cold start
 * that catches up (CLOCK_CATCH_UP) also queues it at once when a table is due: after the seed,
 * every table has data and none has statistics. Nothing on a PostgreSQL server whose autovacuum
 * is on: it does the same by itself.
 */
export async function workUpkeep(
  jobs: JobEngine,
  database: Pick<DatabaseHandle, 'kind' | 'db'>,
  config: Pick<Config, 'clock'>,
): Promise<void> {
  if (!(await needsUpkeep(database))) return;
  const { db } = database;
  await jobs.work(UPKEEP_QUEUE, async (job) => {
    const every = (job.data as { every?: unknown } | null)?.every === true;
    await upkeepTables(db, (count, total) => jobs.progress(job.id, count, total), { every });
  });
  // The nightly run takes every table: PGlite's counters of dead rows start at zero when it opens.
  if (config.clock.schedule === 'off') await jobs.unschedule(UPKEEP_QUEUE);
  else await jobs.schedule(UPKEEP_QUEUE, NIGHTLY, { every: true }, { tz: config.clock.timezone });
  if (config.clock.catchUp && jobs.working && (await tablesDue(db)).length > 0) {
    await jobs.send(UPKEEP_QUEUE, {});
  }
}
