import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios, transactions } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { QUEUES } from '../jobs/queues';
import { rowsOf } from '../providers/database/market';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { requestRevaluation, workRevaluations } from './revaluation-jobs';
import { markForRevaluation } from './revaluation-marks';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** pg-boss's own retries spent at once: the first failure is final. */
const NO_RETRY_QUEUES = QUEUES.map((queue) =>
  queue.name === 'revalue-portfolio' ? { ...queue, retryLimit: 0 } : queue,
);

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A revaluation that fails (a cash movement in a currency with no rate) is not queued again by the
 * minute sweep every minute: only once it is marked again or its backoff has passed. Its failures
 * stay on the Jobs list with their error; other portfolios are swept as before.
 */
describe('revaluation backoff', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let fixture: PortfolioWorld;
  let jobs: JobEngine;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    fixture = await addPortfolioWorld(db.db, world);
    // No cron: the test runs the sweep itself.
    jobs = await startJobEngine(db, {
      logger: quiet,
      work: true,
      schedules: false,
      queues: NO_RETRY_QUEUES,
      pollingIntervalSeconds: 0.5,
    });
    await workRevaluations(jobs, db.db, () => FIXTURE_AS_OF);
  });
  afterAll(async () => {
    await jobs?.stop({ timeoutMs: 1000 });
    await db?.drop();
  });

  /** The ISA's revaluation jobs by state. */
  async function isaJobs() {
    const rows = await rowsOf<{ state: string; n: number }>(
      db.db,
      sql`select state::text as state, count(*)::int as n from pgboss.job
           where name = 'revalue-portfolio' and singleton_key = ${fixture.isa} group by state`,
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  }
  const settled = async () => {
    const states = await isaJobs();
    return !states.created && !states.active && !states.retry && states;
  };

  /** One run of the minute sweep, and the revaluations it queued worked. */
  async function sweep() {
    const id = (await jobs.send('revalue-sweep', {}))!;
    await until(async () => {
      const [row] = await rowsOf<{ state: string }>(
        db.db,
        sql`select state::text as state from pgboss.job where id = ${id}::uuid`,
      );
      return row?.state === 'completed';
    });
    return until(settled);
  }
  const mark = () => markForRevaluation(db.db, [fixture.isa], '2025-05-01');
  /** As if the last failure and mark were `minutes` older. */
  async function age(minutes: number) {
    await db.db
      .execute(sql`update pgboss.job set completed_on = completed_on - ${minutes} * interval '1 minute'
      where name = 'revalue-portfolio' and singleton_key = ${fixture.isa}`);
    await db.db.execute(sql`update portfolios set updated_at = updated_at - ${minutes} * interval '1 minute'
      where id = ${fixture.isa}::uuid`);
  }

  it('waits for a new mark or a doubling delay before queueing a failed portfolio again', async () => {
    await db.db.insert(transactions).values({
      portalId: world.portalA,
      accountId: world.accounts.investor,
      portfolioId: fixture.isa,
      name: 'Contribution',
      symbol: 'CASH.JPY',
      type: 'Contribution',
      date: '2025-05-01',
      amount: '100000',
      currency: 'JPY',
    });
    await mark();
    await requestRevaluation(jobs, db.db, [fixture.isa]);
    expect(await until(settled)).toEqual({ failed: 1 });
    const failed = await jobs.list({
      portalIds: 'all',
      state: 'failed',
      queue: 'revalue-portfolio',
      limit: 10,
      offset: 0,
    });
    expect(failed.jobs).toHaveLength(1);
    expect(failed.jobs[0]!.error).toBeTruthy();

    // Another portfolio's mark is swept as before; the failed one waits.
    await markForRevaluation(db.db, [fixture.gia], '2025-05-01');
    expect(await sweep()).toEqual({ failed: 1 });
    const gia = () =>
      db.db
        .select({ revalueFrom: portfolios.revalueFrom })
        .from(portfolios)
        .where(eq(portfolios.id, fixture.gia));
    await until(async () => (await gia())[0]!.revalueFrom === null);

    // Marked again: tried again at once.
    await mark();
    expect(await sweep()).toEqual({ failed: 2 });
    // Two failures in a row: 10 minutes.
    await age(9);
    expect(await sweep()).toEqual({ failed: 2 });
    await age(2);
    expect(await sweep()).toEqual({ failed: 3 });
    // Three: 20 minutes.
    await age(19);
    expect(await sweep()).toEqual({ failed: 3 });
    await age(2);
    expect(await sweep()).toEqual({ failed: 4 });

    // Mended and marked: the revaluation completes and the mark is cleared.
    await db.db
      .update(transactions)
      .set({ active: false })
      .where(and(eq(transactions.portfolioId, fixture.isa), eq(transactions.currency, 'JPY')));
    await mark();
    expect(await sweep()).toEqual({ failed: 4, completed: 1 });
    const [isa] = await db.db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, fixture.isa));
    expect(isa!.revalueFrom).toBeNull();
  });
});
