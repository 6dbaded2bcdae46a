import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { LEFT_RUNNING, startJobEngine, type JobEngine, type JobEngineOptions } from './job-engine';
import { QUEUES, type QueueDefinition } from './queues';

/** Fast-retrying queues of this file only: a failure is retried once, after 1 to 2 seconds. */
const testQueue = (name: string, overrides: Partial<QueueDefinition> = {}): QueueDefinition => ({
  name,
  policy: 'standard',
  retryLimit: 1,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  manual: false,
  ...overrides,
});
const TEST_QUEUES = [
  testQueue('test-complete'),
  testQueue('test-fail'),
  testQueue('test-slow'),
  testQueue('test-orphan'),
  testQueue('test-shared'),
  testQueue('test-handback'),
  testQueue('test-keys', { policy: 'stately' }),
  testQueue('test-deferred'),
  testQueue('test-busy'),
];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: TestDatabase;
const engines: JobEngine[] = [];

async function engine(options: Partial<JobEngineOptions> = {}, on: DatabaseHandle = database) {
  const started = await startJobEngine(on, {
    logger: quiet,
    work: true,
    schedules: false,
    queues: [...QUEUES, ...TEST_QUEUES],
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  engines.push(started);
  return started;
}

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stateOf = async (jobs: JobEngine, id: string) =>
  (await jobs.list({ portalIds: 'all', limit: 100, offset: 0 })).jobs.find((job) => job.id === id);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const started of engines) await started.stop({ timeoutMs: 1000 });
  await database?.drop();
});

