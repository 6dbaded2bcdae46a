import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { startJobEngine, type JobEngine } from '../../jobs/job-engine';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { PACK_QUEUE, queueDuePacks } from './quarterly-pack-job';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The clock's wake-up (QUARTERLY_PACK_SCHEDULE): a pack per active portal, on the due day only. */
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
    expect(await queueDuePacks(jobs, db.db, '2024-07-02')).toBe(0);
    expect(await queued()).toEqual([]);
    expect(await queueDuePacks(jobs, db.db, '2024-07-01')).toBe(3);
    const packs = await queued();
    expect(packs.map((p) => p.portalId).sort()).toEqual(
      [world.portalA, world.portalA2, world.portalB].sort(),
    );
    expect(new Set(packs.map((p) => p.quarter))).toEqual(new Set(['2024-Q2']));
    // Woken twice the same day: the waiting packs are not doubled.
    expect(await queueDuePacks(jobs, db.db, '2024-07-01')).toBe(0);
  });
});
