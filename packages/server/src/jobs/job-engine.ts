import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';
import { JOB_ENGINE_LOCK_KEY, underStartupLock } from '../db/startup-lock';
import {
  findJob,
  findQueuedJob,
  listJobs,
  type FoundJob,
  type JobListFilter,
  type ListedJob,
} from './job-list';
import { pruneProgress, writeProgress } from './job-progress';
import { findQueue, QUEUES, type QueueDefinition } from './queues';
import { drainingExecutor, settledBy } from './draining-executor';
import { executorFor, transactionExecutor } from './sql-executor';

/** A pino-like logger (pino, Fastify's `app.log`). */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What a handler gets: the job's id (for progress), its queue and its data (validate it). */
export interface JobView {
  id: string;
  name: string;
  data: unknown;
}

/**
 * What a handler of a `deferrable` queue answers to leave its job running when it returns: the job
 * is completed later by whoever finishes its work (`JobEngine.complete`), in any process.
 */
export const LEFT_RUNNING = 'left-running';

/**
 * Runs one job; throwing fails the attempt (retried with backoff until the queue's retryLimit).
 * Returning LEFT_RUNNING (only with `deferrable`) leaves it running for `complete`.
 */
export type JobHandler = (job: JobView) => Promise<void | typeof LEFT_RUNNING>;

export interface SendOptions {
  /** With a `stately` queue: at most one queued and one running job per key. */
  singletonKey?: string;
  /** Seconds from now, an ISO 8601 instant, or a Date. */
  startAfter?: number | string | Date;
  /**
   * A Drizzle transaction to queue the job in: it is queued if and only if the transaction
   * commits. On embedded PGlite a send made inside a transaction callback MUST pass it: PGlite has
   * one session, so a send outside the transaction waits for it to end, which never happens.
   */
  transaction?: Database;
}

export interface WorkOptions {
  /** Jobs fetched per round trip (each still runs and fails on its own). Default 1. */
  batchSize?: number;
  /** Jobs of this queue run at once in this process. Default 1. */
  localConcurrency?: number;
  /**
   * The handler may answer LEFT_RUNNING: the job then stays running (its expiry still bounds it)
   * until `complete` is called for it. One job at a time per process.
   */
  deferrable?: boolean;
}

/** Result of an admin's retry of one job. */
export type RetryOutcome = 'retried' | 'not-failed' | 'already-waiting';

/**
 * The portal's background jobs, on pg-boss 10 in the app's own database (PostgreSQL server or
 * embedded PGlite). Every queue is declared in queues.ts.
 */
