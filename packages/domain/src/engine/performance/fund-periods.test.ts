import { describe, expect, it } from 'vitest';
import { fundPeriodReturns, FUND_PERIODS } from './fund-periods';

const byPeriod = (prices: Parameters<typeof fundPeriodReturns>[0], asOf?: string) =>
  Object.fromEntries(fundPeriodReturns(prices, asOf).map((p) => [p.period, p]));

describe('fundPeriodReturns', () => {
  // Monthly closes on the 1st for six years, then daily closes through the last week.
  const monthly = Array.from({ length: 73 }, (_, i) => {
    const y = 2019 + Math.floor(i / 12);
    const m = (i % 12) + 1;
    return { date: `${y}-${String(m).padStart(2, '0')}-01`, price: (100 + i).toFixed(4) };
  });
  const prices = [
    ...monthly,
    { date: '2025-01-02', price: '173.5' },
    { date: '2025-01-03', price: '174' },
    { date: '2025-01-06', price: '172.25' },
  ];

  it('gives every §2 period in order, price to price', () => {
    const r = byPeriod(prices);
    expect(fundPeriodReturns(prices).map((p) => p.period)).toEqual([...FUND_PERIODS]);
    expect(r['1D']).toEqual({
      period: '1D',
      from: '2025-01-03',
      to: '2025-01-06',
      return: { value: 172.25 / 174 - 1 },
    });
    // 3 months back from 6 Jan is 6 Oct: the close of 1 Oct 2024 (index 69 → 169).
    expect(r['3M']!.from).toBe('2024-10-01');
    expect(r['3M']!.return).toEqual({ value: 172.25 / 169 - 1 });
    expect(r['1Y']!.return).toEqual({ value: 172.25 / 160 - 1 });
    expect(r['3Y']!.return).toEqual({ value: 172.25 / 136 - 1 });
    expect(r['5Y']!.return).toEqual({ value: 172.25 / 112 - 1 });
    expect(r.All).toMatchObject({ from: '2019-01-01', return: { value: 172.25 / 100 - 1 } });
    // YTD from the last close on or before 1 Jan 2025: the close stamped 1 Jan 2025.
    expect(r.YTD).toMatchObject({ from: '2025-01-01', return: { value: 172.25 / 172 - 1 } });
    // With daily closes, the last close of the year before.
    const daily = byPeriod([
      { date: '2024-12-30', price: '10' },
      { date: '2024-12-31', price: '11' },
      { date: '2025-01-02', price: '12.1' },
    ]);
    expect(daily.YTD).toMatchObject({ from: '2024-12-31' });
    expect(daily.YTD!.return.value).toBeCloseTo(0.1, 12);
  });

  it('never reads a month of monthly closes as one day', () => {
    expect(byPeriod(monthly)['1D']!.return).toEqual({ value: null, reason: 'missing_data' });
    // Friday to Tuesday (a bank holiday Monday) is still one trading day.
    const r = byPeriod([
      { date: '2024-05-03', price: '10' },
      { date: '2024-05-07', price: '10.5' },
    ]);
    expect(r['1D']!.return.value).toBeCloseTo(0.05, 12);
  });

  it('gives null with a reason for periods longer than the history, never 0', () => {
    const young = [
      { date: '2024-06-01', price: '10' },
      { date: '2024-07-01', price: '11' },
    ];
    const r = byPeriod(young);
    for (const period of ['1Y', '3Y', '5Y', '3M'] as const)
      expect(r[period]!.return).toEqual({ value: null, reason: 'insufficient_history' });
    expect(r.YTD!.return).toEqual({ value: null, reason: 'insufficient_history' });
    expect(r.All!.return.value).toBeCloseTo(0.1, 12);
    expect(byPeriod([{ date: '2024-06-01', price: '10' }]).All!.return).toEqual({
      value: null,
      reason: 'insufficient_history',
    });
    expect(byPeriod([]).YTD).toEqual({
      period: 'YTD',
      from: null,
      to: null,
      return: { value: null, reason: 'no_data' },
    });
  });

  it('refuses a start close left stale by a hole in the history', () => {
    const holed = [
      { date: '2019-07-01', price: '10' },
      { date: '2024-06-01', price: '12' },
      { date: '2024-07-01', price: '12.5' },
    ];
    expect(byPeriod(holed)['1Y']!.return).toEqual({ value: null, reason: 'missing_data' });
    expect(byPeriod(holed)['5Y']!.return.value).toBeCloseTo(0.25, 12);
  });

  it('ends at the last close on or before asOf, and a zero price is zero_base', () => {
    expect(byPeriod(prices, '2025-01-04')['1D']!.return).toEqual({ value: 174 / 173.5 - 1 });
    const zero = byPeriod([
      { date: '2024-05-02', price: '0' },
      { date: '2024-05-03', price: '1' },
    ]);
    expect(zero['1D']!.return).toEqual({ value: null, reason: 'zero_base' });
  });
});
