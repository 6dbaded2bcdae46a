import { previousMonthEnd, previousYearEnd } from '../core/dates';
import { cannotCompute } from '../core/result';
import { lastWeekdayBefore, lastWeekdayOnOrBefore } from '../../market/close';
import type { PerformancePeriod, PeriodResult } from './periods';
import { previousQuarterEnd } from './quarters';

/** The date a portfolio's (or an account's) figures are valued through, and whether that is behind. */
export interface ValuedThrough {
  date: string;
  /**
   * True when the figures stop before the day the screens speak of (the last weekday before today,
   * or the end of the range asked for when that is earlier): the daily clock has not valued it yet.
   */
  behind: boolean;
}

/**
 * The day a screen's periods should end on: the last weekday before `today` (the clock values each
 * business day's closes the morning after), or `rangeEnd` when the figures were asked up to an
 * earlier day.
 */
export function figuresReferenceDay(today: string, rangeEnd?: string | null): string {
  const lastWeekday = lastWeekdayBefore(today);
  return rangeEnd && rangeEnd < lastWeekday ? rangeEnd : lastWeekday;
}

/** Whether figures valued through `date` are behind the day the screen speaks of (figuresReferenceDay). */
export function valuedThroughOf(date: string, today: string, rangeEnd?: string | null): ValuedThrough {
  return { date, behind: date < figuresReferenceDay(today, rangeEnd) };
}

/** The earliest of several portfolios' dates (an account is as current as its least current portfolio). */
export function earliestValuedThrough(
  items: readonly (ValuedThrough | null | undefined)[],
): ValuedThrough | null {
  let earliest: ValuedThrough | null = null;
  for (const item of items) if (item && (earliest === null || item.date < earliest.date)) earliest = item;
  return earliest;
}

/**
 * The day before the first day of §9 period `period` ending on `reference` (the period covers the
 * days after it, up to `reference`): 1D the day before, month, quarter and year to date the previous
 * month, quarter and year end; null for since inception (it has no fixed start).
 */
function periodBoundary(period: PerformancePeriod, reference: string): string | null {
  switch (period) {
    case '1D':
      return lastWeekdayBefore(reference);
    case '1M':
      return previousMonthEnd(reference);
    case '3M':
      return previousQuarterEnd(reference);
    case 'YTD':
      return previousYearEnd(reference);
    case 'inception':
      return null;
  }
}

/**
 * The §9 periods as the screen of `reference` must show them when the figures stop at `valuedThrough`
 * (before `reference`): a period none of whose business days is valued is null with 'not_valued' —
 * its stored figure is the move of an older period or of a weekend, and would read as 0.00 % or as
 * last month's — and 1D is never a figure (the day it names is not valued). Figures valued through
 * a Saturday or Sunday hold the Friday's closes, so that Friday is the last day they value. A
 * period that started before it keeps its figure: that period to date, through `valuedThrough`
 * (the period of its last close is then the reference's own). Figures not behind pass unchanged.
 */
export function withoutUnvaluedPeriods<P extends PeriodResult<PerformancePeriod>>(
  periods: readonly P[],
  valuedThrough: string,
  reference: string,
): P[] {
  if (valuedThrough >= reference) return [...periods];
  const lastMarketDay = lastWeekdayOnOrBefore(valuedThrough);
  const missing = cannotCompute('not_valued');
  return periods.map((result) => {
    const boundary = periodBoundary(result.period, reference);
    const unvalued = result.period === '1D' || (boundary !== null && lastMarketDay <= boundary);
    return unvalued ? { ...result, portfolio: missing, benchmark: missing, relative: missing } : result;
  });
}
