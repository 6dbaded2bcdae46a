import { describe, expect, it } from 'vitest';
import { addDays } from '../core/dates';
import { accountPeriodFigureColumns, priceFigureColumns } from './period-columns';
import { periodFigureColumns } from './portfolio-days';

const AS_OF = '2026-04-01';

/** Daily points from `from` to AS_OF: `start` paid in on the first day, then growing by `daily` a day. */
function grow(from: string, start: number, daily: number, flows: Record<string, number> = {}) {
  const points: { date: string; value: string; flow: string }[] = [];
  let value = 0;
  for (let date = from; date <= AS_OF; date = addDays(date, 1)) {
    const flow = date === from ? start : (flows[date] ?? 0);
    value = (points.length ? value * (1 + daily) : 0) + flow;
    points.push({ date, value: value.toFixed(2), flow: String(flow) });
  }
  return points;
}

const valueOf = (points: { value: string }[]) => points[points.length - 1]!.value;

describe('accountPeriodFigureColumns', () => {
  it('is the portfolio’s own columns for an account of one portfolio in its currency', () => {
    const points = grow('2022-01-03', 10_000, 0.0003, { '2025-06-02': 5_000, '2026-03-10': -2_000 });
    const account = accountPeriodFigureColumns([{ points, value: valueOf(points), rates: null }], AS_OF);
    expect(account).toEqual(periodFigureColumns(points, AS_OF));
    expect(account.change3y).not.toBeNull();
  });

  it('weights each portfolio’s period return by its value at the start of the period', () => {
    const a = grow('2022-01-03', 10_000, 0.0004);
    const b = grow('2022-01-03', 30_000, -0.0001);
    const columns = accountPeriodFigureColumns(
      [
        { points: a, value: valueOf(a), rates: null },
        { points: b, value: valueOf(b), rates: null },
      ],
      AS_OF,
    );
    const ra = Number(periodFigureColumns(a, AS_OF).change1y) / 100;
    const rb = Number(periodFigureColumns(b, AS_OF).change1y) / 100;
    const sa = Number(valueOf(a)) / (1 + ra);
    const sb = Number(valueOf(b)) / (1 + rb);
    expect(Number(columns.change1y)).toBeCloseTo(((sa * ra + sb * rb) / (sa + sb)) * 100, 3);
    expect(Number(columns.change1y)).toBeGreaterThan(Math.min(ra, rb) * 100);
    expect(Number(columns.change1y)).toBeLessThan(Math.max(ra, rb) * 100);
    expect(columns.sinceInception).toBe(columns.changeAll);
  });

  it('restates a portfolio in another currency through the rates, as the account screen does', () => {
    const points = grow('2025-01-02', 10_000, 0);
    // The portfolio's currency doubles against the account's over the period: a flat book gains 100 %.
    const rates = [
      { date: '2025-01-01', rate: '1.000000' },
      { date: '2026-03-31', rate: '1.500000' },
      { date: '2026-04-01', rate: '2.000000' },
    ];
    const columns = accountPeriodFigureColumns([{ points, value: valueOf(points), rates }], AS_OF);
    expect(columns.changeAll).toBe('100.0000');
    expect(columns.change1d).toBe('33.3333');
    expect(periodFigureColumns(points, AS_OF).changeAll).toBe('0.0000');
  });

  it('is null for every period when a portfolio cannot be restated (rates missing)', () => {
    const points = grow('2025-01-02', 10_000, 0.0002);
    const other = grow('2025-01-02', 10_000, 0.0002);
    const late = [{ date: '2025-06-01', rate: '1.2' }];
    const columns = accountPeriodFigureColumns(
      [
        { points, value: valueOf(points), rates: late },
        { points: other, value: valueOf(other), rates: null },
      ],
      AS_OF,
    );
    expect(Object.values(columns).every((v) => v === null)).toBe(true);
  });

  it('is null without portfolios', () => {
    const columns = accountPeriodFigureColumns([], AS_OF);
    expect(Object.values(columns).every((v) => v === null)).toBe(true);
  });
});

describe('priceFigureColumns', () => {
  it('gives the price’s own return over each period', () => {
    const closes = [
      { date: '2025-03-31', price: '100' },
      { date: '2025-12-31', price: '120' },
      { date: '2026-03-31', price: '125' },
      { date: '2026-04-01', price: '110' },
    ];
    const columns = priceFigureColumns(closes, AS_OF);
    expect(columns.changeAll).toBe('10.0000');
    expect(columns.change1d).toBe('-12.0000');
    expect(columns.changeYtd).toBe('-8.3333');
    expect(columns.change1y).toBe('10.0000');
    expect(columns.change3y).toBeNull();
    expect('sinceInception' in columns).toBe(false);
  });

  it('ignores closes after the as-of date', () => {
    const closes = [
      { date: '2026-03-31', price: '100' },
      { date: '2026-04-01', price: '101' },
      { date: '2026-04-02', price: '200' },
    ];
    expect(priceFigureColumns(closes, AS_OF).change1d).toBe('1.0000');
  });
});
