import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekday } from '../../market/close';
import { addDays } from '../core/dates';
import { accountPeriodFigureColumns } from '../daily/period-columns';
import { dailyGrowthSeries, seriesPeriodReturns } from '../daily/performance';
import { growthFigureColumns, periodFigureColumns } from '../daily/portfolio-days';
import { discreteReturns } from './discrete';
import { periodAnchorIndexes } from './period-anchors';
import { performancePeriods } from './periods';
import type { GrowthSeries } from './series';

/** A random daily series: weekdays (some weekends) from `start`, a walk with flows and empty spells. */
const series = fc
  .record({
    start: fc.integer({ min: 0, max: 3000 }).map((d) => addDays('2017-01-02', d)),
    steps: fc.array(
      fc.record({
        move: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        flow: fc.option(fc.integer({ min: -5_000_00, max: 20_000_00 }), { freq: 8 }),
        weekend: fc.boolean(),
        empty: fc.integer({ min: 0, max: 400 }),
      }),
      { minLength: 1, maxLength: 2200 },
    ),
  })
  .map(({ start, steps }) => {
    const points: { date: string; value: string; flow: string }[] = [];
    let value = 0;
    let date = start;
    for (const step of steps) {
      do date = addDays(date, 1);
      while (!isWeekday(date) && !step.weekend);
      const flow = step.flow === null ? 0 : step.flow / 100;
      // Now and then the portfolio is emptied (a value of 0: a base the growth cannot be measured from).
      value = step.empty === 0 ? 0 : Math.max(0, value * (1 + step.move) + flow);
      points.push({ date, value: value.toFixed(2), flow: flow.toFixed(2) });
    }
    return points;
  });

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
      }),
      { numRuns: 60 },
    );
  });

  it('continued from a stored point, the growth is the whole series’ to the last bit', () => {
    fc.assert(
      fc.property(series, fc.nat(), (points, at) => {
        const asOf = points[points.length - 1]!.date;
        const whole = dailyGrowthSeries(points, asOf);
        const k = at % points.length;
        const tail = dailyGrowthSeries(points.slice(k), asOf, whole.portfolio[k]!);
        expect([...tail.portfolio].every((g, i) => Object.is(g, whole.portfolio[k + i]!))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
