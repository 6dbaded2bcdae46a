import { describe, expect, it } from 'vitest';
import { validateRows } from '../data-processes/validate-rows';
import { businessDaysBefore, stalePriceCutoff } from './business-days';
import { marketFigureProblem } from './quantity';
import { fxRatesTarget, pricesTarget } from './targets';

describe('market figures (numeric(24, 8), above zero)', () => {
  it.each([
    ['72.5', null],
    ['0.00000001', null],
    ['1234567890123456.12345678', null],
    ['12.3400000000', null],
    ['0', 'validation.market_not_positive'],
    ['0.000', 'validation.market_not_positive'],
    ['-5', 'validation.market_not_positive'],
    ['abc', 'validation.number'],
    ['1e3', 'validation.number'],
    ['1,234.5', 'validation.number'],
    ['1.123456789', 'validation.market_digits'],
    ['12345678901234567', 'validation.market_digits'],
  ])('%s → %s', (value, key) => {
    expect(marketFigureProblem(value)?.key ?? null).toBe(key);
  });
});

describe('business days', () => {
  it('counts back over weekends', () => {
    // 2025-01-13 is a Monday.
    expect(businessDaysBefore('2025-01-13', 1)).toBe('2025-01-10');
    expect(businessDaysBefore('2025-01-13', 5)).toBe('2025-01-06');
    expect(businessDaysBefore('2025-01-12', 1)).toBe('2025-01-10');
    expect(stalePriceCutoff('2025-01-15')).toBe('2025-01-08');
  });
});

describe('market import targets', () => {
  it('reads a price row with the currency in capitals and refuses a date that is not a real date', () => {
    const { valid, errors } = validateRows(
      [
        { symbol: 'VOD', date: '2025-01-02', price: '72.5', currency: 'gbx' },
        { symbol: 'VOD', date: '2025-02-30', price: '72.5' },
      ],
      pricesTarget,
      {},
      0,
    );
    expect(valid).toEqual([
      { step: 0, row: 1, values: { symbol: 'VOD', date: '2025-01-02', price: '72.5', currency: 'GBX' } },
    ]);
    expect(errors).toEqual([{ step: 0, row: 2, field: 'date', key: 'validation.date_invalid', values: {} }]);
  });

  it('keys a rate by pair and day', () => {
    expect(fxRatesTarget.key({ from: 'GBP', to: 'USD', date: '2025-01-02' })).toBe('GBP/USD|2025-01-02');
  });
});
