import { addDays, addMonths } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { portfolioValuations } from '../db/schema/index';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { grown } from './period-figures';
import { markForRevaluation } from './revaluation-marks';
import { cachedFigures } from './testing/cached-figures';
import { revalueBatch } from './revalue-batch';
import { keptPointsOf, revaluePortfolio } from './revalue-portfolio';

/**
 * A clock batch reads a few stored days and their growths instead of the whole series (decision
 * 115): the growths stored must stay those of the whole series after every kind of write, and the
 * figures a batch stores must be those of valuing each portfolio alone from every day.
 */
describe('the stored growths of a series', () => {
  let database: TestDatabase;
  let fixture: PortfolioWorld;
  let ids: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await addPortfolioWorld(database.db, await createAccessWorld(database.db));
    ids = [fixture.gia, fixture.isa];
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Every stored day's growths are those computed from its first day, to the last bit. */
  async function expectGrowthsOfTheWholeSeries() {
    const stored = await keptPointsOf(
      database.db,
      ids.map((id) => ({ id, from: '9999-12-31' })),
    );
    for (const [, { points }] of stored) {
      expect(points.length).toBeGreaterThan(20);
      const whole = grown(points, null);
      points.forEach((day, i) => {
        const want = whole[i]!.growth;
        const same = (a: number | undefined, b: number) => a !== undefined && Object.is(a, b);
        if (
          !day.growth ||
          !same(day.growth.columns, want.columns) ||
          !same(day.growth.entries, want.entries) ||
          !same(day.growth.twr, want.twr)
        )
          expect({ date: day.date, growth: day.growth }).toEqual({ date: day.date, growth: want });
      });
    }
  }

  const figures = () => cachedFigures(database.db, ids);

  /** The batch's figures for `day` from `from`, then those of valuing each alone from the same state. */
  async function batchThenAlone(from: string | null, day: string) {
    if (from) await markForRevaluation(database.db, ids, from);
    expect(await revalueBatch(database.db, ids, day)).toEqual({ done: 2, failed: [] });
    const batched = await figures();
    await expectGrowthsOfTheWholeSeries();
    expect(new Set(batched.portfolios.map((p) => p.valuedThrough))).toEqual(new Set([day]));
    return batched;
  }

  it('are written by the first revaluation, then continued day by day, and the figures stay those of every day', async () => {
    const db = database.db;
    // Stored before the growths were (the fixture's rows have none): a revaluation fills them all.
    await markForRevaluation(db, ids, FIXTURE_AS_OF);
    for (const id of ids) await revaluePortfolio(db, id, FIXTURE_AS_OF);
    await expectGrowthsOfTheWholeSeries();

    // Next days in batches, each reading a few days: the same as valuing each alone from every day.
    let day = FIXTURE_AS_OF;
    for (let n = 0; n < 3; n++) {
      const previous = day;
      day = addDays(day, n === 0 ? 3 : 1);
      const batched = await batchThenAlone(null, day);
      await markForRevaluation(db, ids, addDays(previous, 1));
      for (const id of ids) await revaluePortfolio(db, id, day);
      expect(await figures()).toEqual(batched);
    }

    // An edit backdated months rewrites the days from then: their growths too; then the next day.
    const edited = addMonths(FIXTURE_AS_OF, -7);
    await db
      .update(portfolioValuations)
      .set({ growthColumns: 2, growthEntries: 2, growthTwr: 2 })
      .where(eq(portfolioValuations.date, addDays(edited, 10)));
    const backdated = await batchThenAlone(edited, day);
    await markForRevaluation(db, ids, edited);
    for (const id of ids) await revaluePortfolio(db, id, day);
    expect(await figures()).toEqual(backdated);
    const next = addDays(day, 1);
    const batched = await batchThenAlone(null, next);
    await markForRevaluation(db, ids, addDays(day, 1));
    for (const id of ids) await revaluePortfolio(db, id, next);
    expect(await figures()).toEqual(batched);

    // Days stored without growths (as before decision 115): the batch reads the whole series and fills them.
    await db
      .update(portfolioValuations)
      .set({ growthColumns: null, growthEntries: null, growthTwr: null })
      .where(inArray(portfolioValuations.portfolioId, ids));
    const filled = await batchThenAlone(next, next);
    await markForRevaluation(db, ids, next);
    for (const id of ids) await revaluePortfolio(db, id, next);
    expect(await figures()).toEqual(filled);
  });
});
