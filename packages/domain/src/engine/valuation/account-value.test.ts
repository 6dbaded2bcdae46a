import { describe, expect, it } from 'vitest';
import { accountValue } from './account-value';

const rates = [
  { date: '2026-11-20', from: 'GBP', to: 'USD', rate: '1.25000000' },
  { date: '2026-11-25', from: 'GBP', to: 'USD', rate: '1.26000000' },
  { date: '2026-11-25', from: 'EUR', to: 'GBP', rate: '0.87000000' },
];

describe('accountValue', () => {
  it('adds the portfolios in the account currency at the latest rate on or before the day', () => {
    // $1,260.00 at 1.26 is £1,000.00; €100.01 at 0.87 is £87.0087, rounded to £87.01 before adding.
    const lines = [
      { value: '500.10', currency: 'GBP' },
      { value: '1260.00', currency: 'USD' },
      { value: '100.01', currency: 'EUR' },
      { value: '2.00', currency: null },
    ];
    expect(accountValue(lines, 'GBP', rates, '2026-11-26')).toBe('1589.11');
    // The day before the newer rate: 1.25 applies.
    expect(accountValue([{ value: '1250.00', currency: 'USD' }], 'GBP', rates, '2026-11-24')).toBe('1000.00');
  });

  it('rounds each converted portfolio to the penny, half up, before adding', () => {
    // £0.005 at 1.00 twice: 0.01 + 0.01, not a rounded 0.01 of the sum.
    const lines = [
      { value: '0.01', currency: 'EUR' },
      { value: '0.01', currency: 'EUR' },
    ];
    const half = [{ date: '2026-11-25', from: 'EUR', to: 'GBP', rate: '0.50000000' }];
    expect(accountValue(lines, 'GBP', half, '2026-11-26')).toBe('0.02');
  });

  it('answers null when a portfolio currency has no rate, and 0.00 for no portfolios', () => {
    expect(accountValue([{ value: '10.00', currency: 'JPY' }], 'GBP', rates, '2026-11-26')).toBeNull();
    expect(accountValue([], 'GBP', rates, '2026-11-26')).toBe('0.00');
    expect(accountValue([{ value: null, currency: 'GBP' }], 'GBP', [], '2026-11-26')).toBe('0.00');
  });
});
