import { describe, expect, it } from 'vitest';
import { engineErrorOf } from '../test-support';
import { reconcilePortfolio } from './reconcile';
import type { ReconcileInput } from './types';

const prices = [
  { symbol: 'ABC', date: '2023-01-03', price: '100', currency: 'GBP' },
  { symbol: 'ABC', date: '2023-07-03', price: '120', currency: 'GBP' },
  { symbol: 'ABC', date: '2024-01-03', price: '110', currency: 'GBP' },
];

/** A year of ABC in pounds, valued on 2024-01-03, with these transactions. */
function reconcile(transactions: ReconcileInput['transactions']) {
  return reconcilePortfolio({
    baseCurrency: 'GBP',
    valuationDate: '2024-01-03',
    prices,
    fx: [],
    transactions,
  });
}

describe('reconcilePortfolio', () => {
  it('with contributions, cash is tracked and only contributions and withdrawals are external', () => {
    const result = reconcile([
      { date: '2023-01-03', symbol: 'CASH.GBP', type: 'Contribution', amount: '1000' },
      { date: '2023-01-03', symbol: 'ABC', type: 'Purchase', units: '9', price: '100', fee: '10' },
      { date: '2023-07-03', symbol: 'ABC', type: 'Dividend', amount: '20' },
    ]);
    expect(result.cashTracked).toBe(true);
    expect(result.holdings).toEqual([
      { symbol: 'ABC', units: '9', cost: '900', costBase: '900', currency: 'GBP', value: '990.00' },
    ]);
    expect(result.cash).toBe('110.00');
    expect(result.totalValue).toBe('1100.00');
    // 1000 in, 1100 a year later, no other external flow: 10 % both ways.
    expect(result.twr.value).toBeCloseTo(0.1, 12);
    expect(result.xirr.value).toBeCloseTo(0.1, 10);
  });

  it('without contributions, trades are the flows: a purchase half-way is not performance', () => {
    const result = reconcile([
      { date: '2023-01-03', symbol: 'ABC', type: 'Purchase', units: '10', price: '100' },
      { date: '2023-07-03', symbol: 'ABC', type: 'Purchase', units: '10', price: '120' },
    ]);
    expect(result.cashTracked).toBe(false);
    expect(result.cash).toBe('0.00');
    // 1000 → 1200 (+20 %), then 2400 → 2200: 1.2 × 2200/2400 − 1 = 0.1.
    expect(result.twr.value).toBeCloseTo(0.1, 12);
    expect(result.twrAnnualised.value).toBeCloseTo(0.1, 12);
  });

  it('foreign cash is converted on its date; a missing rate names the row', () => {
    const error = engineErrorOf(() =>
      reconcile([
        { date: '2023-01-03', symbol: 'CASH.GBP', type: 'Contribution', amount: '1000' },
        { date: '2023-02-01', symbol: 'ABC', type: 'Dividend', amount: '5', currency: 'USD' },
      ]),
    );
    expect(error).toMatchObject({ key: 'errors.missing_fx_rate', row: 1 });
  });

  it('a direct property is valued from its growth and price points, as the daily engine values it', () => {
    const house = {
      symbol: 'HOUSE',
      currency: 'GBP',
      assetClass: 'Property',
      annualGrowth: '5',
      purchaseDate: '2023-01-03',
      purchaseValue: '100000',
      pricePoints: null,
    };
    const rows = [
      { date: '2023-01-03', symbol: 'CASH.GBP', type: 'Contribution', amount: '100000' },
      { date: '2023-01-03', symbol: 'HOUSE', type: 'Purchase', units: '1', price: '100000' },
    ];
    // Twelve whole months at 5 % a year: 105,000; the trade price alone would say 100,000.
    const grown = reconcilePortfolio({
      baseCurrency: 'GBP',
      valuationDate: '2024-01-03',
      prices: [],
      fx: [],
      transactions: rows,
      properties: [house],
    });
    expect(grown.holdings).toEqual([
      {
        symbol: 'HOUSE',
        units: '1',
        cost: '100000',
        costBase: '100000',
        currency: 'GBP',
        value: '105000.00',
      },
    ]);
    expect(grown.totalValue).toBe('105000.00');
    expect(grown.twr.value).toBeCloseTo(0.05, 12);
    // A price point wins from its date on.
    const valued = reconcilePortfolio({
      baseCurrency: 'GBP',
      valuationDate: '2024-01-03',
      prices: [],
      fx: [],
      transactions: rows,
      properties: [{ ...house, pricePoints: [{ date: '2023-12-01', value: '98000' }] }],
    });
    expect(valued.totalValue).toBe('98000.00');
    // Without its data the line needs a price, as any other line.
    expect(
      engineErrorOf(() =>
        reconcilePortfolio({
          baseCurrency: 'GBP',
          valuationDate: '2024-01-03',
          prices: [],
          fx: [],
          transactions: rows,
        }),
      ),
    ).toMatchObject({ key: 'errors.missing_price', row: 1 });
  });
});
