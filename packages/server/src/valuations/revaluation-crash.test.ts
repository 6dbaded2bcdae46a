import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueDaily } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { portfolioValuations, portfolios } from '../db/schema/index';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { requestRevaluation, workRevaluations } from './revaluation-jobs';
import { markForRevaluation } from './revaluation-marks';
import { revaluePortfolio } from './revalue-portfolio';
import { growBook } from './testing/big-book';
import { QUICK_EXPIRY_QUEUES } from './testing/quick-expiry-queues';
import { valuationInputs } from './valuation-inputs';

const TODAY = '2025-06-06';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

async function jobState(
  db: TestDatabase,
  id: string,
): Promise<{ state: string; retries: number } | undefined> {
  const result: unknown = await db.db.execute(
    sql`select state::text as state, retry_count as retries from pgboss.job where id = ${id}::uuid`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    state: string;
    retries: number;
  }[];
  return rows[0];
}

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
 * A worker process killed (SIGKILL) in the middle of a revaluation: once the job comes back, it
 * completes once, and the series has every day exactly once. Two processes must share the
 * database, which only a PostgreSQL server allows (the embedded PGlite is one process's), so this
 * runs in the suite's PostgreSQL pass (DATABASE_URL), as CI runs it.
 */
describe.skipIf(!process.env.DATABASE_URL)('a revaluation whose worker is killed part-way', () => {
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

    const sender = await startJobEngine(db, { logger: quiet, work: false, queues: QUICK_EXPIRY_QUEUES });
    await markForRevaluation(db.db, [fixture.gia], TODAY);
    await requestRevaluation(sender, db.db, [fixture.gia]);
    await sender.stop({ timeoutMs: 1000 });
    const [{ id }] = (await until(async () => {
      const result: unknown = await db.db.execute(
        sql`select id from pgboss.job where name = 'revalue-portfolio' and state = 'active'`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: string;
      }[];
      return rows.length > 0 && rows;
    })) as [{ id: string }];
    // Part-way through: the revaluation's transaction is open (it holds the portfolio's row lock).
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;

    // A new worker after the job's expiry: it hands the dead worker's job back and runs it.
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
      const job = await jobState(db, id);
      return job?.state === 'completed' && job;
    });
    expect(done.retries).toBeGreaterThanOrEqual(1);
    const completed: unknown = await db.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'revalue-portfolio' and state = 'completed'`,
    );
    expect(
      (
        (Array.isArray(completed) ? completed : (completed as { rows: unknown[] }).rows) as { n: number }[]
      )[0]!.n,
    ).toBe(1);

    const stored = await db.db
      .select({ date: portfolioValuations.date, value: portfolioValuations.value })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, fixture.gia))
      .orderBy(portfolioValuations.date);
    const inputs = await valuationInputs(db.db, fixture.gia, 'GBP', null, '0001-01-01', TODAY);
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
      .where(eq(portfolios.id, fixture.gia));
    expect(row).toEqual({ revalueFrom: null, valuedThrough: TODAY });
    // Nothing left to do: a second run finds the series current.
    expect(await revaluePortfolio(db.db, fixture.gia, TODAY)).toBeNull();
  });
});
