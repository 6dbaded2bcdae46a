import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../core/dates';
import { discreteReturns } from './discrete';
import { keyPoints } from './key-points';
import { performancePeriods } from './periods';
import { readCumulativeSeries, type CumulativePoint, type DateStamp } from './series';

/** A random walk of points from `start`; with a benchmark figure on every point or (null) on none. */
function walk(start: string, steps: readonly { gap: number; move: number; bench: number | null }[]) {
  const withBenchmark = steps[0]?.bench !== null;
  let date = start;
  let growth = 1;
  let bench = 1;
  return steps.map(({ gap, move, bench: b }): CumulativePoint => {
    date = addDays(date, gap);
    growth *= 1 + move;
    bench *= 1 + (b ?? 0);
    return { date, portfolio: (growth - 1) * 100, benchmark: withBenchmark ? (bench - 1) * 100 : null };
  });
}

const steps = (maxGap: number) =>
  fc.array(
    fc.record({
      gap: fc.integer({ min: 1, max: maxGap }),
      move: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      bench: fc.option(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { freq: 5 }),
    }),
    { minLength: 0, maxLength: 2500 },
  );

function figures(points: readonly CumulativePoint[], stamp: DateStamp) {
  const series = readCumulativeSeries(points, 'percent', stamp);
  return { periods: performancePeriods(series), discrete: discreteReturns(series) };
}

describe('keyPoints', () => {
  it('gives the same periods, discrete periods and calendar years as the whole series', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DateStamp>('close', 'opening'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 3000 }),
        steps(9),
        (stamp, maxGap, offset, walkSteps) => {
          const points = walk(
            addDays('2017-01-01', offset),
            walkSteps.map((s) => ({ ...s, gap: 1 + ((s.gap * maxGap) % 40) })),
          );
          const kept = keyPoints(points, stamp);
          expect(kept.length).toBeLessThanOrEqual(Math.min(points.length, 40));
          expect(figures(kept, stamp)).toEqual(figures(points, stamp));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a five-year daily series as a few dozen of its points, in date order', () => {
    const points = walk(
      '2021-01-01',
      Array.from({ length: 1900 }, (_, i) => ({ gap: 1, move: Math.sin(i) / 100, bench: 0.001 })),
    );
    const kept = keyPoints(points);
    expect(kept[0]).toBe(points[0]);
    expect(kept.at(-1)).toBe(points.at(-1));
    expect(kept.length).toBeLessThan(30);
    expect(kept.map((p) => p.date)).toEqual([...kept.map((p) => p.date)].sort());
  });

  it('keeps nothing of an empty series', () => {
    expect(keyPoints([])).toEqual([]);
  });
});
