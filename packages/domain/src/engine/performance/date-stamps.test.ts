import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, endOfMonth } from '../core/dates';
import { discreteReturns } from './discrete';
import { monthlyReturns } from './monthly';
import { performancePeriods } from './periods';
import { quarterlyReturns } from './quarterly';
import { closeDateOf, lastValuedBy, readCumulativeSeries, type CumulativePoint } from './series';

// Decision 37: the §6 cumulative list is a month-start sample (a point dated 1 November is the value
// at that day's opening, October's close); daily closes are stamped at the close.

/** Month-start points from `first` (a 1st) with growth 1.01^i, as the seed and the Data API send. */
function monthStarts(first: string, count: number): CumulativePoint[] {
  return Array.from({ length: count }, (_, i) => ({
    date: addMonths(first, i),
    portfolio: (1.01 ** i - 1) * 100,
    benchmark: (1.005 ** i - 1) * 100,
  }));
}

const byPeriod = (points: CumulativePoint[], stamp: 'close' | 'opening') =>
  Object.fromEntries(
    performancePeriods(readCumulativeSeries(points, 'percent', stamp)).map((p) => [p.period, p]),
  );

describe('month-start samples read with opening stamps (decision 37)', () => {
  // 1 Jan 2025 … 1 Nov 2026: the last point is the close of 31 October 2026.
  const points = monthStarts('2025-01-01', 23);

  it('month to date is October, quarter to date October, YTD from the 1 January point', () => {
    const periods = byPeriod(points, 'opening');
    expect(periods['1M']).toMatchObject({ from: '2026-10-01', to: '2026-11-01' });
    expect(periods['1M']!.portfolio.value).toBeCloseTo(0.01, 12);
    expect(periods['3M']!.from).toBe('2026-10-01');
    expect(periods.YTD!.from).toBe('2026-01-01');
    expect(periods.YTD!.portfolio.value).toBeCloseTo(1.01 ** 10 - 1, 12);
    expect(periods.YTD!.benchmark.value).toBeCloseTo(1.005 ** 10 - 1, 12);
    // A monthly series has no valuation the day before: 1D says so rather than show a month's move.
    expect(periods['1D']!.portfolio).toEqual({ value: null, reason: 'no_start_valuation' });
  });

  it('read as closes, the same points put every base one month early (the bug this fixes)', () => {
    const periods = byPeriod(points, 'close');
    expect(periods['1M']!.from).toBe('2026-10-01');
    expect(periods['3M']!.from).toBe('2026-09-01');
    expect(periods.YTD!.from).toBe('2025-12-01');
  });

  it('a calendar year runs from its 1 January point to the next one; YTD spans ten months', () => {
    const { periods, years } = discreteReturns(readCumulativeSeries(points, 'percent', 'opening'));
    const y2025 = years.find((y) => y.year === 2025)!;
    expect(y2025).toMatchObject({ from: '2025-01-01', to: '2026-01-01' });
    expect(y2025.portfolio.value).toBeCloseTo(1.01 ** 12 - 1, 12);
    expect(years.find((y) => y.year === 2024)!.portfolio.reason).toBe('insufficient_history');
    const ytd = periods.find((p) => p.period === 'YTD')!;
    expect(ytd).toMatchObject({ from: '2026-01-01', months: 10 });
    expect(periods.find((p) => p.period === '1Y')!.portfolio.value).toBeCloseTo(1.01 ** 12 - 1, 12);
  });

  it('monthly returns are labelled with the month they span; quarters run close to close', () => {
    const series = readCumulativeSeries(points, 'percent', 'opening');
    const months = monthlyReturns(series);
    expect(months.at(-1)).toMatchObject({ month: '2026-10', date: '2026-11-01' });
    expect(months.at(-1)!.portfolio).toBeCloseTo(0.01, 12);
    expect(months[0]!.month).toBe('2025-01');
    const quarters = quarterlyReturns(series);
    expect(quarters[0]).toMatchObject({ period: '2025-03-31', from: '2025-01-01', to: '2025-04-01' });
    expect(quarters.at(-1)).toMatchObject({ period: '2026-09-30', from: '2026-07-01', to: '2026-10-01' });
    expect(quarters.at(-1)!.portfolio.value).toBeCloseTo(1.01 ** 3 - 1, 12);
  });

  it('closeDateOf and lastValuedBy translate between the two stamps', () => {
    const opening = readCumulativeSeries(points, 'percent', 'opening');
    expect(closeDateOf(opening, 0)).toBe('2024-12-31');
    expect(opening.dates[lastValuedBy(opening, '2025-12-31')]).toBe('2026-01-01');
    const close = readCumulativeSeries(points);
    expect(closeDateOf(close, 0)).toBe('2025-01-01');
    expect(close.dates[lastValuedBy(close, '2025-12-31')]).toBe('2025-12-01');
  });

  it('the same values stamped at the opening of the 1st or the close of the month before give the same returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2015, max: 2030 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 2, max: 80 }),
        fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 80, maxLength: 80 }),
        (year, month, count, moves) => {
          const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
          let level = 1;
          const opening: CumulativePoint[] = [];
          const close: CumulativePoint[] = [];
          for (let i = 0; i < count; i++) {
            if (i > 0) level *= 1 + moves[i]!;
            const date = addMonths(first, i);
            opening.push({ date, portfolio: (level - 1) * 100 });
            close.push({ date: endOfMonth(addDays(date, -1)), portfolio: (level - 1) * 100 });
          }
          const a = performancePeriods(readCumulativeSeries(opening, 'percent', 'opening'));
          const b = performancePeriods(readCumulativeSeries(close, 'percent', 'close'));
          a.forEach((p, k) =>
            expect(p.portfolio.value ?? p.portfolio.reason).toEqual(
              b[k]!.portfolio.value ?? b[k]!.portfolio.reason,
            ),
          );
          const da = discreteReturns(readCumulativeSeries(opening, 'percent', 'opening'));
          const db = discreteReturns(readCumulativeSeries(close, 'percent', 'close'));
          da.years.forEach((y, k) => expect(y.portfolio).toEqual(db.years[k]!.portfolio));
          expect(da.periods.find((p) => p.period === 'YTD')!.portfolio).toEqual(
            db.periods.find((p) => p.period === 'YTD')!.portfolio,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
