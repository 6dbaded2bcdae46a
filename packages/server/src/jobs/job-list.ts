import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { QUEUES, type QueueDefinition } from './queues';

/** How the admin screen names pg-boss states: created and retry are both still to run. */
export type ListedJobState = 'queued' | 'running' | 'failed' | 'completed' | 'cancelled';

const PG_BOSS_STATES: Record<Exclude<ListedJobState, 'cancelled'>, string[]> = {
  queued: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};

export interface ListedJob {
  id: string;
  queue: string;
  state: ListedJobState;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** Attempts after the first; a job waiting for a retry shows the last attempt's error. */
  retryCount: number;
  retryLimit: number;
  progress: { done: number; total: number; note: string | null } | null;
  /** The error message of the last failed attempt; never a stack, never the job's data. */
  error: string | null;
}

export interface JobListFilter {
  /**
   * Whose jobs: 'all', or company-wide jobs plus those whose data names one of these portals
   * (`data.portalId`; a job about one portal's data must name it).
   */
  portalIds: readonly string[] | 'all';
  state?: Exclude<ListedJobState, 'cancelled'> | undefined;
  queue?: string | undefined;
  limit: number;
  offset: number;
}

/** The longest error message listed. */
const ERROR_MAX = 500;

interface Row {
  id: string;
  name: string;
  state: string;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  done: number | null;
  total: number | null;
  note: string | null;
}

/**
 * Jobs still in pg-boss's job table (it archives finished ones after a while), newest first, with
 * their progress. pg-boss's own queues (`__pgboss__…`) are left out.
 */
export async function listJobs(
  db: Database,
  filter: JobListFilter,
): Promise<{ jobs: ListedJob[]; total: number }> {
  const where = whereClause(filter);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select j.id, j.name, j.state::text as state, j.created_on, j.started_on, j.completed_on,
             j.retry_count, j.retry_limit,
             case when j.state in ('retry', 'failed')
                  then left(coalesce(j.output->>'message', j.output->'value'->>'message',
                                    case when jsonb_typeof(j.output->'value') = 'string' then j.output->>'value' end),
                           ${ERROR_MAX}) end as error,
             p.done, p.total, p.note
        from pgboss.job j
        left join job_progress p on p.id = j.id
       where ${where}
       order by j.created_on desc, j.id desc
       limit ${filter.limit} offset ${filter.offset}`),
    db.execute(sql`select count(*)::int as total from pgboss.job j where ${where}`),
  ]);
  return {
    jobs: (rows as unknown as { rows: Row[] }).rows.map(toListedJob),
    total: Number((count as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0),
  };
}

export interface FoundJob {
  queue: string;
  state: string;
  /** The portal the job's data names; null for a company-wide job. */
  portalId: string | null;
}

/** The queue, pg-boss state and portal of one job, or undefined when it is not in the job table. */
export async function findJob(db: Database, id: string): Promise<FoundJob | undefined> {
  const result = await db.execute(
    sql`select name as queue, state::text as state, data->>'portalId' as "portalId"
          from pgboss.job where id = ${id}::uuid and not starts_with(name, '__pgboss__')`,
  );
  return (result as unknown as { rows: FoundJob[] }).rows[0];
}

/** The oldest job of `queue` (with `singletonKey`, when given) still waiting to run, if any. */
export async function findQueuedJob(
  db: Database,
  queue: string,
  singletonKey?: string,
): Promise<string | undefined> {
  const keyed = singletonKey === undefined ? sql.empty() : sql` and singleton_key = ${singletonKey}`;
  const result = await db.execute(
    sql`select id from pgboss.job where name = ${queue}${keyed} and state in ('created', 'retry')
         order by created_on limit 1`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

function whereClause(filter: JobListFilter): SQL {
  const parts: SQL[] = [sql`not starts_with(j.name, '__pgboss__')`];
  const quiet = QUEUES.filter((queue: QueueDefinition) => queue.quiet).map((queue) => sql`${queue.name}`);
  if (quiet.length > 0)
    parts.push(sql`not (j.state = 'completed' and j.name in (${sql.join(quiet, sql`, `)}))`);
  if (filter.portalIds !== 'all') {
    const mine = filter.portalIds.map((id) => sql`${id}`);
    parts.push(
      mine.length === 0
        ? sql`j.data->>'portalId' is null`
        : sql`(j.data->>'portalId' is null or j.data->>'portalId' in (${sql.join(mine, sql`, `)}))`,
    );
  }
  if (filter.queue) parts.push(sql`j.name = ${filter.queue}`);
  if (filter.state) {
    const states = PG_BOSS_STATES[filter.state];
    parts.push(
      sql`j.state::text in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function toListedJob(row: Row): ListedJob {
  return {
    id: row.id,
    queue: row.name,
    state: listedState(row.state),
    createdAt: iso(row.created_on),
    startedAt: row.started_on ? iso(row.started_on) : null,
    completedAt: row.completed_on ? iso(row.completed_on) : null,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    progress:
      row.total === null ? null : { done: Number(row.done), total: Number(row.total), note: row.note },
    error: row.error,
  };
}

function listedState(state: string): ListedJobState {
  if (state === 'created' || state === 'retry') return 'queued';
  if (state === 'active') return 'running';
  if (state === 'failed' || state === 'completed') return state;
  return 'cancelled';
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
