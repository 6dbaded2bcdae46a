import { describe, expect, it } from 'vitest';
import { dailyPerformance } from './performance';
import { periodFigureColumns, portfolioDays } from './portfolio-days';
import type { DailyValuationInput } from './types';

const book: DailyValuationInput = {
  baseCurrency: 'GBP',
  transactions: [
    { date: '2025-01-06', type: 'Contribution', symbol: 'CASH.GBP', amount: '1000.00', currency: 'GBP' },
    {
      date: '2025-01-06',
      type: 'Purchase',
      symbol: 'ABC',
      amount: '10',
      units: '10',
      price: '100',
      value: '1000.00',
      currency: 'GBP',
    },
  ],
  prices: [
    { symbol: 'ABC', date: '2025-01-06', price: '100', currency: 'GBP' },
    { symbol: 'ABC', date: '2025-06-30', price: '110', currency: 'GBP' },
    { symbol: 'ABC', date: '2026-03-31', price: '121', currency: 'GBP' },
    { symbol: 'ABC', date: '2026-04-01', price: '120.5', currency: 'GBP' },
  ],
  fx: [],
  from: '0001-01-01',
  to: '2026-04-01',
};

describe('portfolioDays', () => {
  it('values from the first transaction when asked from earlier, and from the day asked otherwise', () => {
    const whole = portfolioDays(book);
    expect(whole.from).toBe('2025-01-06');
    expect(whole.points[0]!.date).toBe('2025-01-06');
    expect(whole.points.at(-1)).toMatchObject({ date: '2026-04-01', value: '1205.00' });
    const tail = portfolioDays({ ...book, from: '2026-03-30' });
    expect(tail.from).toBe('2026-03-30');
    expect(tail.points.map((p) => p.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    // The same days valued whole or from a later day are the same points.
    expect(tail.points).toEqual(whole.points.slice(-3));
  });

  it('has no points without transactions', () => {
    expect(portfolioDays({ ...book, transactions: [] })).toEqual({ from: '0001-01-01', points: [] });
  });
});

describe('periodFigureColumns', () => {
  it('stores dailyPerformance figures as percent figures with 4 decimals, null where there is none', () => {
    const { points } = portfolioDays(book);
    const figures = dailyPerformance(points, '2026-04-01').figures;
    const columns = periodFigureColumns(points, '2026-04-01');
    expect(columns.change1d).toBe((figures.oneDay! * 100).toFixed(4));
    expect(columns.change1d).toBe('-0.4132'); // 120.5 / 121 − 1
    expect(columns.changeYtd).toBe((figures.yearToDate! * 100).toFixed(4));
    expect(columns.changeAll).toBe('20.5000');
    expect(columns.sinceInception).toBe(columns.changeAll);
    expect(columns.change3y).toBeNull();
    expect(columns.change5y).toBeNull();
  });
});
