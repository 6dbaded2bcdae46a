import { asc, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { rowsOf } from '../providers/database/market';
import { revalueBatch } from '../valuations/revalue-batch';

/** The clock's revaluation batches: several portfolios of one portal a job (revaluation-jobs.ts works them). */
export const BATCH_QUEUE = 'revalue-batch';
/**
 * Portfolios a batch: enough to share its reads (one query each instead of one per portfolio),
 * few enough that an edit waits for the batch's row locks well under a second.
 */
export const BATCH_SIZE = 20;
/** How often the clock looks at how far its batches are. */
const POLL_MS = 1000;

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

/** The marked portfolios in batches of one portal each (a job names its portal for the Jobs screen). */
async function markedBatches(db: Database, size = BATCH_SIZE): Promise<Batch[]> {
  const rows = await db
    .select({ id: portfolios.id, portalId: portfolios.portalId })
    .from(portfolios)
    .where(isNotNull(portfolios.revalueFrom))
    .orderBy(asc(portfolios.portalId), asc(portfolios.id));
  const batches: Batch[] = [];
  for (const { id, portalId } of rows) {
    const last = batches.at(-1);
    if (last && last.portalId === portalId && last.portfolioIds.length < size) last.portfolioIds.push(id);
    else batches.push({ portalId, portfolioIds: [id] });
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
 * then waits until none of this run's batches is queued, running or waiting for a retry, reporting
 * how many of its portfolios are valued for the day. `run` (the clock job's id) tags the batches.
 */
export function fanOut(jobs: JobEngine, run: string, batchSize = BATCH_SIZE): ValueMarked {
  return async (db, today, report) => {
    const batches = await markedBatches(db, batchSize);
    await jobs.sendMany(
      BATCH_QUEUE,
      batches.map((batch) => ({ run, date: today, ...batch })),
    );
    const total = batches.reduce((n, b) => n + b.portfolioIds.length, 0);
    for (;;) {
      const [state] = await rowsOf<{ pending: number; done: number }>(
        db,
        sql`
        with batch as (select state, data from pgboss.job where name = ${BATCH_QUEUE} and data->>'run' = ${run}),
             member as (select jsonb_array_elements_text(data->'portfolioIds')::uuid as id from batch)
        select (select count(*) from batch where state < 'completed')::int as pending,
               (select count(*) from ${portfolios} p join member m on m.id = p.id
                 where p.valued_through >= ${today}::date and p.revalue_from is null)::int as done`,
      );
      await report(state?.done ?? 0, total);
      if (!state || state.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // What is still not valued for the day, with the error of its failed batch.
    return rowsOf<Unvalued>(
      db,
      sql`
      select m.id::text as "portfolioId", left(coalesce(b.output->>'message', 'not valued'), 200) as error
        from pgboss.job b
        cross join lateral jsonb_array_elements_text(b.data->'portfolioIds') as m(id)
        join ${portfolios} p on p.id = m.id::uuid
       where b.name = ${BATCH_QUEUE} and b.data->>'run' = ${run} and p.active
         and (p.valued_through is null or p.valued_through < ${today}::date)`,
    );
  };
}
