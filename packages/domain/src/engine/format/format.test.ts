import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatPercent, formatPercentFigure } from './format';

describe('formatting (spec §9)', () => {
  it('GBP by default, en-GB grouping, 2 decimals rounded half up', () => {
    expect(formatAmount('1234567.891')).toBe('£1,234,567.89');
    expect(formatAmount('0.005')).toBe('£0.01');
    expect(formatAmount('-1234.5', { currency: 'USD' })).toBe('-$1,234.50');
    expect(formatAmount('1000', { currency: 'ISK' })).toBe('kr\u00a01,000');
    expect(formatAmount('1000.5', { currency: 'ISK', locale: 'is' })).toBe('1.001\u00a0kr.');
    expect(formatAmount('-1234.5', { currency: 'EUR', locale: 'el' })).toBe('-1.234,50\u00a0€');
    expect(formatAmount('12', { currency: null })).toBe('12.00');
  });

  it('symbols for GBP, EUR, USD, CAD, AUD, INR, JPY', () => {
    expect(['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'INR', 'JPY', 'CHF'].map(currencySymbol)).toEqual([
      '£',
      '€',
      '$',
      'CA$',
      'A$',
      '₹',
      '¥',
      'CHF',
    ]);
  });

  it('thousands and millions', () => {
    expect(formatAmount('2500000', { currency: 'EUR', scale: 'auto' })).toBe('€2.50m');
    expect(formatAmount('-12345', { scale: 'auto' })).toBe('-£12.35k');
    expect(formatAmount('999', { scale: 'auto' })).toBe('£999.00');
    expect(formatAmount('1234567', { scale: 'thousands' })).toBe('£1,234.57k');
  });

  it('percentages with 2 decimals and a plus sign for positives; null is a dash', () => {
    expect(formatPercent(0.0523)).toBe('+5.23%');
    expect(formatPercent(-0.015)).toBe('-1.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.00001)).toBe('0.00%');
    expect(formatPercent({ value: null, reason: 'zero_base' })).toBe('–');
    expect(formatPercentFigure('5.2300')).toBe('+5.23%');
    expect(formatPercent(0.0523, 2, 'is')).toBe('+5,23%');
    expect(formatPercentFigure('-0.004', 2, 'el')).toBe('0,00%');
  });
});
