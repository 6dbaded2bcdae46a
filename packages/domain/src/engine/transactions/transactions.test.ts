import { describe, expect, it } from 'vitest';
import { engineErrorOf } from '../test-support';
import { groupTransactions, transactionCategory } from './categories';
import { chargesOverRange, transactionCostsOverRange } from './charges';
import { filterTransactions, taxYearStart, transactionRange } from './ranges';

describe('transaction ranges (spec §9)', () => {
  const today = '2024-06-15';

  it('1m, 3m, 6m (the default), 12m back from today; all is open', () => {
    expect(transactionRange('1m', today)).toEqual({ from: '2024-05-15', to: today });
    expect(transactionRange(undefined, today)).toEqual({ from: '2023-12-15', to: today });
    expect(transactionRange('12m', today)).toEqual({ from: '2023-06-15', to: today });
    expect(transactionRange('all', today)).toEqual({ from: null, to: null });
  });

  it('the tax year starts on 5 April (as the spec says); previous tax year the one before', () => {
    expect(taxYearStart('2024-04-04')).toBe('2023-04-05');
    expect(taxYearStart('2024-04-05')).toBe('2024-04-05');
    expect(transactionRange('taxYear', today)).toEqual({ from: '2024-04-05', to: '2025-04-04' });
    expect(transactionRange('previousTaxYear', today)).toEqual({ from: '2023-04-05', to: '2024-04-04' });
  });

  it("custom needs a valid range: 'Please choose a valid date range'", () => {
    expect(transactionRange('custom', today, { from: '2024-01-01', to: '2024-01-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
    });
    for (const custom of [
      null,
      { from: '2024-02-01', to: '2024-01-31' },
      { from: '2024-02-30', to: '2024-03-01' },
    ]) {
      expect(engineErrorOf(() => transactionRange('custom', today, custom)).key).toBe(
        'validation.date_range_invalid',
      );
    }
  });

  it('filters newest first', () => {
    const rows = [
      { date: '2024-01-01' },
      { date: '2024-06-01' },
      { date: '2023-01-01' },
      { date: '2024-05-20' },
    ];
    expect(filterTransactions(rows, '1m', today).map((r) => r.date)).toEqual(['2024-06-01', '2024-05-20']);
  });
});

describe('grouped categories (spec §9)', () => {
  it('maps types to categories in the spec order, fees and charges to Management Fees', () => {
    expect(transactionCategory('Divident')).toBe('Dividends');
    expect(transactionCategory('Management fee')).toBe('Management Fees');
    expect(transactionCategory('Gift')).toBeNull();
    const groups = groupTransactions([
      { type: 'Purchase', amount: '10', value: '100.50' },
      { type: 'Interest', amount: '1.20' },
      { type: 'Contribution', amount: '500' },
      { type: 'Purchase', amount: '5', value: '20', localCcyAmount: '19.5' },
      { type: 'Gift', amount: '1' },
    ]);
    expect(groups.map((g) => [g.category, g.transactions.length, g.total])).toEqual([
      ['Gross Interest', 1, '1.2'],
      ['Payments in', 1, '500'],
      ['Trade buy', 2, '120'],
    ]);
  });
});

describe('charges and transaction costs over a range', () => {
  it('totals in the range, per type and per symbol', () => {
    const span = { from: '2024-01-01', to: '2024-12-31' };
    expect(
      chargesOverRange(
        [
          { date: '2024-03-31', amount: '12.40', type: 'Platform fee' },
          { date: '2024-06-30', amount: '12.60', type: 'Platform fee' },
          { date: '2024-06-30', amount: '30' },
          { date: '2023-12-31', amount: '99' },
        ],
        span,
      ),
    ).toEqual({ total: '55', count: 3, by: { Other: '30', 'Platform fee': '25' } });
    expect(
      transactionCostsOverRange(
        [
          { date: '2024-02-01', symbol: 'VOD.L', fee: '9.95' },
          { date: '2024-02-02', symbol: 'VOD.L', fee: null },
          { date: '2024-03-01', symbol: 'RWSC', fee: '4.5' },
        ],
        { from: null, to: null },
      ),
    ).toEqual({ total: '14.45', count: 2, by: { RWSC: '4.5', 'VOD.L': '9.95' } });
  });
});
