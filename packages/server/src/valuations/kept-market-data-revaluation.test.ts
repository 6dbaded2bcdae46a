import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { instrumentPrices, instruments, portfolioValuations, portfolios } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { markForRevaluation } from './revaluation-marks';
import { revaluePortfolio } from './revalue-portfolio';

/**
 * A revaluation reads closes and rates from the copy its process keeps (decision 109). Started right
 * after a correction or an import commits, from this handle or another one (another process keeps
 * its own copy), it must value the new close: the series it stores equals a whole revaluation by a
 * handle that had kept nothing.
 */
describe('revaluations from kept market data', () => {
  let database: TestDatabase;
  let fixture: PortfolioWorld;
  /** Separate handles of the same database, each with a copy of its own, like server processes. */
  let handles: Database[];
  const handle = () =>
    (database.pglite
      ? drizzlePglite(database.pglite, { schema })
      : drizzlePg(database.pool!, { schema })) as unknown as Database;
  const later = '2025-06-04';

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await addPortfolioWorld(database.db, await createAccessWorld(database.db));
    handles = [database.db, handle()];
  });
  afterAll(async () => {
    await database?.drop();
  });

  const series = async (id: string) =>
    database.db
      .select({ date: portfolioValuations.date, value: portfolioValuations.value })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, id))
      .orderBy(asc(portfolioValuations.date));

  /** The series a handle that kept nothing writes when it values the whole book again. */
  async function fromScratch(id: string) {
    await database.db.update(portfolios).set({ valuedThrough: null }).where(eq(portfolios.id, id));
    await revaluePortfolio(handle(), id, later);
    return series(id);
  }

  const vod = sql`(select id from ${instruments} where symbol = 'VOD.L')`;

  it.each([
    ['this handle', 0, 0],
    ['another handle', 1, 0],
    ['this handle, valued by the other', 0, 1],
  ])('values a close corrected through %s', async (_, writer, valuer) => {
    const id = fixture.gia;
    // Both copies are warm: each handle has valued the book to the later day.
    for (const h of handles) {
      await markForRevaluation(h, [id], '2025-01-01');
      await revaluePortfolio(h, id, later);
    }
    const before = await series(id);
    const day = '2025-03-03';
    await handles[writer]!.update(instrumentPrices)
      .set({ price: sql`${instrumentPrices.price} * 1.2` })
      .where(and(eq(instrumentPrices.instrumentId, vod), eq(instrumentPrices.date, '2025-03-01')));
    await markForRevaluation(handles[writer]!, [id], '2025-03-01');
    await revaluePortfolio(handles[valuer]!, id, later);
    const after = await series(id);
    const valueOn = (list: typeof before) => list.find((p) => p.date === day)!.value;
    expect(valueOn(after)).not.toBe(valueOn(before));
    expect(after).toEqual(await fromScratch(id));
  });

  it("values a new day's close imported through another handle", async () => {
    const id = fixture.gia;
    const valuer = handles[0]!;
    await markForRevaluation(valuer, [id], '2025-01-01');
    await revaluePortfolio(valuer, id, later);
    const before = await series(id);
    // The clock's fetch of the days after the fixture's last close (a Sunday): Monday and Tuesday.
    const [last] = await database.db
      .select({ instrumentId: instrumentPrices.instrumentId, price: instrumentPrices.price })
      .from(instrumentPrices)
      .where(eq(instrumentPrices.instrumentId, vod))
      .orderBy(sql`${instrumentPrices.date} desc`)
      .limit(1);
    await handles[1]!.insert(instrumentPrices).values(
      ['2025-06-02', '2025-06-03'].map((date, i) => ({
        instrumentId: last!.instrumentId,
        date,
        price: (Number(last!.price) * (1.1 + i * 0.1)).toFixed(4),
        currency: 'GBX',
      })),
    );
    await markForRevaluation(handles[1]!, [id], '2025-06-02');
    await revaluePortfolio(valuer, id, later);
    const after = await series(id);
    const valueOn = (list: typeof before, date: string) => list.find((p) => p.date === date)!.value;
    expect(valueOn(after, '2025-06-03')).not.toBe(valueOn(before, '2025-06-03'));
    expect(after).toEqual(await fromScratch(id));
    expect(FIXTURE_AS_OF < '2025-06-02').toBe(true);
  });
});
