import { describe, expect, it } from 'vitest';
import { bondStatistics } from './bonds';

describe('bondStatistics', () => {
  it('a bond priced at par yields its coupon; a 10-year 5 % semi-annual bond has modified duration 7.79', () => {
    // Fabozzi, "Bond Markets, Analysis and Strategies" (duration tables): a 10-year 5 % coupon bond at
    // par has a Macaulay duration of 7.99 years and a modified duration of 7.79.
    const stats = bondStatistics({
      price: 100,
      couponRate: 5,
      maturity: '2034-01-15',
      settlement: '2024-01-15',
    });
    expect(stats.yieldToMaturity.value).toBeCloseTo(0.05, 10);
    expect(stats.currentYield.value).toBeCloseTo(0.05, 12);
    expect(stats.macaulayDuration.value).toBeCloseTo(7.99, 2);
    expect(stats.modifiedDuration.value).toBeCloseTo(7.79, 2);
  });

  it('a discount bond yields more than its coupon; accrued interest between coupon dates', () => {
    const stats = bondStatistics({
      price: '95',
      couponRate: '4',
      maturity: '2029-06-30',
      settlement: '2024-03-15',
      frequency: 1,
    });
    expect(stats.yieldToMaturity.value!).toBeGreaterThan(0.04);
    expect(stats.currentYield.value).toBeCloseTo(4 / 95, 12);
    expect(stats.modifiedDuration.value!).toBeLessThan(stats.macaulayDuration.value!);
  });

  it('null with a reason where the data does not allow', () => {
    const noCoupon = bondStatistics({ price: 98, maturity: '2030-01-01', settlement: '2024-01-01' });
    expect(noCoupon.yieldToMaturity).toEqual({ value: null, reason: 'missing_data' });
    expect(noCoupon.currentYield.reason).toBe('missing_data');
    expect(
      bondStatistics({ price: 98, couponRate: 3, settlement: '2024-01-01' }).modifiedDuration.reason,
    ).toBe('missing_data');
    expect(
      bondStatistics({ price: 98, couponRate: 3, maturity: '2023-01-01', settlement: '2024-01-01' })
        .yieldToMaturity.reason,
    ).toBe('no_data');
  });
});