describe('job engine on pg-boss', () => {
  it('runs a job to completion and keeps its progress', async () => {
    const jobs = await engine();
    await jobs.work('test-complete', async (job) => {
      await jobs.progress(job.id, 3, 3, 'all three');
    });
    const id = (await jobs.send('test-complete', { n: 1 }))!;
    const done = await until(async () => {
      const job = await stateOf(jobs, id);
      return job?.state === 'completed' && job;
    });
    expect(done).toMatchObject({ queue: 'test-complete', retryCount: 0, error: null });
    expect(done.progress).toEqual({ done: 3, total: 3, note: 'all three' });
    await jobs.stop();
  });

  it('leaves a deferrable job running for another process to complete, and completes the others', async () => {
    const jobs = await engine();
    const other = await engine({ work: false });
    const handled: number[] = [];
    await jobs.work(
      'test-deferred',
      async (job) => {
        const { n } = job.data as { n: number };
        handled.push(n);
        return n === 1 ? LEFT_RUNNING : undefined;
      },
      { deferrable: true },
    );
    const left = (await jobs.send('test-deferred', { n: 1 }))!;
    const plain = (await jobs.send('test-deferred', { n: 2 }))!;
    await until(async () => (await stateOf(jobs, plain))?.state === 'completed');
    expect(handled).toEqual([1, 2]);
    expect((await stateOf(jobs, left))?.state).toBe('running');
    expect(await other.complete('test-deferred', left, { by: 'the other' })).toBe(true);
    expect((await stateOf(jobs, left))?.state).toBe('completed');
    // Completed once: a second completion (a late or repeated end) changes nothing.
    expect(await jobs.complete('test-deferred', left)).toBe(false);
    await other.stop();
    await jobs.stop();
  });

  it('retries a failing job with backoff, then lists it failed with its error, and an admin retry runs it again', async () => {
    const jobs = await engine();
    const attempts: number[] = [];
    await jobs.work('test-fail', async () => {
      attempts.push(Date.now());
      if (attempts.length <= 2) throw new Error(`price feed answered 503 (attempt ${attempts.length})`);
    });
    const id = (await jobs.send('test-fail', {}))!;
    const failed = await until(async () => {
      const job = await stateOf(jobs, id);
      return job?.state === 'failed' && job;
    });
    expect(attempts).toHaveLength(2);
    // retryDelay 1 s with backoff: the second attempt waits between 1 and 2 seconds.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(failed).toMatchObject({ retryCount: 1, error: 'price feed answered 503 (attempt 2)' });
    expect(JSON.stringify(failed)).not.toContain('at ');

    expect(await jobs.retry(id)).toBe('retried');
    await until(async () => (await stateOf(jobs, id))?.state === 'completed');
    expect(attempts).toHaveLength(3);
    expect(await jobs.retry(id)).toBe('not-failed');
    await jobs.stop();
  });

  it('keeps one queued re-valuation per portfolio, and one more while it runs', async () => {
    const jobs = await engine({ work: false });
    const first = await jobs.send('revalue-portfolio', { portfolioId: 'p1' }, { singletonKey: 'p1' });
    const again = await jobs.send('revalue-portfolio', { portfolioId: 'p1' }, { singletonKey: 'p1' });
    const other = await jobs.send('revalue-portfolio', { portfolioId: 'p2' }, { singletonKey: 'p2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    // The queued one starts (as a worker would take it): one more may queue behind it, not two.
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${first}`,
    );
    expect(await jobs.send('revalue-portfolio', {}, { singletonKey: 'p1' })).toEqual(expect.any(String));
    expect(await jobs.send('revalue-portfolio', {}, { singletonKey: 'p1' })).toBeNull();
    await database.db.execute(sql`delete from pgboss.job where name = 'revalue-portfolio'`);
    await jobs.stop();
  });

  it('queues a job sent inside a transaction only when the transaction commits', async () => {
    const jobs = await engine({ work: false });
    const kept = await database.db.transaction(async (tx) =>
      jobs.send('test-complete', { in: 'committed' }, { transaction: tx }),
    );
    let rolledBack: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        rolledBack = await jobs.send('test-complete', { in: 'rolled back' }, { transaction: tx });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await jobs.find(kept!)).toMatchObject({ queue: 'test-complete', state: 'created' });
    expect(await jobs.find(rolledBack!)).toBeUndefined();
    await database.db.execute(sql`delete from pgboss.job where name = 'test-complete'`);
    await jobs.stop();
  });

  it("runs other portfolios' jobs while one portfolio's job runs and its next one waits", async () => {
    const jobs = await engine();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await jobs.work(
      'test-keys',
      async (job) => {
        const { run } = job.data as { run: string };
        events.push(`start ${run}`);
        if (run === 'A1') await gate;
        events.push(`end ${run}`);
      },
      { localConcurrency: 2 },
    );
    await jobs.send('test-keys', { run: 'A1' }, { singletonKey: 'A' });
    await until(async () => events.includes('start A1'));
    // Queued before B's: pg-boss alone would try it first, hit the running A1 and fetch nothing.
    await jobs.send('test-keys', { run: 'A2' }, { singletonKey: 'A' });
    await jobs.send('test-keys', { run: 'B1' }, { singletonKey: 'B' });
    await until(async () => events.includes('end B1'));
    expect(events).toEqual(['start A1', 'start B1', 'end B1']);
    release();
    await until(async () => events.includes('end A2'));
    expect(events.slice(3)).toEqual(['end A1', 'start A2', 'end A2']);
    await jobs.stop();
  });

  it('leaves completed runs of a quiet queue (the minute sweep) off the list', async () => {
    const jobs = await engine();
    await jobs.work('revalue-sweep', async () => undefined);
    const id = (await jobs.send('revalue-sweep', {}))!;
    await until(async () => (await jobs.find(id))?.state === 'completed');
    expect(await stateOf(jobs, id)).toBeUndefined();
    await jobs.stop();
  });

  it('refuses a queue that is not declared', async () => {
    const jobs = await engine({ work: false });
    await expect(jobs.send('no-such-queue', {})).rejects.toThrow('not declared');
    await jobs.stop();
  });

  it('lets a running job finish when stopped', async () => {
    const jobs = await engine();
    let started = false;
    await jobs.work('test-slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    const id = (await jobs.send('test-slow', {}))!;
    await until(async () => started);
    await jobs.stop({ timeoutMs: 5000 });
    expect((await stateOf(jobs, id))?.state).toBe('completed');
  });

  it('hands back a job still running when the stop times out', async () => {
    const jobs = await engine();
    let release: () => void = () => undefined;
    await jobs.work('test-handback', () => new Promise<void>((resolve) => (release = resolve)));
    const id = (await jobs.send('test-handback', {}))!;
    await until(async () => (await stateOf(jobs, id))?.state === 'running');
    await jobs.stop({ timeoutMs: 1000 });
    const handedBack = await stateOf(jobs, id);
    expect(handedBack).toMatchObject({ state: 'queued', error: 'pg-boss shut down while active' });
    release();
    const next = await engine();
    await next.work('test-handback', async () => undefined);
    await until(async () => (await stateOf(next, id))?.state === 'completed');
    await next.stop();
  });

  it('runs again, after a restart, a job whose process died while running it', async () => {
    const sender = await engine({ work: false });
    const id = (await sender.send('test-orphan', {}))!;
    await sender.stop();
    // What a killed process leaves behind: the job "active" since long before its expiry ended.
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '2 minutes' where id = ${id}`,
    );
    const restarted = await engine();
    const runs: string[] = [];
    await restarted.work('test-orphan', async (job) => {
      runs.push(job.id);
    });
    await until(async () => (await stateOf(restarted, id))?.state === 'completed');
    expect(runs).toEqual([id]);
    await restarted.stop();
  });

  it('never runs a job twice with two engines (two processes) on one database', async () => {
    // On PostgreSQL the second engine has its own pool, as a second process would.
    const second: DatabaseHandle =
      database.kind === 'postgres'
        ? await openDatabase({
            url: (database.pool!.options as { connectionString: string }).connectionString,
          })
        : database;
    try {
      const a = await engine();
      const b = await engine({}, second);
      const runs: string[] = [];
      const handler = async (job: { id: string }) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await a.work('test-shared', handler, { localConcurrency: 2 });
      await b.work('test-shared', handler, { localConcurrency: 2, batchSize: 3 });
      const ids = await Promise.all(Array.from({ length: 24 }, (_, n) => a.send('test-shared', { n })));
      await until(async () => {
        const page = await a.list({
          portalIds: 'all',
          queue: 'test-shared',
          state: 'completed',
          limit: 100,
          offset: 0,
        });
        return page.total === ids.length;
      });
      expect(runs.slice().sort()).toEqual(ids.slice().sort());
      await a.stop();
      await b.stop();
    } finally {
      if (second !== database) await second.close();
    }
  });

  // Issue 13: a worker stopped right after a clock run crashed on exit with "Cannot use a pool after
  // calling end on the pool": a job outlived the stop's timeout and pg-boss, which completes a job
  // without awaiting it, queried the pool after shutdown had closed it.
  it('leaves no statement to reject when a busy engine stops and its database closes', async () => {
    const own = await createTestDatabase();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const jobs = await engine({}, own);
      let started = 0;
      let ended = 0;
      await jobs.work(
        'test-busy',
        async () => {
          started++;
          try {
            // About 1.5 s of queries: longer than the stop's timeout below.
            for (let i = 0; i < 15; i++) await own.db.execute(sql`select pg_sleep(0.1)`);
          } finally {
            ended++;
          }
        },
        { localConcurrency: 2 },
      );
      await jobs.sendMany(
        'test-busy',
        Array.from({ length: 10 }, (_, n) => ({ n })),
      );
      await until(async () => started >= 2);
      await jobs.stop({ timeoutMs: 1000 });
      // What shutdown does next (startup/shutdown.ts closeAll).
      await own.drop();
      // The handlers still running fail on the closed database, and their jobs end after it.
      await until(async () => ended === started, 5000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