export interface JobEngine {
  /** True when this process works jobs; otherwise `work` registers nothing and jobs wait for a worker. */
  readonly working: boolean;
  /** The declared queues. */
  readonly queues: readonly QueueDefinition[];
  /** Queues a job; null when the queue's policy refused it as a duplicate (same singletonKey queued). */
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Queues many jobs of one queue in one statement (no singletonKey: for a queue whose jobs are all
   * distinct, such as the clock's revaluation batches). Returns how many were queued.
   */
  sendMany(queue: string, data: readonly object[]): Promise<number>;
  /** Runs `handler` for each job of `queue` (only when `working`). */
  work(queue: string, handler: JobHandler, options?: WorkOptions): Promise<void>;
  /**
   * Completes a job its handler left running (LEFT_RUNNING), from any process, with `output`;
   * false when it is not running any more (expired, failed, already completed).
   */
  complete(queue: string, jobId: string, output?: object): Promise<boolean>;
  /** Records progress of a running job for the admin screen (at most once a second unless done or with a note). */
  progress(jobId: string, done: number, total: number, note?: string): Promise<void>;
  /** Queues a job on a cron schedule (5 fields) in time zone `tz`; replaces the queue's schedule. */
  schedule(queue: string, cron: string, data: object, options: { tz: string }): Promise<void>;
  unschedule(queue: string): Promise<void>;
  /** Jobs newest first, for the admin screen. */
  list(filter: JobListFilter): Promise<{ jobs: ListedJob[]; total: number }>;
  /** One job's queue, pg-boss state and portal (for access checks), if it is still listed. */
  find(jobId: string): Promise<FoundJob | undefined>;
  /** Puts a failed job back in the queue (one more attempt). */
  retry(jobId: string): Promise<RetryOutcome>;
  /** Queues a run of a queue declared `manual`; undefined for any other queue. */
  startManual(queue: string): Promise<{ id: string; alreadyQueued: boolean } | undefined>;
  /**
   * Stops fetching, lets running jobs finish for up to `timeoutMs` (default 30 s), then hands back
   * the ones still running (failed with "shut down while active", so retried). The database stays
   * open: close it after.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobEngineOptions {
  logger: JobLogger;
  /** Work jobs in this process. */
  work: boolean;
  /** Run the cron clock that turns schedules into jobs; defaults to `work`. */
  schedules?: boolean;
  /** The queues; defaults to QUEUES (tests declare fast-retrying ones). */
  queues?: readonly QueueDefinition[];
  /** How often an idle worker polls; default 1 s (a save shows its figures within a second or two), pg-boss's minimum 0.5 s. */
  pollingIntervalSeconds?: number;
}

const PROGRESS_WRITE_INTERVAL_MS = 1000;
/** Failed jobs stay listed (and retryable) this long; pg-boss then archives them. */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60;
/** How long a stop waits, after the jobs, for pg-boss's own statements still running (a fetch, a completion). */
const STATEMENT_DRAIN_MS = 5000;

/**
 * Starts pg-boss on the app's database: installs or migrates its schema (`pgboss`), creates the
 * declared queues, and hands back jobs a dead process left running. Safe when several processes
 * start at once (underStartupLock: one process sets up at a time; queue creation is idempotent).
 */
export async function startJobEngine(
  database: DatabaseHandle,
  options: JobEngineOptions,
): Promise<JobEngine> {
  const { logger } = options;
  const queues = options.queues ?? QUEUES;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  // Counted, so that a stop waits for pg-boss's statements before the database closes (issue 13).
  const executor = drainingExecutor(executorFor(database), (statement) =>
    logger.info({ statement }, 'a job statement after the job engine stopped was dropped'),
  );
  const boss = new PgBoss({
    db: executor,
    schedule: options.schedules ?? options.work,
    supervise: true,
    maintenanceIntervalSeconds: 60,
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job engine error'));
  boss.on('maintenance', () => {
    pruneProgress(database.db, 14).catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning job progress failed'),
    );
  });
  // One process at a time on a database: pg-boss's schema and the queues' partitions are created
  // by the first, found by the others (workers started together deadlocked here).
  await underStartupLock(database, JOB_ENGINE_LOCK_KEY, async () => {
    await boss.start();
    for (const queue of queues) {
      const settings = {
        name: queue.name,
        policy: queue.policy,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelay,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      };
      await boss.createQueue(queue.name, settings);
      // createQueue leaves an existing queue as it was: bring its settings up to this declaration.
      await boss.updateQueue(queue.name, settings);
    }
  });
  await handBackOrphans(boss, database, logger);

  const running = new Map<string, { queue: string; lastWrite: number }>();
  /** Every handler under way, for a stop to wait for. */
  const handling = new Set<Promise<void>>();
  let stopped = false;

  const declared = (queue: string): QueueDefinition => {
    const definition = findQueue(queues, queue);
    if (!definition) throw new Error(`Queue ${queue} is not declared in jobs/queues.ts`);
    return definition;
  };

  /**
   * Runs the handler and completes the job (unless a `deferrable` handler left it running). pg-boss
   * would complete it too, but without awaiting it: completed here, a stop waits for it, and
   * pg-boss's own completion then finds the job no longer active. A job fetched as the engine
   * stops is handed back unrun.
   */
  const runOne = (queue: string, job: PgBoss.Job<unknown>, handler: JobHandler, deferrable = false) => {
    const run = stopped ? handBack(queue, job) : handle(queue, job, handler, deferrable);
    handling.add(run);
    return run.finally(() => handling.delete(run));
  };
  const handBack = (queue: string, job: PgBoss.Job<unknown>) =>
    boss
      .fail(queue, job.id, { message: 'The process stopped before this job started' })
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error({ err: error, queue, jobId: job.id }, 'handing back a job failed');
      });
  const handle = async (
    queue: string,
    job: PgBoss.Job<unknown>,
    handler: JobHandler,
    deferrable: boolean,
  ) => {
    running.set(job.id, { queue, lastWrite: 0 });
    try {
      const answer = await handler({ id: job.id, name: job.name, data: job.data });
      if (!deferrable || answer !== LEFT_RUNNING) await boss.complete(queue, job.id);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      logger.warn({ queue, jobId: job.id, message }, 'job attempt failed');
      // Failed here rather than by pg-boss so that only the message is stored, never the stack.
      await boss.fail(queue, job.id, { message }).catch((failError: unknown) => {
        logger.error({ err: failError, queue, jobId: job.id }, 'recording a job failure failed');
      });
    } finally {
      running.delete(job.id);
    }
  };

