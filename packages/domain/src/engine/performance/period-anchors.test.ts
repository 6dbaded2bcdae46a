import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../core/dates';
import { accountPeriodFigureColumns } from '../daily/period-columns';
import { dailyGrowthSeries, seriesPeriodReturns } from '../daily/performance';
import { growthFigureColumns, periodFigureColumns } from '../daily/portfolio-days';
import { discreteReturns } from './discrete';
import { periodAnchorIndexes } from './period-anchors';
import { performancePeriods } from './periods';
import { randomDailySeries as series } from './random-series';
import type { GrowthSeries } from './series';

/** The points the figures read (periodAnchorIndexes) with the whole series' growths. */
function anchored(whole: GrowthSeries): GrowthSeries {
  const kept = periodAnchorIndexes(whole.dates);
  return {
    dates: kept.map((i) => whole.dates[i]!),
    portfolio: Float64Array.from(kept, (i) => whole.portfolio[i]!),
    benchmark: null,
    stamp: 'close',
  };
}

describe('periodAnchorIndexes', () => {
  it('keeps the points every period and discrete figure reads: the same figures as the whole series', () => {
    fc.assert(
      fc.property(series, (points) => {
        const asOf = points[points.length - 1]!.date;
        const whole = dailyGrowthSeries(points, asOf);
        const few = anchored(whole);
        expect(seriesPeriodReturns(few, asOf)).toEqual(seriesPeriodReturns(whole, asOf));
        expect(discreteReturns(few)).toEqual(discreteReturns(whole));
        expect(performancePeriods(few)).toEqual(performancePeriods(whole));
        expect(growthFigureColumns(few, asOf)).toEqual(periodFigureColumns(points, asOf));
        // An account restates the growths through its rates point by point: the same from the few.
        const rates = points
          .filter((_, i) => i % 3 === 0)
          .map((p, i) => ({ date: p.date, rate: String(1 + i / 1000) }));
        const value = points[points.length - 1]!.value;
        expect(accountPeriodFigureColumns([{ points: [], growth: few, value, rates }], asOf)).toEqual(
          accountPeriodFigureColumns([{ points, value, rates }], asOf),
        );
        // As of a later day (a portfolio not valued since): the points of its own last day still.
        const later = addDays(asOf, 1 + (points.length % 9));
        expect(accountPeriodFigureColumns([{ points: [], growth: few, value, rates }], later)).toEqual(
          accountPeriodFigureColumns([{ points, value, rates }], later),
        );
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('continued from a stored point, the growth is the whole series’ to the last bit', () => {
    fc.assert(
      fc.property(series, fc.nat(), (points, at) => {
        const asOf = points[points.length - 1]!.date;
        const whole = dailyGrowthSeries(points, asOf);
        const k = at % points.length;
        const tail = dailyGrowthSeries(points.slice(k), asOf, whole.portfolio[k]!);
        expect([...tail.portfolio].every((g, i) => Object.is(g, whole.portfolio[k + i]!))).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
