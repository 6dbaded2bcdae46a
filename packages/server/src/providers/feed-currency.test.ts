import type { PerformanceFeed } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { performanceInCurrency, rateReader } from './feed-currency';

const feed: PerformanceFeed = {
  portfolioId: 'p1',
  benchmarkId: 'p1 - B',
  benchmarkName: 'S&P 500',
  entries: [
    { date: '2026-01-01', portfolio: 0, portfolioValue: '1000.00', benchmark: 0 },
    { date: '2026-02-01', portfolio: 10, portfolioValue: '1100.00', benchmark: 2 },
    { date: '2026-03-01', portfolio: 10, portfolioValue: '1600.00', benchmark: 3 },
  ],
  flows: [{ date: '2026-02-15', amount: '500.00' }],
};

// 1 USD in GBP: the dollar falls 10 % in February, then stays.
const usdInGbp = [
  { date: '2026-03-01', rate: '0.72' },
  { date: '2026-01-01', rate: '0.80' },
  { date: '2026-02-01', rate: '0.72' },
];

describe('performance in the account currency', () => {
  it('converts values and flows at their dates and compounds the currency move into the return', () => {
    const gbp = performanceInCurrency(feed, usdInGbp)!;
    expect(gbp.entries.map((e) => e.portfolioValue)).toEqual(['800.00', '792.00', '1152.00']);
    // +10 % in dollars while the dollar lost 10 % against sterling: 1.1 × 0.9 − 1 = −1 %.
    expect(gbp.entries[1]!.portfolio).toBeCloseTo(-1, 10);
    expect(gbp.entries[2]!.portfolio).toBeCloseTo(-1, 10);
    expect(gbp.flows).toEqual([{ date: '2026-02-15', amount: '360.00' }]);
    // The benchmark is not restated.
    expect(gbp.entries.map((e) => e.benchmark)).toEqual([0, 2, 3]);
    expect(gbp.benchmarkName).toBe('S&P 500');
  });

  it('leaves a feed unchanged at a rate of 1', () => {
    const same = performanceInCurrency(feed, [{ date: '2000-01-01', rate: '1' }])!;
    expect(same.entries.map((e) => e.portfolioValue)).toEqual(feed.entries.map((e) => e.portfolioValue));
    same.entries.forEach((e, i) => expect(e.portfolio).toBeCloseTo(feed.entries[i]!.portfolio, 10));
    expect(same.flows).toEqual(feed.flows);
  });

  it('refuses a restatement when a date comes before every rate', () => {
    expect(performanceInCurrency(feed, [{ date: '2026-02-01', rate: '0.72' }])).toBeNull();
    expect(performanceInCurrency(feed, [])).toBeNull();
  });

  it('reads the last rate on or before a date', () => {
    const rateOn = rateReader(usdInGbp);
    expect(rateOn('2026-01-31')).toBe('0.80');
    expect(rateOn('2026-02-01')).toBe('0.72');
    expect(rateOn('2025-12-31')).toBeNull();
  });
});
