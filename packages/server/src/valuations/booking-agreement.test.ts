import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@portal/domain';
import { holdings, portfolios } from '../db/schema/index';
import { rowsOf } from '../providers/database/market';
import { FIXTURE_AS_OF } from '../testing/portfolio-fixtures';
import { requestRevaluation } from './revaluation-jobs';
import { startValuationWorld, storedSeries, type ValuationWorld } from './testing/valuation-world';

/**
 * Issue 13, "daily valuations always agree with the books": whatever is booked into a portfolio
 * whose cash is tracked (the fixture ISA has a contribution), the holdings table moves its cash by
 * the same rule the daily engine values with, so after the revaluation job the last valued point
 * equals the holdings' value. A purchase used to leave the cash line as it was while the engine paid
 * for it from cash; a dollar dividend went to a CASH.USD line the engine had converted on its date.
 */
describe('every booking agrees with the daily valuation', () => {
  let w: ValuationWorld;
  const isa = () =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${w.portfolios.isa}`;

  beforeAll(async () => {
    w = await startValuationWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  const holdingsTotal = async () =>
    (await w.call('GET', `${isa()}/holdings?date=${FIXTURE_AS_OF}`)).json().value as string;
  const cashLines = async () =>
    (
      await w.db.db
        .select({ symbol: holdings.symbol, units: holdings.units })
        .from(holdings)
        .where(and(eq(holdings.portfolioId, w.portfolios.isa), eq(holdings.active, true)))
    )
      .filter((h) => h.symbol?.startsWith('CASH.'))
      .map((h) => [h.symbol, new MoneyDecimal(h.units).toFixed(2)]);
  const cashGbp = async () =>
    new MoneyDecimal((await cashLines()).find(([s]) => s === 'CASH.GBP')?.[1] ?? '0');

  const bookings: [string, Record<string, string>, string | null][] = [
    [
      'a purchase with a fee',
      {
        type: 'Purchase',
        name: 'UK Treasury 4% 2030',
        symbol: 'UKGILT',
        amount: '10',
        price: '100',
        value: '1000.00',
        currency: 'GBP',
        fee: '5.00',
      },
      '-1005.00',
    ],
    [
      'a sale with a fee',
      {
        type: 'Sale',
        name: 'UK Treasury 4% 2030',
        symbol: 'UKGILT',
        amount: '5',
        price: '101',
        value: '505.00',
        currency: 'GBP',
        fee: '2.50',
      },
      '502.50',
    ],
    [
      'a dividend',
      { type: 'Dividend', name: 'Gilt coupon', symbol: 'UKGILT', amount: '12.50', currency: 'GBP' },
      '12.50',
    ],
    [
      'interest with a fee',
      { type: 'Interest', name: 'Interest', symbol: 'CASH', amount: '20', currency: 'GBP', fee: '1.00' },
      '19.00',
    ],
    [
      'a contribution',
      { type: 'Contribution', name: 'In', symbol: 'CASH', amount: '1000', currency: 'GBP' },
      '1000.00',
    ],
    [
      'a withdrawal',
      { type: 'Withdrawal', name: 'Out', symbol: 'CASH', amount: '250', currency: 'GBP' },
      '-250.00',
    ],
    // Converted into pounds at the rate of its day, as the engine does (not kept as dollars).
    [
      'a dividend in dollars',
      { type: 'Dividend', name: 'Rowan', symbol: 'RWSC', amount: '7.77', currency: 'USD' },
      null,
    ],
    [
      'a purchase in dollars without a sterling amount',
      {
        type: 'Purchase',
        name: 'Rowan "Smaller" Cos Fund',
        symbol: 'RWSC',
        amount: '2',
        price: '170',
        value: '340.00',
        currency: 'USD',
      },
      null,
    ],
  ];

  it.each(bookings)('%s', async (_, body, cashMove) => {
    const cashBefore = await cashGbp();
    const booked = await w.call('POST', `${isa()}/transactions`, { ...body, date: '2025-03-03' });
    expect(booked.statusCode).toBe(201);
    await w.revalued([w.portfolios.isa]);

    const series = await storedSeries(w, w.portfolios.isa);
    expect(series.at(-1)!.date).toBe(FIXTURE_AS_OF);
    expect(new MoneyDecimal(series.at(-1)!.value).toFixed(2)).toBe(await holdingsTotal());
    // All cash is held in pounds, as the engine holds it.
    expect((await cashLines()).map(([symbol]) => symbol)).toEqual(['CASH.GBP']);
    const moved = (await cashGbp()).minus(cashBefore);
    if (cashMove) expect(moved.toFixed(2)).toBe(cashMove);
    else expect(moved.isZero()).toBe(false);
  });

  it('refuses a withdrawal above the cash and writes nothing', async () => {
    const cash = await cashGbp();
    const refused = await w.call('POST', `${isa()}/transactions`, {
      type: 'Withdrawal',
      name: 'Out',
      symbol: 'CASH',
      amount: cash.plus(1).toFixed(2),
      currency: 'GBP',
      date: '2025-03-03',
    });
    expect(refused.statusCode).toBe(400);
    expect((await cashGbp()).toFixed(2)).toBe(cash.toFixed(2));
  });

  it('marks the portfolio and queues its job only when the booking commits (decision 108)', async () => {
    const jobsOfIsa = async () =>
      (
        await rowsOf<{ n: number }>(
          w.db.db,
          sql`select count(*)::int as n from pgboss.job
               where name = 'revalue-portfolio' and data->>'portfolioId' = ${w.portfolios.isa}`,
        )
      )[0]!.n;
    const mark = async () =>
      (
        await w.db.db
          .select({ from: portfolios.revalueFrom })
          .from(portfolios)
          .where(eq(portfolios.id, w.portfolios.isa))
      )[0]!.from;
    await w.revalued([w.portfolios.isa]);
    const before = await jobsOfIsa();
    const cash = await cashGbp();
    const withdrawal = {
      type: 'Withdrawal',
      name: 'Out',
      symbol: 'CASH',
      currency: 'GBP',
      date: '2025-03-03',
    };

    const refused = await w.call('POST', `${isa()}/transactions`, {
      ...withdrawal,
      amount: cash.plus(1).toFixed(2),
    });
    expect(refused.statusCode).toBe(400);
    expect(await mark()).toBeNull();
    expect(await jobsOfIsa()).toBe(before);

    const booked = await w.call('POST', `${isa()}/transactions`, { ...withdrawal, amount: '1.00' });
    expect(booked.statusCode).toBe(201);
    expect(await jobsOfIsa()).toBe(before + 1);
    await w.revalued([w.portfolios.isa]);
  });

  it("a first contribution takes the earlier trades from cash, as the engine's books then do", async () => {
    const [fresh] = await w.db.db
      .insert(portfolios)
      .values({
        portalId: w.world.portalA,
        accountId: w.world.accounts.investor,
        name: 'New GIA',
        type: 'GIA',
        value: '0',
        currency: 'GBP',
      })
      .returning({ id: portfolios.id });
    const url = `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${fresh!.id}`;
    const book = (body: Record<string, string>) =>
      w.call('POST', `${url}/transactions`, { ...body, date: '2025-03-03' });
    const purchase = await book({
      type: 'Purchase',
      name: 'UK Treasury 4% 2030',
      symbol: 'UKGILT',
      amount: '10',
      price: '100',
      value: '1000.00',
      currency: 'GBP',
      fee: '5.00',
    });
    expect(purchase.statusCode).toBe(201);
    // Untracked: the purchase is paid from outside, the portfolio has no cash line.
    const cashOf = async () =>
      (await w.db.db.select().from(holdings).where(eq(holdings.portfolioId, fresh!.id)))
        .filter((h) => h.symbol === 'CASH.GBP')
        .map((h) => new MoneyDecimal(h.units).toFixed(2));
    expect(await cashOf()).toEqual([]);
    const paid = await book({
      type: 'Contribution',
      name: 'In',
      symbol: 'CASH',
      amount: '3000',
      currency: 'GBP',
    });
    expect(paid.statusCode).toBe(201);
    expect(await cashOf()).toEqual(['1995.00']);

    await requestRevaluation(w.jobs, w.db.db, [fresh!.id]);
    await w.revalued([fresh!.id]);
    const series = await storedSeries(w, fresh!.id);
    const total = (await w.call('GET', `${url}/holdings?date=${FIXTURE_AS_OF}`)).json().value as string;
    expect(new MoneyDecimal(series.at(-1)!.value).toFixed(2)).toBe(total);
  });
});
