import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentPrices, instruments, portfolios } from '../db/schema/index';
import { sessionCookie } from '../testing/sign-in-as';
import { startValuationWorld, storedSeries, type ValuationWorld } from './testing/valuation-world';

/**
 * A close corrected three months back (Vodafone, which only the GIA ever traded): the GIA is re-valued
 * from that day, its earlier days untouched, and the ISA is not re-valued at all.
 */
describe('a price correction three months back', () => {
  let w: ValuationWorld;
  beforeAll(async () => {
    w = await startValuationWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('re-values that portfolio from that day, and only it', async () => {
    const giaBefore = await storedSeries(w, w.portfolios.gia);
    const isaBefore = await storedSeries(w, w.portfolios.isa);
    const day = '2025-03-03';

    const [close] = await w.db.db
      .select({ price: instrumentPrices.price })
      .from(instrumentPrices)
      .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
      .where(and(eq(instruments.symbol, 'VOD.L'), eq(instrumentPrices.date, '2025-03-01')));
    // A close for the Monday 20 % above the month's, through the admin's audited correction.
    const corrected = await w.server.app.inject({
      method: 'POST',
      url: '/api/market-data/price-corrections',
      headers: {
        cookie: `portal_csrf=t; ${await sessionCookie(w.db.db, w.world.users.admin)}`,
        'x-csrf-token': 't',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        symbol: 'VOD.L',
        date: day,
        price: (Number(close!.price) * 1.2).toFixed(2),
        reason: 'The vendor sent the bid, not the close',
      }),
    });
    expect(corrected.statusCode).toBe(200);
    const [marked] = await w.db.db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, w.portfolios.gia));
    // Marked in the correction's own transaction; the job may already have cleared it.
    expect([day, null]).toContain(marked!.revalueFrom);
    await w.revalued([w.portfolios.gia]);

    const giaAfter = await storedSeries(w, w.portfolios.gia);
    const kept = giaBefore.filter((p) => p.date < day);
    expect(giaAfter.filter((p) => p.date < day)).toEqual(kept);
    const changed = giaAfter.filter((p) => p.date >= day);
    expect(changed.length).toBe(giaBefore.filter((p) => p.date >= day).length);
    expect(new Set(changed.map((p) => p.date)).size).toBe(changed.length);
    const valueOn = (list: typeof giaBefore, date: string) => list.find((p) => p.date === date)?.value;
    expect(valueOn(giaAfter, day)).not.toBe(valueOn(giaBefore, day));

    expect(await storedSeries(w, w.portfolios.isa)).toEqual(isaBefore);
    const [isa] = await w.db.db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, w.portfolios.isa));
    expect(isa!.revalueFrom).toBeNull();
  });
});
