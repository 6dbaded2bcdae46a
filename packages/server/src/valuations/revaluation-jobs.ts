import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { todayIso } from '../providers/provider';
import type { MarketDataChange } from '../market-data/market-data-change';
import { markMarketChange } from './mark-market-change';
import { dueForRevaluation } from './revaluation-backoff';
import { revaluePortfolio } from './revalue-portfolio';

const REVALUE_QUEUE = 'revalue-portfolio';
const SWEEP_QUEUE = 'revalue-sweep';
/** Every minute: a mark whose job was never queued (a writer without the engine, a crash) is picked up. */
const SWEEP_CRON = '* * * * *';

const revalueData = z.object({ portfolioId: z.uuid(), portalId: z.uuid().optional() });

/**
 * Queues one revaluation per portfolio, after the writer's transaction has committed its marks. The
 * queue keeps at most one waiting job per portfolio, so a burst of edits costs one revaluation. The
 * job names its portal, so the Jobs screen shows it to that portal's company only. Without an engine
 * (tests that need none) the marks wait for the sweep of a process that has one.
 */
export async function requestRevaluation(
  jobs: JobEngine | undefined,
  db: Database,
  portfolioIds: readonly string[],
  /** Queue inside this writer's transaction (the jobs exist if and only if it commits). */
  options: { inTransaction?: boolean } = {},
): Promise<void> {
  if (!jobs || portfolioIds.length === 0) return;
  const rows = await db
    .select({ id: portfolios.id, portalId: portfolios.portalId })
    .from(portfolios)
    .where(inArray(portfolios.id, [...new Set(portfolioIds)]));
  for (const { id, portalId } of rows)
    await jobs.send(
      REVALUE_QUEUE,
      { portfolioId: id, portalId },
      { singletonKey: id, ...(options.inTransaction ? { transaction: db } : {}) },
    );
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
  // A portfolio whose revaluations keep failing backs off instead of being queued every minute.
  await jobs.work(SWEEP_QUEUE, async () =>
    requestRevaluation(jobs, db, await dueForRevaluation(db, REVALUE_QUEUE)),
  );
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { tz: 'UTC' });
}

/**
 * What imports and corrections of market data run inside their transaction: mark the portfolios the
 * change touches and queue their revaluations with it.
 */
export function revalueAfterMarketWrite(jobs: JobEngine | undefined) {
  return async (tx: Database, change: MarketDataChange): Promise<void> => {
    const marked = await markMarketChange(tx, change);
    await requestRevaluation(jobs, tx, marked, { inTransaction: true });
  };
}
