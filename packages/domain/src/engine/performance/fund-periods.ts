import { addMonths, daysBetween } from '../core/dates';
import { cannotCompute, type ReturnValue } from '../core/result';
import { lastOnOrBefore } from '../core/search';
import { growthBetween } from './period-return';
import { ONE_DAY_MAX_GAP_DAYS } from './periods';
import { readCumulativeSeries } from './series';

/** §2: the periods of a fund's details, in the order shown. */
export const FUND_PERIODS = ['1D', '3M', '1Y', '3Y', '5Y', 'All', 'YTD'] as const;
export type FundPeriod = (typeof FUND_PERIODS)[number];

/** Trailing periods in whole months back from the last close (same day of the month). */
const FUND_PERIOD_MONTHS = { '3M': 3, '1Y': 12, '3Y': 36, '5Y': 60 } as const;

/**
 * A start close may be older than the period's start date (no close on that day), but not by more
 * than a month: monthly closes still give a start, a hole of months in the history does not.
 */
export const START_MAX_STALENESS_DAYS = 31;

/** A fund's close on a date, in its quote currency (decimal string or number). */
export interface FundPrice {
  date: string;
  price: string | number;
}

/** One period's return: from the start close to the last close. */
export interface FundPeriodReturn {
  period: FundPeriod;
  /** Date of the start close, null when there is none. */
  from: string | null;
  /** Date of the last close (on or before `asOf`), null without any. */
  to: string | null;
  /** A ratio (0.0523 = +5.23 %), or null with the reason it cannot be computed (never 0). */
  return: ReturnValue;
}

/**
 * A fund's cumulative returns over 1D, 3M, 1Y, 3Y, 5Y, All and YTD (§2), price to price, ending at
 * the last close on or before `asOf` (default: the last close):
 * - 1D from the close before, when it is at most ONE_DAY_MAX_GAP_DAYS older ('missing_data' if not);
 * - 3M, 1Y, 3Y, 5Y from the last close on or before the same day 3, 12, 36, 60 months earlier;
 *   'insufficient_history' when the prices start later;
 * - YTD from the last close on or before 1 January: no market trades that day, so for daily closes
 *   this is the previous year's last close (as the engine's portfolio YTD), and a close stamped
 *   1 January (monthly closes dated on the 1st) is that same year-end level;
 * - All from the first close ('insufficient_history' with a single close).
 * A start close more than START_MAX_STALENESS_DAYS before its date is 'missing_data'.
 *
 * @example fundPeriodReturns([{ date: '2024-01-02', price: '100' }, { date: '2025-01-02', price: '110' }]).find((p) => p.period === '1Y')?.return // → { value: 0.1 }
 */
export function fundPeriodReturns(prices: readonly FundPrice[], asOf?: string): FundPeriodReturn[] {
  const series = readCumulativeSeries(
    prices.map((p) => ({ date: p.date, portfolio: p.price })),
    'index',
  );
  const { dates } = series;
  const end = lastOnOrBefore(dates, asOf ?? dates[dates.length - 1] ?? '');
  if (end < 0) {
    return FUND_PERIODS.map((period) => ({ period, from: null, to: null, return: cannotCompute('no_data') }));
  }
  const to = dates[end]!;

  /** The period from the close at index `start`, or the reason there is none. */
  const between = (period: FundPeriod, start: number, reason?: ReturnValue): FundPeriodReturn => {
    if (reason) return { period, from: null, to, return: reason };
    return { period, from: dates[start]!, to, return: growthBetween(series.portfolio, start, end) };
  };
  /** From the last close on or before `date`, when the history reaches back that far. */
  const since = (period: FundPeriod, date: string): FundPeriodReturn => {
    if (dates[0]! > date) return between(period, -1, cannotCompute('insufficient_history'));
    const start = lastOnOrBefore(dates, date);
    if (daysBetween(dates[start]!, date) > START_MAX_STALENESS_DAYS)
      return between(period, -1, cannotCompute('missing_data'));
    return between(period, start);
  };

  return FUND_PERIODS.map((period): FundPeriodReturn => {
    switch (period) {
      case '1D':
        if (end === 0) return between(period, -1, cannotCompute('insufficient_history'));
        if (daysBetween(dates[end - 1]!, to) > ONE_DAY_MAX_GAP_DAYS)
          return between(period, -1, cannotCompute('missing_data'));
        return between(period, end - 1);
      case 'All':
        return end === 0 ? between(period, -1, cannotCompute('insufficient_history')) : between(period, 0);
      case 'YTD':
        return since(period, `${to.slice(0, 4)}-01-01`);
      default:
        return since(period, addMonths(to, -FUND_PERIOD_MONTHS[period]));
    }
  });
}
