import { z } from 'zod';
import type { Database } from '../db/client';
import type { JobEngine } from '../jobs/job-engine';
import { todayIso } from '../providers/provider';
import { markedPortfolios, revaluePortfolio } from './revalue-portfolio';

const REVALUE_QUEUE = 'revalue-portfolio';
const SWEEP_QUEUE = 'revalue-sweep';
/** Every minute: a mark whose job was never queued (a writer without the engine, a crash) is picked up. */
const SWEEP_CRON = '* * * * *';

const revalueData = z.object({ portfolioId: z.uuid() });

/**
 * Queues one revaluation per portfolio, after the writer's transaction has committed its marks. The
 * queue keeps at most one waiting job per portfolio, so a burst of edits costs one revaluation.
 * Without an engine (tests that need none) the marks wait for the sweep of a process that has one.
 */
export async function requestRevaluation(
  jobs: JobEngine | undefined,
  portfolioIds: readonly string[],
): Promise<void> {
  if (!jobs) return;
  for (const portfolioId of new Set(portfolioIds))
    await jobs.send(REVALUE_QUEUE, { portfolioId }, { singletonKey: portfolioId });
}

/** The revaluation worker and the sweep that queues a job for every marked portfolio. */
export async function workRevaluations(
  jobs: JobEngine,
  db: Database,
  today: () => string = todayIso,
): Promise<void> {
  await jobs.work(REVALUE_QUEUE, async (job) => {
    const { portfolioId } = revalueData.parse(job.data);
    await revaluePortfolio(db, portfolioId, today());
  });
  await jobs.work(SWEEP_QUEUE, async () => requestRevaluation(jobs, await markedPortfolios(db)));
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { tz: 'UTC' });
}
