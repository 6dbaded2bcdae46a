import { z } from 'zod';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshFundFigures } from '../funds/fund-figures';
import { portfolios } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { todayIso } from '../providers/provider';
import type { MarketDataChange } from '../market-data/market-data-change';
import { markMarketChange } from './mark-market-change';
import { rowsOf } from '../providers/database/market';
import { endBatch } from '../clock/clock-run';
import { revalueBatch, type BatchOptions } from './revalue-batch';
import { dueForRevaluation } from './revaluation-backoff';
import { revaluePortfolio } from './revalue-portfolio';

const REVALUE_QUEUE = 'revalue-portfolio';
const SWEEP_QUEUE = 'revalue-sweep';
/** The clock's batches (clock/value-marked.ts queues them, clock/clock-run.ts counts their ends). */
const BATCH_QUEUE = 'revalue-batch';
/** Every minute: a mark whose job was never queued (a writer without the engine, a crash) is picked up. */
const SWEEP_CRON = '* * * * *';

const revalueData = z.object({ portfolioId: z.uuid(), portalId: z.uuid().optional() });
const batchData = z.object({
  run: z.string().optional(),
  date: z.iso.date(),
  portfolioIds: z.array(z.uuid()).min(1),
});

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
  for (const row of rows) await send(jobs, row, options.inTransaction ? db : undefined);
}

/**
 * requestRevaluation of one portfolio whose portal the writer knows (it has just locked the row),
 * inside the writer's transaction `tx`: the job exists if and only if the write commits, and no
 * statement is spent reading the portfolio again (a booking, decision 108).
 */
export async function requestRevaluationIn(
  jobs: JobEngine | undefined,
  tx: Database,
  portfolio: { id: string; portalId: string },
): Promise<void> {
  if (jobs) await send(jobs, portfolio, tx);
}

/** One portfolio's job; the queue keeps one waiting job per portfolio (singletonKey). */
async function send(jobs: JobEngine, { id, portalId }: { id: string; portalId: string }, tx?: Database) {
  await jobs.send(
    REVALUE_QUEUE,
    { portfolioId: id, portalId },
    { singletonKey: id, ...(tx ? { transaction: tx } : {}) },
  );
}

/**
 * The revaluation workers (one portfolio after an edit; the clock's batches, `batchConcurrency` at
 * once in this process, each in transactions of `perTransaction` portfolios when set) and the sweep
 * that queues a job for every marked portfolio.
 */
export async function workRevaluations(
  jobs: JobEngine,
  db: Database,
  today: () => string = todayIso,
  options: { batchConcurrency?: number } & BatchOptions = {},
): Promise<void> {
  await jobs.work(REVALUE_QUEUE, async (job) => {
    const { portfolioId } = revalueData.parse(job.data);
    await revaluePortfolio(db, portfolioId, today());
  });
  await jobs.work(
    BATCH_QUEUE,
    async (job) => {
      // Valued to the clock's day, even if the batch runs after midnight (the next run takes it on).
      const { run, date, portfolioIds } = batchData.parse(job.data);
      const { done, failed } = await revalueBatch(db, portfolioIds, date, {
        perTransaction: options.perTransaction,
      }).catch((error: unknown) => ({
        done: 0,
        failed: portfolioIds.map((portfolioId) => ({ portfolioId, error: String(error).slice(0, 200) })),
      }));
      const which = failed.map((f) => `${f.portfolioId}: ${f.error}`).join('; ');
      const message = `${failed.length} of ${portfolioIds.length} portfolios not valued: ${which}`;
      // The batch has ended when it valued them all or this was its last attempt: it counts towards
      // its clock run, and the last one to end finishes the run.
      if (run && (failed.length === 0 || (await lastAttempt(db, job.id))))
        await endBatch(jobs, db, {
          run,
          date,
          batch: job.id,
          valued: done,
          size: portfolioIds.length,
          note: failed.length > 0 ? message : undefined,
        });
      if (failed.length > 0) throw new Error(message);
    },
    { localConcurrency: options.batchConcurrency ?? 1 },
  );
  // A portfolio whose revaluations keep failing backs off instead of being queued every minute; one
  // a clock batch is about to value is left to it.
  await jobs.work(SWEEP_QUEUE, async () => {
    const batched = await inPendingBatches(db);
    const due = await dueForRevaluation(db, REVALUE_QUEUE);
    await requestRevaluation(
      jobs,
      db,
      due.filter((id) => !batched.has(id)),
    );
  });
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { tz: 'UTC' });
}

/**
 * The portfolios of the clock's batches not yet ended: the sweep leaves those to their batch
 * (thousands of single jobs would race it), and takes them up once the batch has failed for good.
 */
async function inPendingBatches(db: Database): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select jsonb_array_elements_text(data->'portfolioIds') as id from pgboss.job
     where name = ${BATCH_QUEUE} and state < 'completed'`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Whether job `id` has no retry left (pg-boss counts the attempts after the first). */
async function lastAttempt(db: Database, id: string): Promise<boolean> {
  const [row] = await rowsOf<{ last: boolean }>(
    db,
    sql`select retry_count >= retry_limit as last from pgboss.job where id = ${id}::uuid`,
  );
  return row?.last ?? true;
}

/**
 * What imports and corrections of market data run inside their transaction: mark the portfolios the
 * change touches and queue their revaluations with it, and refresh the explorer funds whose closes
 * changed (their price and change columns come from the closes).
 */
export function revalueAfterMarketWrite(jobs: JobEngine | undefined) {
  return async (tx: Database, change: MarketDataChange): Promise<void> => {
    const marked = await markMarketChange(tx, change);
    await refreshFundFigures(tx, Object.keys(change.symbols));
    await requestRevaluation(jobs, tx, marked, { inTransaction: true });
  };
}
