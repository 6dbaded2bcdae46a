import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobProgress } from '../db/schema/index';

/** The longest note kept; a longer one is cut (it is a hint for the admin, not a log). */
export const PROGRESS_NOTE_MAX = 200;

/** Records how far job `jobId` has come; the row is created by the first report. */
export async function writeProgress(
  db: Database,
  report: { jobId: string; queue: string; done: number; total: number; note?: string | undefined },
): Promise<void> {
  const values = {
    done: Math.max(0, Math.trunc(report.done)),
    total: Math.max(0, Math.trunc(report.total)),
    note: report.note?.slice(0, PROGRESS_NOTE_MAX) ?? null,
  };
  await db
    .insert(jobProgress)
    .values({ id: report.jobId, queue: report.queue, ...values })
    .onConflictDoUpdate({ target: jobProgress.id, set: { ...values, updatedAt: sql`now()` } });
}

/** Drops progress older than pg-boss keeps its jobs, so the table does not grow without end. */
export async function pruneProgress(db: Database, olderThanDays: number): Promise<void> {
  await db
    .delete(jobProgress)
    .where(lt(jobProgress.createdAt, sql`now() - make_interval(days => ${olderThanDays})`));
}
