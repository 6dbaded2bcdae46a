import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { workClock } from '../clock/clock-jobs';
import { workRevaluations } from '../valuations/revaluation-jobs';
import type { JobEngine, JobLogger } from './job-engine';

/** What job handlers may use. */
export interface JobDeps {
  database: DatabaseHandle;
  config: Config;
  logger: JobLogger;
}

/**
 * The one place where capabilities attach their handlers to queues declared in queues.ts, e.g.
 * `await engine.work('revalue-portfolio', (job) => revaluePortfolio(deps, job), { localConcurrency: 2 })`.
 * Called in every process; `engine.work` does nothing where JOBS_WORKER=off, so handlers run
 * only in the processes that work jobs.
 */
export async function registerJobHandlers(engine: JobEngine, deps: JobDeps): Promise<void> {
  // On a server, two of the clock's batches at once per process: one computes while the other waits
  // for the database. PGlite has one session, so a second would only queue behind the first.
  const batchConcurrency = deps.database.kind === 'postgres' ? 2 : 1;
  await workRevaluations(engine, deps.database.db, undefined, { batchConcurrency });
  await workClock(engine, deps.database.db, deps.config);
}
