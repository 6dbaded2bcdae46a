import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { startJobEngine, type JobEngine } from '../../jobs/job-engine';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { PACK_QUEUE } from './pack-job-data';
import { queueDuePacks } from './queue-due-packs';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The clock's wake-up (QUARTERLY_PACK_SCHEDULE): a pack per active portal that existed at the quarter
 * end, on the due day or, for a clock that was down then, a later day of that month; once each.
 */
describe('the clock’s quarterly packs', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let jobs: JobEngine;
  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    // Not working: the queued packs stay queued for the assertions.
    jobs = await startJobEngine(db, { logger: quiet, work: false });
  });
  afterAll(async () => {
    await jobs?.stop({ timeoutMs: 1000 });
    await db?.drop();
  });

  // Raw SQL through drizzle, so the test runs on PGlite and on a PostgreSQL server alike.
  const queued = async () =>
    (
      (await db.db.execute(
        sql`select data from pgboss.job where name = ${PACK_QUEUE} and state = 'created'`,
      )) as unknown as { rows: { data: { portalId: string; quarter: string } }[] }
    ).rows.map((row) => row.data);

  it('queues one pack per active portal on the first business day after the quarter end', async () => {
    await db.db.execute(sql`update portals set created_at = '2024-01-01T00:00:00Z'`);
    expect(await queueDuePacks(jobs, db.db, '2024-06-28')).toBe(0);
    expect(await queued()).toEqual([]);
    expect(await queueDuePacks(jobs, db.db, '2024-07-01')).toBe(3);
    const packs = await queued();
    expect(packs.map((p) => p.portalId).sort()).toEqual(
      [world.portalA, world.portalA2, world.portalB].sort(),
    );
    expect(new Set(packs.map((p) => p.quarter))).toEqual(new Set(['2024-Q2']));
    // Woken again that day or later in the month: each portal's pack was queued once.
    expect(await queueDuePacks(jobs, db.db, '2024-07-01')).toBe(0);
    expect(await queueDuePacks(jobs, db.db, '2024-07-02')).toBe(0);
  });

  it('catches up a missed due day later that month, for the portals that existed at the quarter end', async () => {
    // Q3 2024 ended on Monday 30 September: due Tuesday 1 October, when the clock was down.
    await db.db.execute(
      sql`update portals set created_at = '2024-10-02T09:00:00Z' where id = ${world.portalB}`,
    );
    expect(await queueDuePacks(jobs, db.db, '2024-10-08')).toBe(2);
    const q3 = (await queued()).filter((p) => p.quarter === '2024-Q3');
    expect(q3.map((p) => p.portalId).sort()).toEqual([world.portalA, world.portalA2].sort());
    // After that month the quarter is no longer caught up.
    expect(await queueDuePacks(jobs, db.db, '2024-11-04')).toBe(0);
  });
});
