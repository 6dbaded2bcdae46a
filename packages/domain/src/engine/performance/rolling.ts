import { addMonths, endOfMonth } from '../core/dates';
import type { ReturnValue } from '../core/result';
import { lastOnOrBefore } from '../core/search';
import { growthBetween } from './period-return';
import type { GrowthSeries } from './series';

export interface RollingPoint {
  /** The month end (the last point of the month). */
  date: string;
  portfolio: ReturnValue;
  benchmark: ReturnValue;
}

/**
 * Rolling-window returns, one point per month end (plotted monthly): at each month's last point, the
 * return over the trailing `months` (default 12) from the last point of the month that many months
 * earlier (the last point on or before its end). Null with 'insufficient_history' while the window reaches before the series.
 * For a time-weighted rolling series feed it timeWeightedSeries(...).
 *
 * @example rollingReturns(series, 12).at(-1)?.portfolio // → { value: 0.083 }
 */
export function rollingReturns(series: GrowthSeries, months = 12): RollingPoint[] {
  const { dates } = series;
  const out: RollingPoint[] = [];
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i]!;
    if (i < dates.length - 1 && dates[i + 1]!.slice(0, 7) === date.slice(0, 7)) continue;
    const windowFrom = endOfMonth(addMonths(date, -months));
    const start = dates[0]! <= windowFrom ? lastOnOrBefore(dates, windowFrom) : -1;
    const missing: ReturnValue = { value: null, reason: 'insufficient_history' };
    out.push({
      date,
      portfolio: start < 0 ? missing : growthBetween(series.portfolio, start, i),
      benchmark: start < 0 ? missing : growthBetween(series.benchmark, start, i),
    });
  }
  return out;
}
