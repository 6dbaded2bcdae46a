import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueDaily, type DailyValuationInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { fxRates, portfolios, transactions } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { valuationInputs } from './valuation-inputs';

/**
 * The revaluation reads only the rates its days and its transactions' dates can use: the engine's
 * points are the same as with every rate stored, from any first day (the GIA holds a USD fund).
 */
describe('valuationInputs', () => {
  let db: TestDatabase;
  let fixture: PortfolioWorld;
  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await addPortfolioWorld(db.db, await createAccessWorld(db.db));
    // Dollar income without its sterling amount, converted at the rate of its own day, which
    // neither the days valued nor the month-start rates around it would read.
    const [gia] = await db.db
      .select({ portalId: portfolios.portalId, accountId: portfolios.accountId })
      .from(portfolios)
      .where(eq(portfolios.id, fixture.gia));
    await db.db
      .insert(fxRates)
      .values({ date: '2023-06-14', fromCurrency: 'GBP', toCurrency: 'USD', rate: '2' });
    await db.db.insert(transactions).values({
      portalId: gia!.portalId,
      accountId: gia!.accountId,
      portfolioId: fixture.gia,
      name: 'Dividend',
      symbol: 'RWSC',
      type: 'Dividend',
      date: '2023-06-15',
      settleDate: '2023-06-15',
      amount: '100',
      value: '100',
      currency: 'USD',
    });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it.each(['0001-01-01', '2023-01-11', '2024-03-15', '2025-05-31', FIXTURE_AS_OF])(
    'reads the rates that value the days from %s as every rate does',
    async (from) => {
      const inputs = await valuationInputs(db.db, fixture.gia, 'GBP', 'EUR', from, FIXTURE_AS_OF);
      const every = await db.db
        .select({
          date: fxRates.date,
          from: fxRates.fromCurrency,
          to: fxRates.toCurrency,
          rate: fxRates.rate,
        })
        .from(fxRates);
      const start = from < inputs.transactions[0]!.date ? inputs.transactions[0]!.date : from;
      const value = (fx: DailyValuationInput['fx']) =>
        valueDaily({
          ...inputs,
          fx,
          baseCurrency: 'GBP',
          accountCurrency: 'EUR',
          from: start,
          to: FIXTURE_AS_OF,
        }).points;
      expect(inputs.fx.length).toBeLessThanOrEqual(every.length);
      if (from > '2024-01-01') expect(inputs.fx.length).toBeLessThan(every.length);
      // The dividend's day reads the last rate before it, however old.
      expect(inputs.fx.some((r) => r.date === '2023-06-14' && Number(r.rate) === 2)).toBe(true);
      expect(value(inputs.fx)).toEqual(value(every));
    },
  );
});
