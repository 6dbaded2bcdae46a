import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { rowsOf } from '../providers/database/market';
import { needsUpkeep, tablesDue } from './table-upkeep';
import { UPKEEP_QUEUE, workUpkeep } from './upkeep-jobs';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const catchingUp = { clock: { schedule: 'off', timezone: 'Europe/London', catchUp: true } };

/**
 * A cold start that catches up queues the upkeep at once on the embedded database, and on a
 * PostgreSQL server whose autovacuum is off, and the job leaves no table due; on a server with its
 * own autovacuum nothing is queued.
 */
describe('the database upkeep job', () => {
  let database: TestDatabase;
  let jobs: JobEngine;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.exec(`
      create table upkeep_churn (id int primary key, label text not null);
      insert into upkeep_churn select g, 'row ' || g from generate_series(1, 1000) g;
      delete from upkeep_churn where id % 2 = 0;`);
    jobs = await startJobEngine(database, {
      logger: quiet,
      work: true,
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await jobs?.stop({ timeoutMs: 1000 });
    await database?.drop();
  });

  const upkeepJobs = () =>
    rowsOf<{ state: string }>(database.db, sql`select state from pgboss.job where name = ${UPKEEP_QUEUE}`);

  it('is needed on the embedded database, and on a server as its autovacuum setting says', async () => {
    const [setting] = await rowsOf<{ autovacuum: string }>(
      database.db,
      sql`select current_setting('autovacuum') as autovacuum`,
    );
    const expected = database.kind === 'pglite' || setting?.autovacuum === 'off';
    expect(await needsUpkeep(database)).toBe(expected);
  });

  it('runs at a cold start where there is no autovacuum, and leaves no table due', async () => {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    expect((await tablesDue(database.db)).some((t) => t.table === 'upkeep_churn')).toBe(true);
    await workUpkeep(jobs, database, catchingUp);
    if (!(await needsUpkeep(database))) {
      expect(await upkeepJobs()).toEqual([]);
      return;
    }
    const deadline = Date.now() + 30_000;
    while ((await upkeepJobs()).some((job) => job.state !== 'completed') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await upkeepJobs()).toEqual([{ state: 'completed' }]);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    expect((await tablesDue(database.db)).map((t) => t.table)).not.toContain('upkeep_churn');
  });
});
