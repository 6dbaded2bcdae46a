import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { QUEUES } from '../jobs/queues';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Three workers (`npm run worker`) started at once on a fresh database: each migrates and starts
 * its job engine (pg-boss's schema, the declared queues). Before underStartupLock two of three
 * failed in pg-boss's set-up ("duplicate key value violates unique constraint
 * pg_namespace_nspname_index", at times "deadlock detected"). Separate processes need a PostgreSQL
 * server: this runs in the suite's PostgreSQL pass (DATABASE_URL), as CI runs it.
 */
describe.skipIf(!process.env.DATABASE_URL)('workers started at once on a fresh database', () => {
  const url = process.env.DATABASE_URL!;
  const made: string[] = [];
  const handles: DatabaseHandle[] = [];
  const engines: JobEngine[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    for (const engine of engines) await engine.stop({ timeoutMs: 500 });
    for (const handle of handles) await handle.close();
    for (const name of made) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  });

  it('all start, and the database has each queue once', { timeout: 120_000 }, async () => {
    // Several rounds: the race needs processes that really start together.
    for (let round = 0; round < 3; round++) {
      const name = `test_start_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database "${name}"`));
      made.push(name);
      const target = new URL(url);
      target.pathname = `/${name}`;
      // One pool each, as separate processes have (the lock is per connection, not per process).
      const workers = await Promise.all([0, 1, 2].map(() => openDatabase({ url: target.toString() })));
      handles.push(...workers);
      const started = await Promise.allSettled(
        workers.map(async (handle) => {
          await migrate(handle);
          const engine = await startJobEngine(handle, { logger: quiet, work: true, schedules: false });
          engines.push(engine);
        }),
      );
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const direct = new pg.Client({ connectionString: target.toString() });
      await direct.connect();
      const queues = await direct
        .query<{ name: string }>('select name from pgboss.queue order by name')
        .then((result) => result.rows)
        .finally(() => direct.end());
      expect(queues.map((q) => q.name)).toEqual(QUEUES.map((q) => q.name).sort());
    }
  });
});
