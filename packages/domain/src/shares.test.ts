import { describe, expect, it } from 'vitest';
import { priceChange, shareOf, sharesOf } from './shares';

describe('shares of money values', () => {
  it('divides exactly where floats would not', () => {
    // 0.1 + 0.2 of 0.3 in floats is 1.0000000000000002 of the whole.
    expect(sharesOf(['0.1', '0.2'])).toEqual(['0.33333333', '0.66666667']);
    expect(shareOf('0.3', '0.3')).toBe('1');
    expect(shareOf('1234567890123.45', '2469135780246.90')).toBe('0.5');
  });

  it('has no share of a zero or negative whole', () => {
    expect(shareOf('5', '0')).toBeNull();
    expect(sharesOf(['0', '0'])).toEqual([null, null]);
    expect(sharesOf(['-10', '5'])).toEqual([null, null]);
  });

  it('reads a price change as a fraction, none from a zero price', () => {
    expect(priceChange('100', '110')).toBe('0.1');
    expect(priceChange('3', '1')).toBe('-0.66666667');
    expect(priceChange('0', '1')).toBeNull();
  });
});
