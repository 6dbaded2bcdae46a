import { asc, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { revalueBatch } from '../valuations/revalue-batch';

/** The clock's revaluation batches: several portfolios of one portal a job (revaluation-jobs.ts works them). */
export const BATCH_QUEUE = 'revalue-batch';
/**
 * Portfolios a batch: enough to share its reads (one query each instead of one per portfolio),
 * few enough that an edit waits for the batch's row locks well under a second.
 */
export const BATCH_SIZE = 20;

export interface Unvalued {
  portfolioId: string;
  error: string;
}

export type Progress = (done: number, total: number) => Promise<void>;

/** Values the portfolios marked now, reporting progress; answers the ones not valued for the day. */
export type ValueMarked = (db: Database, today: string, report: Progress) => Promise<Unvalued[]>;

interface Batch {
  portalId: string;
  portfolioIds: string[];
}

/**
 * The marked portfolios in batches of one portal each (a job names its portal for the Jobs screen),
 * an account's portfolios together: a batch recomputes its accounts' change columns from every
 * portfolio's whole series, and reads those of portfolios it does not value (ordered by id alone,
 * an account's two or three portfolios fell in different batches, and each read the others'). A
 * batch that is full takes the rest of the account it has begun, up to twice its size.
 */
async function markedBatches(db: Database, size = BATCH_SIZE): Promise<Batch[]> {
  const rows = await db
    .select({ id: portfolios.id, portalId: portfolios.portalId, accountId: portfolios.accountId })
    .from(portfolios)
    .where(isNotNull(portfolios.revalueFrom))
    .orderBy(asc(portfolios.portalId), asc(portfolios.accountId), asc(portfolios.id));
  const batches: Batch[] = [];
  let lastAccount: string | null = null;
  for (const { id, portalId, accountId } of rows) {
    const last = batches.at(-1);
    const room = last ? last.portfolioIds.length < (accountId === lastAccount ? 2 * size : size) : false;
    if (last && last.portalId === portalId && room) last.portfolioIds.push(id);
    else batches.push({ portalId, portfolioIds: [id] });
    lastAccount = accountId;
  }
  return batches;
}

/** In this process, batch after batch: a clock without a job engine (scripts, tests, benchmarks). */
export const valueInProcess: ValueMarked = async (db, today, report) => {
  const batches = await markedBatches(db);
  const total = batches.reduce((n, b) => n + b.portfolioIds.length, 0);
  const unvalued: Unvalued[] = [];
  let done = 0;
  for (const batch of batches) {
    const outcome = await revalueBatch(db, batch.portfolioIds, today);
    unvalued.push(...outcome.failed);
    done += outcome.done;
    await report(done, total);
  }
  return unvalued;
};

/**
 * Fans the day's revaluations out as batch jobs that every process working jobs takes a share of,
 * tagged with `run` (the clock job's id); the last of them to end finishes the run (clock-run.ts).
 * Answers how many batches and portfolios it queued.
 */
export async function fanOut(
  jobs: JobEngine,
  db: Database,
  run: string,
  today: string,
  report: Progress,
  batchSize = BATCH_SIZE,
): Promise<{ batches: number; portfolios: number }> {
  const batches = await markedBatches(db, batchSize);
  const portfolios = batches.reduce((n, b) => n + b.portfolioIds.length, 0);
  // Before the batches exist: the first to end already counts against this total.
  await report(0, portfolios);
  await jobs.sendMany(
    BATCH_QUEUE,
    batches.map((batch) => ({ run, date: today, ...batch })),
  );
  return { batches: batches.length, portfolios };
}
