import { daysBetween, previousMonthEnd, previousYearEnd } from '../core/dates';
import type { ReturnValue } from '../core/result';
import { lastOnOrBefore } from '../core/search';
import { excessReturn, growthBetween } from './period-return';
import { previousQuarterEnd } from './quarters';
import { lastWeekdayOnOrBefore } from '../../market/close';
import { closeDateOf, lastValuedBy, type GrowthSeries } from './series';

/**
 * A close "one trading day before" may sit over a weekend and a bank holiday (Friday to Tuesday is
 * 4 days); a longer gap means the day before is missing (a monthly series has none), not that the
 * value did not move.
 */
export const ONE_DAY_MAX_GAP_DAYS = 5;

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
 * The base of 1D for the series' point `end`: the last point before it that holds an earlier market
 * day's closes (a Saturday or Sunday point holds the Friday's, so over a weekend 1D is Friday's move,
 * not a 0.00 % from Friday to Saturday), when it is at most ONE_DAY_MAX_GAP_DAYS older than the
 * market day of `end` (a monthly series has no day before: -1).
 */
function oneDayBase(series: GrowthSeries, end: number): number {
  const marketDay = lastWeekdayOnOrBefore(closeDateOf(series, end));
  let base = end - 1;
  while (base >= 0 && lastWeekdayOnOrBefore(closeDateOf(series, base)) >= marketDay) base--;
  return base >= 0 && daysBetween(closeDateOf(series, base), marketDay) <= ONE_DAY_MAX_GAP_DAYS ? base : -1;
}

/**
 * The start point of each period ending at point `end` (spec §9): 1D from oneDayBase, 1M month to
 * date (the last point valued by the close of the previous month end), 3M quarter to date (… the
 * previous quarter end), YTD (… the previous 31 December), inception the first point. The month,
 * quarter and year are those of the day whose close `end` is (decision 37). -1 when missing.
 */
function periodStarts(series: GrowthSeries, end: number): Record<PerformancePeriod, number> {
  const close = closeDateOf(series, end);
  return {
    '1D': oneDayBase(series, end),
    '1M': lastValuedBy(series, previousMonthEnd(close)),
    '3M': lastValuedBy(series, previousQuarterEnd(close)),
    YTD: lastValuedBy(series, previousYearEnd(close)),
    inception: 0,
  };
}

/**
 * The performance periods 1D, 1M (month to date), 3M (quarter to date), YTD and since inception
 * (spec §9) of a series, ending at its last point on or before `asOf` (default: its last point).
 * A period whose start is before the series is null with 'no_start_valuation'; 1D without a point
 * in the days before (a monthly series) is 'no_start_valuation' too, never a month's move.
 *
 * @example performancePeriods(readCumulativeSeries(points)).find((p) => p.period === 'YTD')?.portfolio // → { value: 0.0412 }
 */
export function performancePeriods(series: GrowthSeries, asOf?: string): PeriodResult<PerformancePeriod>[] {
  const date = asOf ?? series.dates[series.dates.length - 1] ?? '';
  const end = lastOnOrBefore(series.dates, date);
  if (end < 0) return PERFORMANCE_PERIODS.map((period) => periodResult(series, period, -1, end));
  const starts = periodStarts(series, end);
  return PERFORMANCE_PERIODS.map((period) =>
    periodResult(series, period, Math.min(starts[period], end), end),
  );
}
