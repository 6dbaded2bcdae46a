import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { writeProgress } from '../jobs/job-progress';
import { rowsOf } from '../providers/database/market';
import { rollUpYesterday } from './daily-update';
import { BATCH_QUEUE, type Unvalued } from './value-marked';

/** The daily clock's queue (§7 bigben). */
export const CLOCK_QUEUE = 'bigben';

/** How a batch of run `run` ended (its last attempt, or its first that valued every portfolio). */
export interface BatchEnd {
  run: string;
  /** The clock's day. */
  date: string;
  /** The batch job's id. */
  batch: string;
  /** Portfolios valued for the day (or that needed nothing). */
  valued: number;
  size: number;
  /** Why some were not valued. */
  note?: string | undefined;
}

/**
 * Records that a batch of a clock run has ended and counts the run's progress (portfolios valued
 * of the run's) from its ended batches. The batch that ends last finishes the run: nothing waits
 * for the batches, in any process (decision 63). Under a transaction-scoped advisory lock on the
 * run, so that of two batches ending at once exactly one sees every batch ended. A batch's end is
 * its progress row (one per batch job id, so a batch whose end is recorded twice counts once).
 */
export async function endBatch(jobs: JobEngine, db: Database, end: BatchEnd): Promise<void> {
  const last = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clock-run:${end.run}`}))`);
    await writeProgress(tx, {
      jobId: end.batch,
      queue: BATCH_QUEUE,
      done: end.valued,
      total: end.size,
      note: end.note,
    });
    const [state] = await rowsOf<{ batches: number; ended: number; valued: number; total: number }>(
      tx,
      sql`
      select count(*)::int as batches, count(jp.id)::int as ended,
             coalesce(sum(jp.done), 0)::int as valued,
             coalesce(sum(jsonb_array_length(b.data->'portfolioIds')), 0)::int as total
        from pgboss.job b left join job_progress jp on jp.id = b.id
       where b.name = ${BATCH_QUEUE} and b.data->>'run' = ${end.run}`,
    );
    if (!state) return false;
    await writeProgress(tx, { jobId: end.run, queue: CLOCK_QUEUE, done: state.valued, total: state.total });
    return state.ended === state.batches;
  });
  if (last) await finishRun(jobs, db, end.run, end.date);
}

/**
 * The clock run's last part, once its batches have ended: the portfolios the day left unvalued
 * named on the Jobs screen (their batches say why), yesterday's analytics rolled up, and the clock
 * job completed (it was left running when it fanned out its batches).
 */
export async function finishRun(jobs: JobEngine, db: Database, run: string, date: string): Promise<void> {
  const unvalued = await unvaluedOf(db, run, date);
  if (unvalued.length > 0) {
    const [state] = await rowsOf<{ valued: number; total: number }>(
      db,
      sql`select done as valued, total from job_progress where id = ${run}::uuid`,
    );
    const ids = unvalued.map((u) => u.portfolioId).join(', ');
    await writeProgress(db, {
      jobId: run,
      queue: CLOCK_QUEUE,
      done: state?.valued ?? 0,
      total: state?.total ?? unvalued.length,
      note: `${unvalued.length} not valued: ${ids}`,
    });
  }
  await rollUpYesterday(db, date);
  await jobs.complete(CLOCK_QUEUE, run, { unvalued: unvalued.length });
}

/** The run's portfolios still not valued for the day, with the note of their batch. */
async function unvaluedOf(db: Database, run: string, date: string): Promise<Unvalued[]> {
  return rowsOf<Unvalued>(
    db,
    sql`
    select m.id::text as "portfolioId",
           left(coalesce(jp.note, b.output->>'message', 'not valued'), 200) as error
      from pgboss.job b
      cross join lateral jsonb_array_elements_text(b.data->'portfolioIds') as m(id)
      join ${portfolios} p on p.id = m.id::uuid
      left join job_progress jp on jp.id = b.id
     where b.name = ${BATCH_QUEUE} and b.data->>'run' = ${run} and p.active
       and (p.valued_through is null or p.valued_through < ${date}::date)`,
  );
}
