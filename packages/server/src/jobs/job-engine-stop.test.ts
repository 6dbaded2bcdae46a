import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { startJobEngine } from './job-engine';
import { QUEUES, type QueueDefinition } from './queues';

const busyQueue: QueueDefinition = {
  name: 'test-busy',
  policy: 'standard',
  retryLimit: 1,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  manual: false,
};
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let rejections: unknown[];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeEach(async () => {
  database = await createTestDatabase();
  rejections = [];
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

// Issue 13: a worker stopped right after a clock run crashed on exit with "Cannot use a pool after
// calling end on the pool": a job outlived the stop's timeout and pg-boss, which completes a job
// without awaiting it, queried the pool after shutdown had closed it.
describe('stopping a busy job engine', () => {
  it('leaves no statement to reject once the database is closed', async () => {
    const jobs = await startJobEngine(database, {
      logger: quiet,
      work: true,
      schedules: false,
      queues: [...QUEUES, busyQueue],
      pollingIntervalSeconds: 0.5,
    });
    let started = 0;
    let ended = 0;
    await jobs.work(
      'test-busy',
      async () => {
        started++;
        try {
          // About 1.5 s of queries: longer than the stop's timeout below.
          for (let i = 0; i < 15; i++) await database.db.execute(sql`select pg_sleep(0.1)`);
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
    while (started < 2) await pause(50);
    await jobs.stop({ timeoutMs: 1000 });
    // What shutdown does next (startup/shutdown.ts closeAll).
    await database.drop();
    // The handlers still running fail on the closed database, and their jobs end after it.
    const deadline = Date.now() + 5000;
    while (ended < started && Date.now() < deadline) await pause(50);
    await pause(500);
    expect(ended).toBe(started);
    expect(rejections.map(String)).toEqual([]);
  });
});
