import { addDays, isWeekday } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { portfolioValuations, portfolios } from '../db/schema/index';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { markForRevaluation } from './revaluation-marks';
import { revaluePortfolio } from './revalue-portfolio';

// FIXTURE_AS_OF is a Sunday: a revaluation run that day ends its series on it, as the holdings
// valued that day must agree with the last point. Valued again on later days, the series must be
// the one a whole revaluation writes, which has no such day (nothing was traded on it).
describe("a weekend day that ended an earlier run's series", () => {
  let database: TestDatabase;
  let fixture: PortfolioWorld;
  const friday = addDays(FIXTURE_AS_OF, 5);

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await addPortfolioWorld(database.db, await createAccessWorld(database.db));
  });
  afterAll(async () => {
    await database?.drop();
  });

  const stored = async (id: string) => {
    const series = await database.db
      .select({
        date: portfolioValuations.date,
        value: portfolioValuations.value,
        flow: portfolioValuations.netFlow,
        income: portfolioValuations.income,
        fees: portfolioValuations.fees,
      })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, id))
      .orderBy(asc(portfolioValuations.date));
    const [figures] = await database.db.select().from(portfolios).where(eq(portfolios.id, id));
    const { updatedAt: _updatedAt, ...rest } = figures!;
    return { series, figures: rest };
  };

  it('is dropped by the next day, so day after day equals a whole revaluation', async () => {
    const db = database.db;
    const id = fixture.gia;
    expect(isWeekday(FIXTURE_AS_OF)).toBe(false);
    await markForRevaluation(db, [id], FIXTURE_AS_OF);
    await revaluePortfolio(db, id, FIXTURE_AS_OF);
    expect((await stored(id)).series.at(-1)?.date).toBe(FIXTURE_AS_OF);

    for (let day = addDays(FIXTURE_AS_OF, 1); day <= friday; day = addDays(day, 1))
      await revaluePortfolio(db, id, day);
    const dayByDay = await stored(id);
    expect(dayByDay.series.map((p) => p.date)).not.toContain(FIXTURE_AS_OF);

    await db.update(portfolios).set({ valuedThrough: null }).where(eq(portfolios.id, id));
    await revaluePortfolio(db, id, friday);
    expect(dayByDay).toEqual(await stored(id));
  });

  it('is dropped by a run that jumps several days too', async () => {
    const db = database.db;
    const id = fixture.isa;
    await markForRevaluation(db, [id], FIXTURE_AS_OF);
    await revaluePortfolio(db, id, FIXTURE_AS_OF);
    await revaluePortfolio(db, id, friday);
    const dayByDay = await stored(id);
    await db.update(portfolios).set({ valuedThrough: null }).where(eq(portfolios.id, id));
    await revaluePortfolio(db, id, friday);
    expect(dayByDay).toEqual(await stored(id));
  });
});
