import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../providers/database/market';

/** The sweep's wait after the first failed revaluation in a row; it doubles with each next one. */
export const FIRST_BACKOFF_MINUTES = 5;
/** The longest wait: a portfolio that keeps failing is still tried once a day. */
export const LONGEST_BACKOFF_MINUTES = 24 * 60;

/**
 * The marked portfolios the minute sweep may queue a revaluation for. One whose revaluations failed
 * (pg-boss's own retries spent: state `failed`, listed on the Jobs screen with its error) since its
 * last completed one waits, so a broken portfolio is not queued again every minute forever: until
 * it is marked again after the last failure (an edit or new market data may have mended it), or
 * until the backoff has passed, FIRST_BACKOFF_MINUTES after one failure, doubling with each,
 * LONGEST_BACKOFF_MINUTES at most. Reads pg-boss's job table, which keeps failed jobs 7 days.
 */
export async function dueForRevaluation(db: Database, queue: string): Promise<string[]> {
  // Two passes over the queue's finished jobs, not a lookup per marked portfolio: after the clock
  // has marked every portfolio the sweep may meet thousands, and pg-boss has no index on the key.
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    with finished as (
      select singleton_key as id, state, completed_on
        from pgboss.job
       where name = ${queue} and state in ('failed', 'completed') and singleton_key is not null
    ), last_done as (
      select id, max(completed_on) as at from finished where state = 'completed' group by id
    ), failing as (
      select f.id, count(*)::int as failures, max(f.completed_on) as last_failed
        from finished f
        left join last_done d on d.id = f.id
       where f.state = 'failed' and f.completed_on > coalesce(d.at, '-infinity')
       group by f.id
    )
    select p.id
      from portfolios p
      left join failing f on f.id = p.id::text
     where p.revalue_from is not null
       and (f.id is null
            or p.updated_at > f.last_failed
            or f.last_failed + least(
                 interval '1 minute' * ${FIRST_BACKOFF_MINUTES}::int * power(2, least(f.failures - 1, 20)),
                 interval '1 minute' * ${LONGEST_BACKOFF_MINUTES}::int) <= now())`,
  );
  return rows.map((row) => row.id);
}