  /** Wakes the idle loops of deferrable queues at stop. */
  const idle = new Set<() => void>();
  const loops: Promise<void>[] = [];
  /**
   * A worker of a deferrable queue: pg-boss's own workers complete every job their handler returns
   * from, so these jobs are fetched here (pg-boss `fetch`, which marks them running) and completed
   * by runOne or, when left running, by `complete`. An empty fetch waits out the polling interval,
   * as pg-boss's workers do.
   */
  const deferrableLoop = async (queue: string, handler: JobHandler) => {
    while (!stopped) {
      const jobs = await boss.fetch<unknown>(queue, { batchSize: 1 }).catch((error: unknown) => {
        logger.error({ err: error, queue }, 'fetching a job failed');
        return [];
      });
      for (const job of jobs ?? []) await runOne(queue, job, handler, true);
      if ((jobs ?? []).length > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          idle.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollingIntervalSeconds * 1000);
        idle.add(wake);
      });
    }
  };

  return {
    working: options.work,
    queues,
    async send(queue, data, sendOptions = {}) {
      declared(queue);
      const { transaction, ...rest } = sendOptions;
      return boss.send(queue, data, {
        ...rest,
        ...(transaction ? { db: transactionExecutor(transaction) } : {}),
      } as PgBoss.SendOptions);
    },
    async sendMany(queue, data) {
      declared(queue);
      if (data.length === 0) return 0;
      await boss.insert(data.map((item) => ({ name: queue, data: item })));
      return data.length;
    },
    async work(queue, handler, workOptions = {}) {
      declared(queue);
      if (!options.work || stopped) return;
      if (workOptions.deferrable) {
        loops.push(deferrableLoop(queue, handler));
        return;
      }
      const workers = Math.max(1, Math.trunc(workOptions.localConcurrency ?? 1));
      for (let i = 0; i < workers; i++) {
        const id: string = await boss.work<unknown>(
          queue,
          { batchSize: Math.max(1, Math.trunc(workOptions.batchSize ?? 1)), pollingIntervalSeconds },
          async (jobs) => {
            for (const job of jobs) await runOne(queue, job, handler);
            // pg-boss waits out the polling interval after every fetch, even one that found work:
            // a worker would take one job (one clock batch) a second. Fetch again at once while
            // there is work; an empty fetch still waits.
            if (jobs.length > 0) boss.notifyWorker(id);
          },
        );
      }
    },
    async complete(queue, jobId, output) {
      declared(queue);
      const answer = (await boss.complete(queue, jobId, output)) as unknown as { affected?: number };
      return (answer?.affected ?? 0) > 0;
    },
    async progress(jobId, done, total, note) {
      const current = running.get(jobId);
      const now = Date.now();
      // Throttled while under way; the end and a note (what went wrong) are always written.
      if (
        current &&
        done < total &&
        note === undefined &&
        now - current.lastWrite < PROGRESS_WRITE_INTERVAL_MS
      )
        return;
      if (current) current.lastWrite = now;
      const queue = current?.queue ?? (await findJob(database.db, jobId))?.queue;
      if (!queue) return;
      await writeProgress(database.db, { jobId, queue, done, total, note });
    },
    async schedule(queue, cron, data, scheduleOptions) {
      declared(queue);
      await boss.schedule(queue, cron, data, { tz: scheduleOptions.tz });
    },
    async unschedule(queue) {
      await boss.unschedule(queue);
    },
    list: (filter) => listJobs(database.db, filter),
    find: (jobId) => findJob(database.db, jobId),
    async retry(jobId) {
      const job = await findJob(database.db, jobId);
      if (!job || job.state !== 'failed') return 'not-failed';
      try {
        await boss.retry(job.queue, jobId);
      } catch (error) {
        // A stately queue already holds a job of the same key waiting for its retry.
        if ((error as { code?: string }).code === '23505') return 'already-waiting';
        throw error;
      }
      return 'retried';
    },
    async startManual(queue) {
      if (!findQueue(queues, queue)?.manual) return undefined;
      // Two tries: the queued run may start between a refused send and the look-up.
      for (let attempt = 0; attempt < 2; attempt++) {
        const id = await boss.send(queue, {});
        if (id) return { id, alreadyQueued: false };
        const queued = await findQueuedJob(database.db, queue);
        if (queued) return { id: queued, alreadyQueued: true };
      }
      throw new Error(`Queue ${queue} refused a manual start`);
    },
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      for (const wake of [...idle]) wake();
      const timeoutMs = stopOptions.timeoutMs ?? 30_000;
      const deadline = Date.now() + timeoutMs;
      await Promise.all([
        boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true }),
        // A deferrable queue's job still running after the timeout is handed back as at a crash.
        settledBy(Promise.all(loops), deadline),
      ]);
      // pg-boss looks at its workers every half second and not at a job fetched meanwhile: wait
      // for the handlers too, to the same deadline (a job still running then was handed back).
      await settledBy(Promise.all(handling), deadline);
      // Then for pg-boss's statements (a fetch under way), before the caller closes the database;
      // after that the statements of a handler that outlived the timeout reach no database.
      await executor.drain(STATEMENT_DRAIN_MS);
      executor.close();
    },
  };
}

/**
 * Jobs left "running" by a process that died. Embedded PGlite is one process, so at start every
 * running job is such an orphan: it is failed at once (and so retried). On a server other
 * processes may be running theirs; there only jobs past their expiry are failed, now rather than
 * at the next maintenance round.
 */
async function handBackOrphans(boss: PgBoss, database: DatabaseHandle, logger: JobLogger): Promise<void> {
  if (database.kind !== 'pglite') {
    await boss.expire();
    return;
  }
  const result = await database.pglite!.query<{ name: string; id: string }>(
    `select name, id from pgboss.job where state = 'active'`,
  );
  for (const { name, id } of result.rows) {
    logger.warn({ queue: name, jobId: id }, 'handing back a job its process left running');
    await boss.fail(name, id, { message: 'The process running this job stopped before it ended' });
  }
}
