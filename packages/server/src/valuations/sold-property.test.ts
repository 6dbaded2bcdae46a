import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@portal/domain';
import { holdings, portfolioValuations, soldProperties } from '../db/schema/index';
import { todayIso } from '../providers/provider';
import { startValuationWorld, type ValuationWorld } from './testing/valuation-world';

/**
 * Decision 101: a property sold (its holding row deleted by hand, or by a sale to 0 units) keeps the
 * data it was valued from, so a later revaluation from before the sale (a backdated contribution)
 * values the days it was held as before: only the contribution moves them.
 */
describe('a sold property keeps its valuation', () => {
  let w: ValuationWorld;
  const today = todayIso();
  const isa = () =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${w.portfolios.isa}`;

  beforeAll(async () => {
    w = await startValuationWorld(todayIso);
  });
  afterAll(async () => {
    await w?.close();
  });

  const series = async () =>
    (
      await w.db.db
        .select({ date: portfolioValuations.date, value: portfolioValuations.value })
        .from(portfolioValuations)
        .where(eq(portfolioValuations.portfolioId, w.portfolios.isa))
        .orderBy(asc(portfolioValuations.date))
    ).map((r) => ({ date: r.date, value: new MoneyDecimal(r.value).toFixed(2) }));
  const holdingOf = async (symbol: string) =>
    (
      await w.db.db
        .select({ id: holdings.id })
        .from(holdings)
        .where(and(eq(holdings.portfolioId, w.portfolios.isa), eq(holdings.symbol, symbol)))
    )[0];
  const addProperty = async (symbol: string, date: string, growth: string) => {
    const added = await w.call('POST', `${isa()}/holdings`, {
      name: `Property ${symbol}`,
      symbol,
      units: '1',
      currency: 'GBP',
      assetclass: 'Property',
      date,
      purchaseValue: '200000',
      annual_growth: growth,
    });
    expect(added.statusCode).toBe(201);
  };

  const book = async (type: string, symbol: string, amount: string, date: string, more = {}) => {
    const body = { type, name: `${type} ${symbol}`, symbol, amount, currency: 'GBP', date, ...more };
    expect((await w.call('POST', `${isa()}/transactions`, body)).statusCode).toBe(201);
  };

  it('values the days before both sales the same after a backdated contribution', async () => {
    await addProperty('PROP-DEL', '2024-06-03', '6');
    await addProperty('PROP-SALE', '2024-07-01', '5');
    await w.revalued([w.portfolios.isa]);

    // Sold by deleting the line through the API, and by a sale transaction (its own value, 1 unit).
    const deleted = (await holdingOf('PROP-DEL'))!.id;
    expect((await w.call('DELETE', `${isa()}/holdings/${deleted}`)).statusCode).toBe(200);
    await book('Sale', 'PROP-SALE', '1', '2025-09-01');
    await w.revalued([w.portfolios.isa]);
    expect(await holdingOf('PROP-DEL')).toBeUndefined();
    expect(await holdingOf('PROP-SALE')).toBeUndefined();
    const kept = await w.db.db
      .select({ symbol: soldProperties.symbol, soldOn: soldProperties.soldOn })
      .from(soldProperties)
      .where(eq(soldProperties.portfolioId, w.portfolios.isa))
      .orderBy(asc(soldProperties.symbol));
    expect(kept).toEqual([
      { symbol: 'PROP-DEL', soldOn: today },
      { symbol: 'PROP-SALE', soldOn: '2025-09-01' },
    ]);
    // The holdings list no longer shows them.
    const view = (await w.call('GET', `${isa()}/holdings`)).json();
    expect(view.items.map((h: { symbol: string }) => h.symbol)).not.toContain('PROP-DEL');
    expect(view.items.map((h: { symbol: string }) => h.symbol)).not.toContain('PROP-SALE');
    const before = await series();

    await book('Contribution', 'CASH', '1000.00', '2025-01-06');
    await w.revalued([w.portfolios.isa]);
    const after = await series();

    expect(after.map((p) => p.date)).toEqual(before.map((p) => p.date));
    const moved = after.map((p, i) => [p.date, new MoneyDecimal(p.value).minus(before[i]!.value).toFixed(2)]);
    // Every day before the contribution as it was; every day from it on moved by it alone.
    expect(moved.filter(([date, d]) => date! < '2025-01-06' && d !== '0.00')).toEqual([]);
    expect(moved.filter(([date, d]) => date! >= '2025-01-06' && d !== '1000.00')).toEqual([]);
    expect(after.at(-1)!.date).toBe(today);
    expect(after.at(-1)!.value).toBe((await w.call('GET', `${isa()}/holdings`)).json().value);
  });

  it('reads no kept data for a symbol held again: the new line is valued as the list values it', async () => {
    await book('Purchase', 'PROP-SALE', '1', '2025-10-01', { price: '1000', value: '1000.00' });
    await w.revalued([w.portfolios.isa]);
    const after = await series();
    expect(after.at(-1)!.value).toBe((await w.call('GET', `${isa()}/holdings`)).json().value);
  });
});
