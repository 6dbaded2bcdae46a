import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../core/errors';
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

  it('the last point equals the command-line engine’s total value on that date when cash is tracked', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const input = randomBook(seed, { cashTracked: true, fullPrices: true, noLocalAmounts: true });
        const daily = outcome(valueDaily, input);
        fc.pre(!('error' in daily) && (daily as DailyValuation).points.length > 0);
        const last = (daily as DailyValuation).points.at(-1)!;
        const reconciled = reconcilePortfolio({
          baseCurrency: input.baseCurrency,
          valuationDate: last.date,
          prices: input.prices,
          fx: input.fx,
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
});
