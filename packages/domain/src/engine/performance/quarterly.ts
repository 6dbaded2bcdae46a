import { periodResult, type PeriodResult } from './periods';
import { quarterEnds } from './quarters';
import { closeDateOf, lastValuedBy, type GrowthSeries } from './series';

/**
 * The return of each whole quarter the series covers, from one quarter end (spec §9) to the next,
 * each end read as the last point valued by its close; the latest quarter last.
 *
 * @example quarterlyReturns(series).map((q) => q.to) // → ['2024-03-28', '2024-06-28']
 */
export function quarterlyReturns(series: GrowthSeries): PeriodResult<string>[] {
  const { dates } = series;
  if (dates.length < 2) return [];
  const ends = quarterEnds(closeDateOf(series, 0), closeDateOf(series, dates.length - 1));
  const out: PeriodResult<string>[] = [];
  for (let k = 1; k < ends.length; k++) {
    const start = lastValuedBy(series, ends[k - 1]!);
    const end = lastValuedBy(series, ends[k]!);
    out.push({ ...periodResult(series, ends[k]!, start, end), period: ends[k]! });
  }
  return out;
}
