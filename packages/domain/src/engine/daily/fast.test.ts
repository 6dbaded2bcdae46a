import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { EngineError } from '../core/errors';
import { portfolioBook } from '../holdings/portfolio-book';
import { FxBook, PriceBook } from '../valuation/market';
import { isPropertyHolding, propertyValue } from '../valuation/property';
import { valueHoldings } from '../valuation/value-holdings';
import type { EngineHolding } from '../valuation/types';
import { reconcilePortfolio } from '../reconcile/reconcile';
import { valueDaily } from './fast';
import { randomBook } from './random-books';
import { valueDailyReference } from './reference';
import type { DailyValuation, DailyValuationInput } from './types';

/** The answer or the EngineError thrown, comparable. */
function outcome(fn: (input: DailyValuationInput) => DailyValuation, input: DailyValuationInput) {
  try {
    return fn(input);
  } catch (error) {
    if (error instanceof EngineError) return { error: error.key, params: error.params, row: error.row };
    throw error;
  }
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

// Property runs over hundreds of random books: seconds of work, more on a loaded CI machine.
describe('valueDaily (fast path) against valueDailyReference', { timeout: 60_000 }, () => {
  it('equals the decimal reference point by point and field by field on random books', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const input = randomBook(seed);
        expect(outcome(valueDaily, input)).toEqual(outcome(valueDailyReference, input));
      }),
      { numRuns: 250 },
    );
  });

  it('a contribution of idle cash never moves the value by more than its amount', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (seed, day, cents) => {
          const input = randomBook(seed, { cashTracked: true });
          const before = outcome(valueDaily, input);
          fc.pre(!('error' in before));
          const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
          const amount = (cents / 100).toFixed(2);
          const contribution = {
            date,
            type: 'Contribution',
            symbol: 'CASH',
            amount,
            currency: input.baseCurrency,
          };
          const after = valueDaily({ ...input, transactions: [...input.transactions, contribution] });
          (before as DailyValuation).points.forEach((point) => {
            const moved =
              Math.round(Number(after.points.find((p) => p.date === point.date)!.value) * 100) -
              Math.round(Number(point.value) * 100);
            expect(Math.abs(moved)).toBeLessThanOrEqual(cents);
            expect(moved).toBe(point.date >= date ? cents : 0);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the last point equals the command-line engine’s total value on that date when cash is tracked, direct properties too', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const input = randomBook(seed, {
          cashTracked: true,
          fullPrices: true,
          noLocalAmounts: true,
        });
        const daily = outcome(valueDaily, input);
        fc.pre(!('error' in daily) && (daily as DailyValuation).points.length > 0);
        const last = (daily as DailyValuation).points.at(-1)!;
        const reconciled = reconcilePortfolio({
          baseCurrency: input.baseCurrency,
          valuationDate: last.date,
          prices: input.prices,
          fx: input.fx,
          properties: input.properties,
          transactions: input.transactions.map((tx) => {
            const trade = tx.type === 'Purchase' || tx.type === 'Sale';
            return {
              date: tx.date,
              symbol: tx.symbol,
              type: tx.type,
              units: trade ? tx.amount : null,
              price: tx.price,
              amount: trade ? tx.value : tx.amount,
              currency: tx.currency,
              fee: tx.fee,
            };
          }),
        });
        expect(last.value).toBe(reconciled.totalValue);
      }),
      { numRuns: 100 },
    );
  });

  it('the last point equals the holdings list’s total, direct properties valued from their own data', () => {
    let properties = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const input = randomBook(seed, { cashTracked: true, fullPrices: true });
        const daily = outcome(valueDaily, input);
        fc.pre(!('error' in daily) && (daily as DailyValuation).points.length > 0);
        const last = (daily as DailyValuation).points.at(-1)!;
        // The books on the last day, as the holdings table keeps them (booking follows the same book).
        const fx = new FxBook(input.fx);
        const book = portfolioBook(input.baseCurrency, true, fx);
        input.transactions
          .map((tx, row) => ({ tx, row }))
          .filter(({ tx }) => tx.date <= last.date)
          .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : a.row - b.row))
          .forEach(({ tx, row }) => book.apply(tx, row));
        const replay = book.snapshot();
        // Each row with its property columns, whatever the date: the holdings list values it so.
        const rows = replay.holdings.map((position): EngineHolding => {
          const property = input.properties?.find((p) => p.symbol === position.symbol);
          // A security's row keeps its traded currency; a property's is the holding's own.
          if (!property) return position;
          const currency = isPropertyHolding(property) ? property.currency : position.currency;
          return { ...position, ...property, units: position.units, currency };
        });
        const held = rows.filter((h) => input.properties?.some((p) => p.symbol === h.symbol));
        // The holdings list refuses a property its data cannot value on the day (missing price).
        fc.pre(held.every((h) => h.assetClass?.toLowerCase() !== 'property' || propertyValue(h, last.date)));
        properties += held.length;
        const valuation = valueHoldings(rows, {
          prices: new PriceBook(input.prices),
          fx,
          date: last.date,
          baseCurrency: input.baseCurrency,
        });
        const cash = new MoneyDecimal(replay.cash[input.baseCurrency] ?? '0');
        // Uninvested cash to the penny half toward +∞, as the engine and the CASH line's booking (decision 43).
        const total = new MoneyDecimal(valuation.total).plus(
          cash.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_CEIL),
        );
        expect(last.value).toBe(total.toFixed(2));
      }),
      { numRuns: 150 },
    );
    // The books valued lines from property data, not only closes.
    expect(properties).toBeGreaterThan(20);
  });

  it('values a property line from its growth, stepping month by month, not at its trade price', () => {
    const input: DailyValuationInput = {
      baseCurrency: 'GBP',
      transactions: [
        {
          date: '2020-01-01',
          type: 'Purchase',
          symbol: 'PROP-1',
          amount: '1',
          price: '100000',
          currency: 'GBP',
        },
      ],
      prices: [],
      fx: [],
      properties: [
        {
          symbol: 'PROP-1',
          currency: 'GBP',
          assetClass: 'Property',
          annualGrowth: '5',
          purchaseDate: '2020-01-01',
          purchaseValue: '100000',
        },
      ],
      from: '2021-12-30',
      to: '2022-01-04',
    };
    for (const valued of [valueDaily(input), valueDailyReference(input)]) {
      const byDate = Object.fromEntries(valued.points.map((p) => [p.date, p.value]));
      // 23 whole months: 100000 × 1.05^(23/12); 24 months: × 1.05² = 110250.
      expect(byDate['2021-12-31']).toBe(
        new MoneyDecimal('1.05').pow(new MoneyDecimal(23).dividedBy(12)).times(100000).toFixed(2),
      );
      expect(byDate['2022-01-03']).toBe('110250.00');
      expect(valued.points.every((p) => p.stale.length === 0)).toBe(true);
    }
    // Without the property's data the line is worth its trade price, and stale (no close).
    const plain = valueDaily({ ...input, properties: null });
    expect(plain.points.at(-1)).toMatchObject({ value: '100000.00', stale: ['PROP-1'] });
  });
});
