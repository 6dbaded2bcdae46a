import { DISCRETE_CALENDAR_YEARS, DISCRETE_PERIOD_MONTHS } from '../../constants';
import { lastWeekdayBefore, lastWeekdayOnOrBefore } from '../../market/close';
import { addMonths, previousMonthEnd, previousYearEnd } from '../core/dates';
import { lastOnOrBefore } from '../core/search';
import { previousQuarterEnd } from './quarters';

/**
 * The dates whose last point on or before them the period figures of a close-stamped series ending
 * on `last` read as a start or an end (performancePeriods, discreteReturns: 1D's market day before,
 * month, quarter and year to date, 1, 3 and 5 years back, the previous calendar years). With the series' first point and
 * its last two, those points are all the figures read (keyPoints says why leaving the others out
 * changes nothing), so a series whose points carry a stored growth can be read as these few rows.
 */
export function periodAnchorDates(last: string): string[] {
  const dates = new Set([
    lastWeekdayBefore(lastWeekdayOnOrBefore(last)),
    previousMonthEnd(last),
    previousQuarterEnd(last),
    previousYearEnd(last),
  ]);
  for (const months of Object.values(DISCRETE_PERIOD_MONTHS)) dates.add(addMonths(last, -months));
  const lastYear = Number(last.slice(0, 4)) - 1;
  for (let year = lastYear; year > lastYear - DISCRETE_CALENDAR_YEARS; year--) {
    const yearEnd = `${String(year).padStart(4, '0')}-12-31`;
    dates.add(yearEnd);
    dates.add(previousYearEnd(yearEnd));
  }
  return [...dates].sort();
}

/**
 * The indexes (ascending) of the points of sorted `dates` that the period figures as of its last
 * date read: the first, the last two, the last on or before each periodAnchorDates date.
 */
export function periodAnchorIndexes(dates: readonly string[]): number[] {
  const n = dates.length;
  if (n === 0) return [];
  const kept = new Set([0, Math.max(0, n - 2), n - 1]);
  for (const date of periodAnchorDates(dates[n - 1]!)) {
    const i = lastOnOrBefore(dates, date);
    if (i >= 0) kept.add(i);
  }
  return [...kept].sort((a, b) => a - b);
}
