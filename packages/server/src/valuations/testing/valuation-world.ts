import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { portfolioValuations, portfolios } from '../../db/schema/index';
import { startJobEngine, type JobEngine } from '../../jobs/job-engine';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { sessionCookie } from '../../testing/sign-in-as';
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
  /** A request as the investor's advisor (signed in, CSRF token sent), to `server` unless told. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    server?: TestServer,
  ): Promise<InjectResponse>;
  /** Until the job has cleared every mark of these portfolios. */
  revalued(ids: readonly string[], timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The portfolio fixture with a real job engine working revaluations (today = the fixture's last
 * market date unless `today` says otherwise: the routes book on the real day), the investor's GIA
 * and ISA taken over by the pipeline from their month-start series.
 */
export async function startValuationWorld(
  today: () => string = () => FIXTURE_AS_OF,
): Promise<ValuationWorld> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const fixture = await addPortfolioWorld(db.db, world);
  const jobs = await startJobEngine(db, { logger: quiet, work: true, pollingIntervalSeconds: 0.5 });
  await workRevaluations(jobs, db.db, today);
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

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    via = server,
  ): Promise<InjectResponse> {
    const cookie = `portal_csrf=t; ${await sessionCookie(db.db, world.users.ownerAdvisor)}`;
    return via.app.inject({
      method,
      url,
      headers: {
        cookie,
        'x-csrf-token': 't',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
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
    call,
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
