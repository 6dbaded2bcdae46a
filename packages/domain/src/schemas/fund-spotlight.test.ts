import { describe, expect, it } from 'vitest';
import { FUND_SPOTLIGHT_MAX, spotlightIsins } from './funds';

describe('spotlightIsins', () => {
  it('keeps ISIN-shaped entries once, upper-cased, in order, at most twelve', () => {
    expect(spotlightIsins([' gb00b0000017 ', 'GB00B0000017', 'not an isin', 42, 'LU0000000045'])).toEqual([
      'GB00B0000017',
      'LU0000000045',
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `GB00B00000${String(i).padStart(2, '0')}`);
    expect(spotlightIsins(many)).toEqual(many.slice(0, FUND_SPOTLIGHT_MAX));
    expect(spotlightIsins(null)).toEqual([]);
  });
});
