import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  funds,
  instrumentPrices,
  instruments,
  marketDataIssues,
  portfolioValuations,
  portfolios,
} from '../db/schema/index';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { series, startRateService, type RateService } from '../market-data/testing/rate-service';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { workRevaluations } from '../valuations/revaluation-jobs';
import { marketIsBehind, workClock } from './clock-jobs';

const DAY = '2025-06-06'; // a Friday; the fixture's last closes are dated Sunday 1 June
const WEEK = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', DAY];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The daily clock (§7 bigben) against a local server speaking the rate service's protocol: the
 * day's closes are stored, every active portfolio is valued for the day, and a symbol the service
 * answers with nonsense is reported and kept at its last known close, never guessed.
 */
describe('the daily clock', () => {
  let database: TestDatabase;
  let service: RateService;
  let jobs: JobEngine;
  let fixture: PortfolioWorld;

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await addPortfolioWorld(database.db, await createAccessWorld(database.db));
    service = await startRateService();
    for (const [subject, start] of [
      ['VOD.L', 70],
      ['RWSC', 190],
      ['EUR/GBP', 0.85],
      ['GBP/USD', 1.27],
    ] as const) {
      service.script(subject, [series(WEEK.map((d, i) => [d, (start + i / 10).toFixed(4)]))]);
    }
    service.script('UKGILT', [{ raw: '{"Time Series (Daily)": "not a series"' }]);
    // An explorer fund priced by one of the instruments: its figures follow the day's close.
    const [vod] = await database.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'VOD.L'));
    await database.db
      .insert(funds)
      .values({ isin: 'GB00BH4HKS39', name: 'Vodafone fund', currency: 'GBX', instrumentId: vod!.id });
    jobs = await startJobEngine(database, { logger: quiet, work: true, pollingIntervalSeconds: 0.5 });
    // The clock fans its revaluations out as batch jobs: the revaluation workers value them.
    await workRevaluations(jobs, database.db, () => DAY);
    await workClock(
      jobs,
      database.db,
      {
        marketData: {
          source: 'http',
          url: service.url,
          key: 'KEY',
          timeoutMs: 2000,
          retries: 0,
          dailyBudget: 100,
        },
        clock: { schedule: 'off', timezone: 'Europe/London', catchUp: false },
      },
      () => DAY,
    );
  });
  afterAll(async () => {
    await jobs?.stop({ timeoutMs: 1000 });
    await service?.close();
    await database?.drop();
  });

  async function finished(id: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await jobs.find(id);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job.state;
      if (Date.now() > deadline) throw new Error('the clock did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('stores the day’s closes, values every active portfolio for the day and reports a failing symbol', async () => {
    // A portal started after days without its clock catches up at once.
    expect(await marketIsBehind(database.db, DAY)).toBe(true);
    const started = await jobs.startManual('bigben');
    expect(await finished(started!.id)).toBe('completed');
    const db = database.db;

    const closeOn = async (symbol: string) =>
      (
        await db
          .select({ date: instrumentPrices.date, price: instrumentPrices.price })
          .from(instrumentPrices)
          .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
          .where(eq(instruments.symbol, symbol))
          .orderBy(instrumentPrices.date)
      ).at(-1);
    expect(await closeOn('VOD.L')).toEqual({ date: DAY, price: '70.40000000' });
    // The gilt's answer was nonsense: its last close stays the one it had, and the day says so.
    expect((await closeOn('UKGILT'))!.date < DAY).toBe(true);
    const issues = await db
      .select({ subject: marketDataIssues.subject, reason: marketDataIssues.reason })
      .from(marketDataIssues)
      .where(eq(marketDataIssues.date, DAY));
    expect(issues).toEqual([{ subject: 'UKGILT', reason: 'malformed' }]);

    const notValued = await db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(eq(portfolios.active, true), ne(portfolios.valuedThrough, DAY)));
    expect(notValued).toEqual([]);
    expect(
      await db.select({ id: portfolios.id }).from(portfolios).where(isNull(portfolios.valuedThrough)),
    ).toEqual([]);
    const last = await db
      .select({ date: portfolioValuations.date, value: portfolioValuations.value })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, fixture.isa))
      .orderBy(portfolioValuations.date);
    expect(last.at(-1)!.date).toBe(DAY);
    const [isa] = await db
      .select({ value: portfolios.value })
      .from(portfolios)
      .where(eq(portfolios.id, fixture.isa));
    expect(last.at(-1)!.value).toBe(isa!.value);
    expect(await marketIsBehind(database.db, '2025-06-09')).toBe(false); // the Monday after

    // The fund's price, date and 1D change are the stored closes' (70.3 then 70.4).
    const [fund] = await db
      .select({ price: funds.price, priceDate: funds.priceDate, change1d: funds.change1d })
      .from(funds)
      .where(eq(funds.isin, 'GB00BH4HKS39'));
    expect(fund).toEqual({ price: '70.40000000', priceDate: DAY, change1d: expect.any(String) as string });
    expect(Number(fund!.change1d)).toBeCloseTo((70.4 / 70.3 - 1) * 100, 4);
  });
});
