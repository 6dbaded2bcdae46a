import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueDaily } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { jobProgress, portfolioValuations, portfolios } from '../db/schema/index';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { rowsOf } from '../providers/database/market';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { workRevaluations } from './revaluation-jobs';
import { markForRevaluation } from './revaluation-marks';
import { revaluePortfolio } from './revalue-portfolio';
import { growBook } from './testing/big-book';
import { QUICK_EXPIRY_QUEUES } from './testing/quick-expiry-queues';
import { valuationInputs } from './valuation-inputs';

const TODAY = '2025-06-06';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A worker process killed (SIGKILL) in the middle of one of the clock's revaluation batches (two
 * portfolios, one with a 20-year book): once the batch comes back, it completes once, every
 * portfolio's series has every day exactly once and its end is counted once for its run. Two
 * processes must share the database, which only a PostgreSQL server allows: this runs in the
 * suite's PostgreSQL pass (DATABASE_URL), as CI runs it. The one-portfolio job's counterpart is
 * revaluation-crash.test.ts.
 */
describe.skipIf(!process.env.DATABASE_URL)('a revaluation batch whose worker is killed part-way', () => {
  let db: TestDatabase;
  let fixture: PortfolioWorld;
  let child: ChildProcess | undefined;
  let jobs: JobEngine | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await addPortfolioWorld(db.db, await createAccessWorld(db.db));
    await growBook(db, fixture, TODAY);
  }, 120_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await jobs?.stop({ timeoutMs: 1000 });
    await db?.drop();
  });

  it('completes once after a restart, with no duplicate or missing day', { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/revaluation-worker.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.description, TODAY },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      child!.stdout!.on('data', (d: Buffer) => d.includes('ready') && resolve()),
    );

    const members = [fixture.gia, fixture.isa];
    const run = randomUUID();
    const sender = await startJobEngine(db, { logger: quiet, work: false, queues: QUICK_EXPIRY_QUEUES });
    await markForRevaluation(db.db, members, TODAY);
    await sender.sendMany('revalue-batch', [{ run, date: TODAY, portfolioIds: members }]);
    await sender.stop({ timeoutMs: 1000 });
    const [{ id }] = (await until(async () => {
      const rows = await rowsOf<{ id: string }>(
        db.db,
        sql`select id from pgboss.job where name = 'revalue-batch' and state = 'active'`,
      );
      return rows.length > 0 && rows;
    })) as [{ id: string }];
    // Part-way through: the batch's transaction is open (it holds both portfolios' row locks).
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;
    // Nothing of the killed attempt stayed: the batch's transaction never committed.
    const stillMarked = await db.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(inArray(portfolios.id, members), isNotNull(portfolios.revalueFrom)));
    expect(stillMarked).toHaveLength(2);

    // A new worker after the batch's expiry: it hands the dead worker's batch back and runs it.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    jobs = await startJobEngine(db, {
      logger: quiet,
      work: true,
      schedules: false,
      queues: QUICK_EXPIRY_QUEUES,
      pollingIntervalSeconds: 0.5,
    });
    await workRevaluations(jobs, db.db, () => TODAY);
    const done = await until(async () => {
      const [job] = await rowsOf<{ state: string; retries: number }>(
        db.db,
        sql`select state::text as state, retry_count as retries from pgboss.job where id = ${id}::uuid`,
      );
      return job?.state === 'completed' && job;
    });
    expect(done.retries).toBeGreaterThanOrEqual(1);
    const [batches] = await rowsOf<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from pgboss.job where name = 'revalue-batch'`,
    );
    expect(batches!.n).toBe(1);
    // Its end counted once for its run: both portfolios valued, of two.
    const ends = await db.db
      .select({ done: jobProgress.done, total: jobProgress.total })
      .from(jobProgress)
      .where(inArray(jobProgress.id, [id, run]));
    expect(ends).toEqual([
      { done: 2, total: 2 },
      { done: 2, total: 2 },
    ]);

    for (const portfolioId of members) {
      const stored = await db.db
        .select({ date: portfolioValuations.date, value: portfolioValuations.value })
        .from(portfolioValuations)
        .where(eq(portfolioValuations.portfolioId, portfolioId))
        .orderBy(portfolioValuations.date);
      const inputs = await valuationInputs(db.db, portfolioId, 'GBP', null, '0001-01-01', TODAY);
      const expected = valueDaily({
        ...inputs,
        baseCurrency: 'GBP',
        from: inputs.transactions[0]!.date,
        to: TODAY,
      }).points;
      expect(new Set(stored.map((p) => p.date)).size).toBe(stored.length);
      expect(stored.map((p) => p.date)).toEqual(expected.map((p) => p.date));
      expect(stored.map((p) => Number(p.value))).toEqual(expected.map((p) => Number(p.value)));
      const [row] = await db.db
        .select({ revalueFrom: portfolios.revalueFrom, valuedThrough: portfolios.valuedThrough })
        .from(portfolios)
        .where(eq(portfolios.id, portfolioId));
      expect(row).toEqual({ revalueFrom: null, valuedThrough: TODAY });
      // Nothing left to do: a second run finds the series current.
      expect(await revaluePortfolio(db.db, portfolioId, TODAY)).toBeNull();
    }
  });
});
