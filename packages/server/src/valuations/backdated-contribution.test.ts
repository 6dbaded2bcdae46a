import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePortfolio } from '@portal/domain';
import { fxRates, instrumentPrices, instruments, portfolios } from '../db/schema/index';
import { FIXTURE_AS_OF } from '../testing/portfolio-fixtures';
import { requestRevaluation } from './revaluation-jobs';
import { startValuationWorld, type ValuationWorld } from './testing/valuation-world';
import { engineTransactions } from './valuation-inputs';

interface Performance {
  to: string | null;
  cumulative: { date: string; portfolioValue: string }[];
  twr: { cumulative: { value: number | null } };
  xirr: { value: number | null };
  recalculating: { from: string; validTo: string | null } | null;
}

/**
 * The scenario: £500,000 of cash booked, backdated, into a small ISA. Until the revaluation
 * job has run, the performance stops before the booking's day and says so; afterwards the last
 * valued point equals the holdings and the returns equal the command-line engine's over the same data.
 */
describe('a backdated contribution', () => {
  let w: ValuationWorld;
  const isa = () =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${w.portfolios.isa}`;

  beforeAll(async () => {
    w = await startValuationWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  const call = (...args: Parameters<ValuationWorld['call']>) => w.call(...args);
  const performance = async () => (await call('GET', `${isa()}/performance?range=all`)).json() as Performance;
  const holdingsTotal = async () =>
    (await call('GET', `${isa()}/holdings?date=${FIXTURE_AS_OF}`)).json().value as string;

  /** The command-line engine over the portfolio's stored transactions, prices and rates. */
  async function commandLineEngine() {
    const db = w.db.db;
    const prices = await db
      .select({
        symbol: instruments.symbol,
        date: instrumentPrices.date,
        price: instrumentPrices.price,
        currency: instrumentPrices.currency,
      })
      .from(instrumentPrices)
      .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId));
    const fx = await db
      .select({ date: fxRates.date, from: fxRates.fromCurrency, to: fxRates.toCurrency, rate: fxRates.rate })
      .from(fxRates);
    const transactions = (await engineTransactions(db, w.portfolios.isa)).map((t) => ({
      date: t.date,
      symbol: t.symbol,
      type: t.type,
      units: t.units ?? undefined,
      price: t.price ?? undefined,
      amount: t.type === 'Purchase' || t.type === 'Sale' ? (t.value ?? undefined) : t.amount,
      currency: t.currency ?? 'GBP',
      fee: t.fee ?? undefined,
      localCcyAmount: t.localCcyAmount ?? undefined,
    }));
    return reconcilePortfolio({
      baseCurrency: 'GBP',
      valuationDate: FIXTURE_AS_OF,
      transactions,
      prices,
      fx,
    });
  }

  it('is shown as recalculating until the job has run, then agrees with the books', async () => {
    const before = await performance();
    expect(before.recalculating).toBeNull();
    expect(before.cumulative.at(-1)!.portfolioValue).toBe(await holdingsTotal());
    const twrBefore = before.twr.cumulative.value!;

    const booked = await call(
      'POST',
      `${isa()}/transactions`,
      {
        type: 'Contribution',
        name: 'Contribution',
        symbol: 'CASH',
        date: '2024-06-03',
        amount: '500000',
        currency: 'GBP',
      },
      w.noJobs,
    );
    expect(booked.statusCode).toBe(201);

    // Before the job: nothing on or after the booking's day, and the screen is told so.
    const pending = await performance();
    expect(pending.recalculating).toEqual({ from: '2024-06-03', validTo: pending.to });
    expect(pending.to! < '2024-06-03').toBe(true);
    expect(pending.cumulative.every((p) => p.date < '2024-06-03')).toBe(true);

    await requestRevaluation(w.jobs, w.db.db, [w.portfolios.isa]);
    await w.revalued([w.portfolios.isa]);
    const after = await performance();
    expect(after.recalculating).toBeNull();
    expect(after.to).toBe(FIXTURE_AS_OF);
    expect(after.cumulative.at(-1)!.portfolioValue).toBe(await holdingsTotal());

    // Idle cash earns nothing: the return since inception is diluted towards 0, never turned over.
    const twrAfter = after.twr.cumulative.value!;
    expect(Math.sign(twrAfter)).toBe(Math.sign(twrBefore));
    expect(Math.abs(twrAfter)).toBeLessThanOrEqual(Math.abs(twrBefore) + 1e-9);

    const cli = await commandLineEngine();
    expect(cli.totalValue).toBe(await holdingsTotal());
    expect(twrAfter).toBeCloseTo(cli.twr.value!, 10);
    expect(after.xirr.value!).toBeCloseTo(cli.xirr.value!, 6);

    const [row] = await w.db.db
      .select({ revalueFrom: portfolios.revalueFrom, valuedThrough: portfolios.valuedThrough })
      .from(portfolios)
      .where(eq(portfolios.id, w.portfolios.isa));
    expect(row).toEqual({ revalueFrom: null, valuedThrough: FIXTURE_AS_OF });
  });
});
