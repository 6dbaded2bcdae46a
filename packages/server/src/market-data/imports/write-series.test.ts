import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { instrumentPrices, instruments } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import type { MarketWriter } from './after-write';
import { writePrices, type PriceWrite } from './write-market-rows';

/**
 * Two imports of the same symbols in opposite orders at once (decision 109's stamp trigger locks
 * a series' stamp row until the import commits). On a PostgreSQL server each runs on its own
 * connection: with the chunks written in file order, each would hold its first symbol's stamp and
 * wait for the other's, and the server would end one of them as a deadlock.
 */
describe('market writes in key order', () => {
  let db: TestDatabase;
  let first: string;
  let second: string;
  const writer: MarketWriter = { userId: randomUUID(), source: 'import' };
  const days: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // More days than one write chunk (1,000 rows), so each import is several statements.
    for (let d = new Date('2020-01-01'); days.length < 1100; d.setUTCDate(d.getUTCDate() + 1))
      if (d.getUTCDay() % 6 !== 0) days.push(d.toISOString().slice(0, 10));
    const rows = await db.db
      .insert(instruments)
      .values([
        { symbol: 'ORDER.A', name: 'A', currency: 'GBP' },
        { symbol: 'ORDER.B', name: 'B', currency: 'GBP' },
      ])
      .returning({ id: instruments.id });
    [first, second] = rows.map((row) => row.id).sort() as [string, string];
  });
  afterAll(async () => {
    await db?.drop();
  });

  const closes = (instrumentId: string, series: string, price: string): PriceWrite[] =>
    days.map((date) => ({ instrumentId, currency: 'GBP', series, date, figure: price, before: null }));

  it('lets two imports of overlapping symbols in opposite orders both commit', async () => {
    for (const round of [1, 2, 3]) {
      const price = `${100 + round}.25`;
      // One file lists A's days then B's; the other B's then A's (re-stating the same closes).
      const aThenB = [...closes(first, 'ORDER.A', price), ...closes(second, 'ORDER.B', price)];
      const bThenA = [...closes(second, 'ORDER.B', price), ...closes(first, 'ORDER.A', price)];
      const outcomes = await Promise.allSettled([
        db.db.transaction((tx) => writePrices(tx, aThenB, writer)),
        db.db.transaction((tx) => writePrices(tx, bThenA, writer)),
      ]);
      // A deadlock ends one with SQLSTATE 40P01 (the driver's error is the query's cause).
      const codeOf = (reason: unknown) =>
        (reason as { cause?: { code?: string } }).cause?.code ?? String(reason);
      expect(outcomes.map((o) => (o.status === 'rejected' ? codeOf(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
    }
    const stored = await db.db
      .select({ n: count(), prices: sql<string>`string_agg(distinct ${instrumentPrices.price}::text, ',')` })
      .from(instrumentPrices);
    expect(stored).toEqual([{ n: 2 * days.length, prices: '103.25000000' }]);
  });
});
