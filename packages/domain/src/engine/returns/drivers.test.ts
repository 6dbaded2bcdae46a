import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { returnDrivers } from './drivers';

describe('returnDrivers', () => {
  it('splits the change into flows, income, fees, currency and market', () => {
    const drivers = returnDrivers({
      from: '2024-01-01',
      to: '2024-12-31',
      startValue: '10000',
      endValue: '12000.50',
      transactions: [
        { date: '2024-01-01', type: 'Contribution', amount: '999' }, // on the start date: before the range
        { date: '2024-02-01', type: 'Contribution', amount: '1500' },
        { date: '2024-03-01', type: 'Withdrawal', amount: '200' },
        { date: '2024-04-01', type: 'Divident', amount: '120.25' },
        { date: '2024-05-01', type: 'Interest', amount: '10', localCcyAmount: '9.5' },
        { date: '2024-06-01', type: 'Purchase', amount: '10', fee: '9.95' },
      ],
      charges: [{ date: '2024-06-30', amount: '25' }],
      currencies: [{ localValue: '1300', startRate: '0.80', endRate: '0.78' }],
    });
    expect(drivers).toEqual({
      change: '2000.5',
      netFlows: '1300',
      income: '129.75',
      fees: '-34.95',
      currency: '-26',
      market: '631.7',
    });
  });

  it('property: the parts always sum exactly to the change', () => {
    const money = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    const positive = fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 100).toFixed(2));
    const tx = fc.record({
      date: fc.constantFrom('2024-01-01', '2024-03-01', '2024-12-31', '2025-01-02'),
      type: fc.constantFrom('Contribution', 'Withdrawal', 'Dividend', 'Interest', 'Purchase', 'Sale'),
      amount: positive,
      fee: fc.option(positive, { nil: undefined }),
    });
    const rate = fc.integer({ min: 1, max: 3_000_000 }).map((n) => (n / 1_000_000).toFixed(6));
    fc.assert(
      fc.property(
        money,
        money,
        fc.array(tx, { maxLength: 20 }),
        fc.array(fc.record({ localValue: positive, startRate: rate, endRate: rate }), { maxLength: 5 }),
        (startValue, endValue, transactions, currencies) => {
          const d = returnDrivers({
            from: '2024-01-01',
            to: '2024-12-31',
            startValue,
            endValue,
            transactions,
            currencies,
          });
          const sum = [d.netFlows, d.income, d.fees, d.currency, d.market].reduce(
            (total, part) => total.plus(part),
            new MoneyDecimal(0),
          );
          expect(sum.equals(new MoneyDecimal(d.change))).toBe(true);
          expect(new MoneyDecimal(d.change).equals(new MoneyDecimal(endValue).minus(startValue))).toBe(true);
        },
      ),
    );
  });
});
