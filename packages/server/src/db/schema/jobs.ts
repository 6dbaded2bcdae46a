import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './common';

/**
 * How far a running job has come (done of total, and a short note), for the admin Jobs screen.
 * pg-boss 10 keeps no progress, so we do: one row per job, keyed by the pg-boss job id (`id`),
 * written while the job runs and dropped with the job's own retention. Company-wide: jobs serve
 * every portal.
 */
export const jobProgress = pgTable('job_progress', {
  ...auditColumns(),
  /** The pg-boss queue, so that rows of a deleted queue can be told apart. */
  queue: text('queue').notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  note: text('note'),
});
