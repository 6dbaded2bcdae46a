import { addDays, valueDaily } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { portfolioValuations, portfolios } from '../db/schema/index';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { batchInputsReader } from './batch-inputs';
import { cachedFigures } from './testing/cached-figures';
import { markForRevaluation } from './revaluation-marks';
import { revalueBatch } from './revalue-batch';
import { revaluePortfolio } from './revalue-portfolio';
import { valuationInputs } from './valuation-inputs';

const DAY = addDays(FIXTURE_AS_OF, 5);

/**
 * What two readers' inputs come to: the same transactions and closes, and the same days valued by
 * the engine (a reader may read more rates than another, as long as the engine finds the same ones).
 */
function outcome(inputs: Awaited<ReturnType<typeof valuationInputs>>, base: string, from: string) {
  return {
    transactions: inputs.transactions,
    prices: inputs.prices.map((row) => JSON.stringify(row)).sort(),
    points: valueDaily({ ...inputs, baseCurrency: base, accountCurrency: null, from, to: DAY }).points,
  };
}

/**
 * The clock's batches read several portfolios' inputs together; what each portfolio is valued from
 * must be exactly what its own reads give, and so must what is stored.
 */
describe('revaluing portfolios in a batch', () => {
  let database: TestDatabase;
  let fixture: PortfolioWorld;
  let ids: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await addPortfolioWorld(database.db, await createAccessWorld(database.db));
    ids = [fixture.gia, fixture.isa];
    await markForRevaluation(database.db, ids, FIXTURE_AS_OF);
    for (const id of ids) await revaluePortfolio(database.db, id, FIXTURE_AS_OF);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('reads for each portfolio what its own reads give', async () => {
    const db = database.db;
    const from = addDays(FIXTURE_AS_OF, 1);
    const rows = await db
      .select({ id: portfolios.id, currency: portfolios.currency })
      .from(portfolios)
      .where(inArray(portfolios.id, ids));
    const members = rows.map((row) => ({
      id: row.id,
      base: row.currency ?? 'GBP',
      accountCurrency: null,
      from,
      currency: row.currency,
    }));
    const read = await batchInputsReader(db, members, DAY);
    for (const member of members) {
      const own = await valuationInputs(db, member.id, member.base, null, from, DAY);
      expect(own.transactions.length).toBeGreaterThan(0);
      const batched = await read(db, member.id, member.base, null, from, DAY);
      expect(outcome(batched, member.base, from)).toEqual(outcome(own, member.base, from));
    }
  });

  it('stores the same days and figures as valuing each portfolio alone', async () => {
    const db = database.db;
    const series = (id: string) =>
      db
        .select({
          date: portfolioValuations.date,
          value: portfolioValuations.value,
          flow: portfolioValuations.netFlow,
        })
        .from(portfolioValuations)
        .where(eq(portfolioValuations.portfolioId, id))
        .orderBy(portfolioValuations.date);
    const figures = () => cachedFigures(db, ids);
    expect(await revalueBatch(db, ids, DAY)).toEqual({ done: 2, failed: [] });
    const batched = await Promise.all(ids.map((id) => series(id)));
    const batchedFigures = await figures();
    expect(batched[0]!.at(-1)!.date).toBe(DAY);

    // Back to before the batch and valued one by one: the same rows (dates and values), the same figures.
    await markForRevaluation(db, ids, addDays(FIXTURE_AS_OF, 1));
    for (const id of ids) await revaluePortfolio(db, id, DAY);
    const alone = await Promise.all(ids.map((id) => series(id)));
    expect(alone).toEqual(batched);
    expect(await figures()).toEqual(batchedFigures);
    const [marked] = await db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, fixture.gia));
    expect(marked!.revalueFrom).toBeNull();
  });

  // A second session holds the lock an edit takes: only on the PostgreSQL server (PGlite has one session).
  it.skipIf(!process.env.DATABASE_URL)(
    'values the other portfolios while an edit holds one, then that one with the edit',
    async () => {
      const db = database.db;
      const later = addDays(DAY, 3);
      const edited = addDays(FIXTURE_AS_OF, 2);
      const valuedThrough = async (id: string) =>
        (await db.select({ d: portfolios.valuedThrough }).from(portfolios).where(eq(portfolios.id, id)))[0]!
          .d;
      const edit = await database.pool!.connect();
      try {
        await edit.query('begin');
        await edit.query('select id from portfolios where id = $1 for update', [fixture.gia]);
        const batch = revalueBatch(db, ids, later);
        const deadline = Date.now() + 20_000;
        while ((await valuedThrough(fixture.isa)) !== later) {
          if (Date.now() > deadline) throw new Error('the batch waited for the locked portfolio');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await valuedThrough(fixture.gia)).toBe(DAY);
        // The edit marks its portfolio from an earlier day and commits; the batch then values it.
        await edit.query('update portfolios set revalue_from = $2 where id = $1', [fixture.gia, edited]);
        await edit.query('commit');
        expect(await batch).toEqual({ done: 2, failed: [] });
      } finally {
        edit.release();
      }
      const [gia] = await db
        .select({ valuedThrough: portfolios.valuedThrough, revalueFrom: portfolios.revalueFrom })
        .from(portfolios)
        .where(eq(portfolios.id, fixture.gia));
      expect(gia).toEqual({ valuedThrough: later, revalueFrom: null });
    },
  );
});
