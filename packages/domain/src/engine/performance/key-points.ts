import { discreteReturns } from './discrete';
import { performancePeriods } from './periods';
import { readCumulativeSeries, type CumulativePoint, type DateStamp } from './series';

/**
 * The points a series' period figures read (§9 periods, discrete periods and calendar years): its
 * first point and the start and end of every period, in date order. The period and discrete
 * functions give the same results on these alone as on the whole series: each start is the last
 * point on or before a boundary date, and no point left out lies between it and the boundary (the
 * kept points are points of the series). So a portfolio's figures can be stored as a few dozen
 * points when it is valued, and the benchmark (or a restatement in another currency, a growth ratio
 * per point) applied to those points when it is read (decision 52). Benchmark figures must be on
 * every point or on none (a missing one repeats the previous point's, which may not be kept).
 */
export function keyPoints<T extends CumulativePoint>(points: readonly T[], stamp: DateStamp = 'close'): T[] {
  const series = readCumulativeSeries(points, 'percent', stamp);
  if (series.dates.length === 0) return [];
  const dates = new Set<string>([series.dates[0]!]);
  const discrete = discreteReturns(series);
  for (const result of [...performancePeriods(series), ...discrete.periods, ...discrete.years]) {
    if (result.from) dates.add(result.from);
    if (result.to) dates.add(result.to);
  }
  const kept = points.filter((p) => dates.has(p.date));
  return kept.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
