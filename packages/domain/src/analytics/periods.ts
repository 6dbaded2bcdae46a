import { ANALYTICS_LOOKBACK_DAYS } from '../constants';
import { addDays, addMonths } from '../engine/core/dates';
import { taxYearStart } from '../engine/transactions/ranges';

/**
 * Analytics periods (§2 "a period filter … Default range 'All'", §9 ranges and look-back). Dates are
 * calendar days in UTC, `YYYY-MM-DD`; a range includes both ends.
 */

/**
 * §9 ranges: all (the whole look-back), 12m (365 days), 6m (180), 3m (90), 1m (31), and a custom
 * range (ROLLING_PERIODS); then the last 1, 3, 6 and 12 whole calendar months and the current and
 * previous tax year (CALENDAR_PERIODS).
 */
export const ROLLING_PERIODS = ['all', '12m', '6m', '3m', '1m', 'custom'] as const;
export const CALENDAR_PERIODS = [
  'last1m',
  'last3m',
  'last6m',
  'last12m',
  'taxYear',
  'previousTaxYear',
] as const;
export const ANALYTICS_PERIODS = [...ROLLING_PERIODS, ...CALENDAR_PERIODS] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

const LAST_MONTHS: Record<'last1m' | 'last3m' | 'last6m' | 'last12m', number> = {
  last1m: 1,
  last3m: 3,
  last6m: 6,
  last12m: 12,
};

const PERIOD_DAYS: Record<Exclude<(typeof ROLLING_PERIODS)[number], 'custom'>, number> = {
  all: ANALYTICS_LOOKBACK_DAYS,
  '12m': 365,
  '6m': 180,
  '3m': 90,
  '1m': 31,
};

export interface DayRange {
  from: string;
  to: string;
}

export interface ResolvedPeriod {
  current: DayRange;
  /**
   * The equal-length window just before `current`, to compare with; null for 'All' (nothing before
   * the look-back is kept, so there is no fair comparison).
   */
  previous: DayRange | null;
}

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function rangeLength(range: DayRange): number {
  return Math.max(0, Math.round((dayTime(range.to) - dayTime(range.from)) / DAY_MS) + 1);
}

/** Every day of a range, oldest first. */
export function eachDay(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The window a period covers, ending today, and the equal window before it. A custom range is
 * taken as given (the request schema has checked it); its previous window has the same length.
 */
export function resolvePeriod(period: AnalyticsPeriod, today: string, custom?: DayRange): ResolvedPeriod {
  if (isCalendarPeriod(period)) return calendarPeriod(period, today);
  if (period === 'custom') {
    if (!custom) throw new Error('resolvePeriod: a custom period needs its range');
    const length = rangeLength(custom);
    return {
      current: custom,
      previous: { from: addDays(custom.from, -length), to: addDays(custom.from, -1) },
    };
  }
  const length = PERIOD_DAYS[period];
  const current = { from: addDays(today, -(length - 1)), to: today };
  if (period === 'all') return { current, previous: null };
  return { current, previous: { from: addDays(current.from, -length), to: addDays(current.from, -1) } };
}

export function isCalendarPeriod(period: AnalyticsPeriod): period is CalendarPeriod {
  return (CALENDAR_PERIODS as readonly string[]).includes(period);
}

/** The whole months `months` back from `firstOfMonth` (exclusive): first day to last day. */
function wholeMonths(firstOfMonth: string, months: number): DayRange {
  return { from: addMonths(firstOfMonth, -months), to: addDays(firstOfMonth, -1) };
}

/**
 * Calendar periods, compared with the same calendar span one step earlier: the last N whole months
 * (today's month excluded, so figures are final) against the N months before them; the current tax
 * year so far (from 5 April, §9) against the same days of the previous one; the previous tax year
 * against the one before it.
 */
function calendarPeriod(period: CalendarPeriod, today: string): ResolvedPeriod {
  if (period === 'taxYear' || period === 'previousTaxYear') {
    const start = taxYearStart(today);
    if (period === 'taxYear') {
      return {
        current: { from: start, to: today },
        previous: { from: addMonths(start, -12), to: addMonths(today, -12) },
      };
    }
    const from = addMonths(start, -12);
    return {
      current: { from, to: addDays(start, -1) },
      previous: { from: addMonths(from, -12), to: addDays(from, -1) },
    };
  }
  const months = LAST_MONTHS[period];
  const thisMonth = `${today.slice(0, 7)}-01`;
  const current = wholeMonths(thisMonth, months);
  return { current, previous: wholeMonths(current.from, months) };
}
