import { previousMonthEnd, previousYearEnd } from '../core/dates';
import type { ReturnValue } from '../core/result';
import { lastOnOrBefore } from '../core/search';
import { excessReturn, growthBetween } from './period-return';
import { previousQuarterEnd } from './quarters';
import type { GrowthSeries } from './series';

/** The performance periods of spec §9. */
export const PERFORMANCE_PERIODS = ['1D', '1M', '3M', 'YTD', 'inception'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** A return over a period for the portfolio, its benchmark, and the difference. */
export interface PeriodResult<Key extends string = string> {
  period: Key;
  /** Date of the start point (the base), null when there is none. */
  from: string | null;
  to: string;
  portfolio: ReturnValue;
  benchmark: ReturnValue;
  /** Portfolio minus benchmark. */
  relative: ReturnValue;
}

/** Returns between two point indexes of a series, for the portfolio and the benchmark. */
export function periodResult<Key extends string>(
  series: GrowthSeries,
  period: Key,
  start: number,
  end: number,
): PeriodResult<Key> {
  const portfolio = growthBetween(series.portfolio, start, end);
  const benchmark = growthBetween(series.benchmark, start, end);
  return {
    period,
    from: start >= 0 ? series.dates[start]! : null,
    to: series.dates[end] ?? '',
    portfolio,
    benchmark,
    relative: excessReturn(portfolio, benchmark),
  };
}

/**
 * The start point of each period ending at `asOf` (spec §9): 1D the point before, 1M month to date
 * (the last point on or before the end of the previous month), 3M quarter to date (… the previous
 * quarter end), YTD (… the previous 31 December), inception the first point. -1 when missing.
 */
function periodStarts(series: GrowthSeries, end: number, asOf: string): Record<PerformancePeriod, number> {
  return {
    '1D': end - 1,
    '1M': lastOnOrBefore(series.dates, previousMonthEnd(asOf)),
    '3M': lastOnOrBefore(series.dates, previousQuarterEnd(asOf)),
    YTD: lastOnOrBefore(series.dates, previousYearEnd(asOf)),
    inception: 0,
  };
}

/**
 * The performance periods 1D, 1M (month to date), 3M (quarter to date), YTD and since inception
 * (spec §9) of a series, ending at its last point on or before `asOf` (default: its last point).
 * A period whose start is before the series is null with 'no_start_valuation'; 1D without a previous
 * point is 'no_start_valuation' too.
 *
 * @example performancePeriods(readCumulativeSeries(points)).find((p) => p.period === 'YTD')?.portfolio // → { value: 0.0412 }
 */
export function performancePeriods(series: GrowthSeries, asOf?: string): PeriodResult<PerformancePeriod>[] {
  const date = asOf ?? series.dates[series.dates.length - 1] ?? '';
  const end = lastOnOrBefore(series.dates, date);
  const starts = periodStarts(series, end, date);
  return PERFORMANCE_PERIODS.map((period) =>
    periodResult(series, period, end < 0 ? -1 : Math.min(starts[period], end), end),
  );
}
