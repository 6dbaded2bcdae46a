import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../core/dates';
import { dailyPerformance } from './performance';
import type { DailyPoint } from './types';

/** Weekday points from `from` to `to`, the value given by `value(i)`, flows by `flow(i)`. */
function weekdays(
  from: string,
  to: string,
  value: (i: number) => number,
  flow: (i: number) => number = () => 0,
) {
  const points: DailyPoint[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = (dayNumber(date) + 4) % 7;
    if (day === 0 || day === 6) continue;
    const i = points.length;
    points.push({
      date,
      value: value(i).toFixed(2),
      valueAccount: null,
      flow: flow(i).toFixed(2),
      income: '0',
      fees: '0',
      stale: [],
    });
  }
  return points;
}

describe('dailyPerformance', () => {
  it('reads every period from daily closes: a day, month, quarter and year to date, 1 and 3 years, inception', () => {
    const points = weekdays('2021-01-04', '2024-12-31', (i) => 1000 * 1.001 ** i);
    const at = (date: string) => Number(points.find((p) => p.date === date)!.value);
    const last = at('2024-12-31');
    const { figures, series } = dailyPerformance(points, '2024-12-31');
    expect(series.stamp).toBe('close');
    expect(series.dates).toHaveLength(points.length);
    expect(figures.validTo).toBe('2024-12-31');
    expect(figures.oneDay).toBeCloseTo(last / at('2024-12-30') - 1, 12);
    expect(figures.monthToDate).toBeCloseTo(last / at('2024-11-29') - 1, 12);
    expect(figures.quarterToDate).toBeCloseTo(last / at('2024-09-30') - 1, 12);
    expect(figures.yearToDate).toBeCloseTo(last / at('2023-12-29') - 1, 12);
    expect(figures.oneYear).toBeCloseTo(last / at('2023-12-29') - 1, 12);
    expect(figures.threeYears).toBeCloseTo(last / at('2021-12-31') - 1, 12);
    expect(figures.fiveYears).toBeNull();
    expect(figures.fiveYearsAnnualised).toBeNull();
    const inception = last / at('2021-01-04') - 1;
    expect(figures.sinceInception).toBeCloseTo(inception, 12);
    expect(figures.threeYearsAnnualised).toBeCloseTo((last / at('2021-12-31')) ** (1 / 3) - 1, 12);
    const years = (dayNumber('2024-12-31') - dayNumber('2021-01-04')) / 365;
    expect(figures.xirr).toBeCloseTo((1 + inception) ** (1 / years) - 1, 8);
  });

  it('money paid in on a day earns nothing by itself: a contribution that doubles the value is no return', () => {
    const points = weekdays(
      '2024-01-01',
      '2024-03-29',
      (i) => (i < 20 ? 1000 : 2000),
      (i) => (i === 20 ? 1000 : 0),
    );
    const { figures } = dailyPerformance(points, '2024-03-29');
    expect(figures.sinceInception).toBeCloseTo(0, 12);
    expect(figures.xirr).toBeCloseTo(0, 8);
    expect(figures.oneYear).toBeNull();
    expect(figures.sinceInceptionAnnualised).toBeNull();
  });

  it('values a day’s flow at that day’s prices, as the command-line engine does: the day’s move is the money already in', () => {
    const points = weekdays(
      '2024-01-01',
      '2024-01-03',
      (i) => [1000, 2010, 2010][i]!,
      (i) => (i === 1 ? 1000 : 0),
    );
    expect(dailyPerformance(points, '2024-01-03').figures.sinceInception).toBeCloseTo(
      (2010 - 1000) / 1000 - 1,
      12,
    );
  });

  it('stops at `asOf` and says the date the figures are valid to', () => {
    const points = weekdays('2024-01-01', '2024-01-31', (i) => 1000 + i);
    const { figures, series } = dailyPerformance(points, '2024-01-14');
    expect(figures.validTo).toBe('2024-01-12');
    expect(series.dates.at(-1)).toBe('2024-01-12');
    expect(dailyPerformance([], '2024-01-14').figures).toMatchObject({
      validTo: null,
      sinceInception: null,
      xirr: null,
    });
  });
});
