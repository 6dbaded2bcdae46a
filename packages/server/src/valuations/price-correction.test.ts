import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentPrices, instruments, portfolios } from '../db/schema/index';
import { markMarketChange } from './mark-market-change';
import { requestRevaluation } from './revaluation-jobs';
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

    const marked = await w.db.db.transaction(async (tx) => {
      const [vodafone] = await tx
        .select({ id: instruments.id })
        .from(instruments)
        .where(eq(instruments.symbol, 'VOD.L'));
      const [close] = await tx
        .select({ price: instrumentPrices.price })
        .from(instrumentPrices)
        .where(and(eq(instrumentPrices.instrumentId, vodafone!.id), eq(instrumentPrices.date, '2025-03-01')));
      // A close for the Monday 20 % above the month's: every day from it on is valued differently.
      await tx.insert(instrumentPrices).values({
        instrumentId: vodafone!.id,
        date: day,
        price: (Number(close!.price) * 1.2).toFixed(2),
        currency: 'GBX',
      });
      return markMarketChange(tx, { symbols: { 'VOD.L': day }, rates: {}, benchmarks: {} });
    });
    expect(marked).toEqual([w.portfolios.gia]);
    await requestRevaluation(w.jobs, marked);
    await w.revalued(marked);

    const giaAfter = await storedSeries(w, w.portfolios.gia);
    const kept = giaBefore.filter((p) => p.date < day);
    expect(giaAfter.filter((p) => p.date < day)).toEqual(kept);
    const changed = giaAfter.filter((p) => p.date >= day);
    expect(changed.length).toBe(giaBefore.filter((p) => p.date >= day).length);
    expect(changed.every((p) => !giaBefore.some((q) => q.id === p.id))).toBe(true);
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
