import { addDays } from '../core/dates';
import { lastOnOrBefore, sortedByDate } from '../core/search';

/**
 * A point of a performance series (spec §3/§7: {date, portfolio, portfolioValue, benchmark}):
 * `portfolio` and `benchmark` are cumulative returns since the first point, as percent figures
 * (5.23 = +5.23 %) unless read with another unit.
 */
export interface CumulativePoint {
  date: string;
  portfolio: number | string;
  portfolioValue?: number | string | null;
  benchmark?: number | string | null;
}

/**
 * How cumulative figures are written: 'percent' (5.23 = +5.23 %, the default and the stored
 * convention), 'fraction' (0.0523) or 'index' (levels such as 105.23 from a base of 100).
 */
export type CumulativeUnit = 'percent' | 'fraction' | 'index';

/**
 * What a point's date means (decision 37): 'close' — the value at the end of that day (daily closes,
 * the default); 'opening' — the value at the start of that day, i.e. the previous day's close. The
 * §6 cumulative list is a month-start sample: its point of 1 November is October's closing value.
 */
export type DateStamp = 'close' | 'opening';

/**
 * A series indexed once for period lookups: sorted dates and growth factors (value of 1 invested at
 * the first point). Growth factors are floats: ratios, not money (see core/result.ts).
 */
export interface GrowthSeries {
  dates: string[];
  portfolio: Float64Array;
  /** Null when no point has a benchmark figure. */
  benchmark: Float64Array | null;
  /** How `dates` are stamped; absent means 'close'. */
  stamp?: DateStamp;
}

/** The day whose close a point's value is: its date, or the day before for an opening stamp. */
export function closeDateOf(series: GrowthSeries, index: number): string {
  const date = series.dates[index]!;
  return series.stamp === 'opening' ? addDays(date, -1) : date;
}

/**
 * The index of the last point valued at or before the close of `date` (-1 when none): the base of
 * a period that starts the day after. For opening stamps that is the point dated the day after
 * (1 January's opening is 31 December's close).
 */
export function lastValuedBy(series: GrowthSeries, date: string): number {
  return lastOnOrBefore(series.dates, series.stamp === 'opening' ? addDays(date, 1) : date);
}

function growth(value: number | string, unit: CumulativeUnit): number {
  const n = typeof value === 'number' ? value : Number(value);
  return unit === 'percent' ? 1 + n / 100 : unit === 'fraction' ? 1 + n : n;
}

/**
 * The growth series of cumulative points (sorted by date here if they are not). A point without a
 * benchmark figure repeats the previous benchmark growth. `stamp` says what the dates mean.
 *
 * @example readCumulativeSeries([{ date: '2024-01-31', portfolio: 0 }, { date: '2024-02-29', portfolio: 2.5 }]).portfolio // → Float64Array [1, 1.025]
 */
export function readCumulativeSeries(
  points: readonly CumulativePoint[],
  unit: CumulativeUnit = 'percent',
  stamp: DateStamp = 'close',
): GrowthSeries {
  const sorted = sortedByDate(points);
  const n = sorted.length;
  const dates = new Array<string>(n);
  const portfolio = new Float64Array(n);
  const benchmark = new Float64Array(n);
  let hasBenchmark = false;
  let lastBenchmark = Number.NaN;
  for (let i = 0; i < n; i++) {
    const point = sorted[i]!;
    dates[i] = point.date;
    portfolio[i] = growth(point.portfolio, unit);
    if (point.benchmark !== null && point.benchmark !== undefined && point.benchmark !== '') {
      hasBenchmark = true;
      lastBenchmark = growth(point.benchmark, unit);
    }
    benchmark[i] = lastBenchmark;
  }
  return { dates, portfolio, benchmark: hasBenchmark ? benchmark : null, stamp };
}

/**
 * A portfolio's value at the close of `date` read from its performance points: the value of the last
 * point valued by then (see lastValuedBy), or null when none is or it carries no value. A report for
 * a past period states the account's value at the period's end, not today's.
 *
 * @example valueAtClose([{ date: '2024-01-31', portfolio: 0, portfolioValue: '100.00' }], '2024-02-10') // → '100.00'
 */
export function valueAtClose(
  points: readonly CumulativePoint[],
  date: string,
  stamp: DateStamp = 'close',
): string | null {
  const sorted = sortedByDate(points);
  const i = lastOnOrBefore(
    sorted.map((p) => p.date),
    stamp === 'opening' ? addDays(date, 1) : date,
  );
  const value = i < 0 ? null : sorted[i]!.portfolioValue;
  return value === null || value === undefined ? null : String(value);
}
