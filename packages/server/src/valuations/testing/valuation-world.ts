import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { portfolioValuations, portfolios } from '../../db/schema/index';
import { startJobEngine, type JobEngine } from '../../jobs/job-engine';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { requestRevaluation, workRevaluations } from '../revaluation-jobs';
import { markForRevaluation } from '../revaluation-marks';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ValuationWorld {
  db: TestDatabase;
  world: AccessWorld;
  portfolios: PortfolioWorld;
  jobs: JobEngine;
  /** The app with the job engine: what it books is re-valued by a job. */
  server: TestServer;
  /** The same app without a job engine: what it books waits for a worker. */
  noJobs: TestServer;
  /** Until the job has cleared every mark of these portfolios. */
  revalued(ids: readonly string[], timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The portfolio fixture with a real job engine working revaluations (today = the fixture's last
 * market date), the investor's GIA and ISA taken over by the pipeline from their month-start series.
 */
export async function startValuationWorld(): Promise<ValuationWorld> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const fixture = await addPortfolioWorld(db.db, world);
  const jobs = await startJobEngine(db, { logger: quiet, work: true, pollingIntervalSeconds: 0.5 });
  await workRevaluations(jobs, db.db, () => FIXTURE_AS_OF);
  const env = { RATE_LIMIT_MAX: '100000' };
  const server = await startTestServer({ database: db, extra: { jobs }, env });
  const noJobs = await startTestServer({ database: db, env });

  async function revalued(ids: readonly string[], timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await db.db
        .select({ revalueFrom: portfolios.revalueFrom })
        .from(portfolios)
        .where(inArray(portfolios.id, [...ids]));
      if (rows.every((row) => row.revalueFrom === null)) return;
      if (Date.now() > deadline) throw new Error('the revaluation job did not run');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const taken = [fixture.gia, fixture.isa];
  await markForRevaluation(db.db, taken, FIXTURE_AS_OF);
  await requestRevaluation(jobs, db.db, taken);
  await revalued(taken);
  return {
    db,
    world,
    portfolios: fixture,
    jobs,
    server,
    noJobs,
    revalued,
    async close() {
      await server.close();
      await noJobs.close();
      await jobs.stop({ timeoutMs: 1000 });
      await db.drop();
    },
  };
}

/** A portfolio's stored series: row id, date and value, oldest first. */
export async function storedSeries(world: ValuationWorld, portfolioId: string) {
  return world.db.db
    .select({ id: portfolioValuations.id, date: portfolioValuations.date, value: portfolioValuations.value })
    .from(portfolioValuations)
    .where(eq(portfolioValuations.portfolioId, portfolioId))
    .orderBy(portfolioValuations.date);
}
