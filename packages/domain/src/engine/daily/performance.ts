import type { ReturnValue } from '../core/result';
import { discreteReturns } from '../performance/discrete';
import { performancePeriods } from '../performance/periods';
import type { GrowthSeries } from '../performance/series';
import type { LinkedPoint } from '../returns/linked-points';
import { linkedGrowth } from '../returns/twr';
import { xirr, type CashFlow } from '../returns/xirr';
import type { DailyPoint } from './types';

/** A portfolio's period figures as fractions (0.0523 = 5.23 %), null when they cannot be computed. */
export interface PeriodFigures {
  oneDay: number | null;
  monthToDate: number | null;
  quarterToDate: number | null;
  yearToDate: number | null;
  oneYear: number | null;
  threeYears: number | null;
  fiveYears: number | null;
  /** Cumulative time-weighted return since the first point. */
  sinceInception: number | null;
  threeYearsAnnualised: number | null;
  fiveYearsAnnualised: number | null;
  sinceInceptionAnnualised: number | null;
  /** Money-weighted return since the first point (actual/365, a yearly rate). */
  xirr: number | null;
  /** The date of the last point the figures are valued to; null without points. */
  validTo: string | null;
}

export interface DailyPerformance {
  /** The time-weighted growth at each point's close (stamp 'close'), for performancePeriods, discreteReturns, rollingReturns. */
  series: GrowthSeries;
  figures: PeriodFigures;
}

const valueOf = (r: ReturnValue | undefined): number | null => r?.value ?? null;

/**
 * Time-weighted and money-weighted figures of daily points up to `asOf`. A day's flows are valued
 * at that day's prices, as the command-line engine values a portfolio just before each date's flows:
 * the growth of day i is (close_i − flow_i) / close_{i−1}, linked (returns/twr.ts), so idle cash paid
 * in earns nothing and moves nothing. The first point is the base: its own flows and move are before
 * the measured span. XIRR pays in the first close and every later flow on its day and receives the
 * last close (returns/xirr.ts).
 *
 * @example dailyPerformance(valueDaily(input).points, '2026-11-26').figures.yearToDate // → 0.0412
 */
export function dailyPerformance(
  points: readonly Pick<DailyPoint, 'date' | 'value' | 'flow'>[],
  asOf: string,
): DailyPerformance {
  const series = dailyGrowthSeries(points, asOf);
  const n = series.dates.length;
  const flows: CashFlow[] = [];
  for (let i = 0; i < n; i++) {
    const point = points[i]!;
    const paid = i === 0 ? Number(point.value) : Number(point.flow);
    if (paid !== 0) flows.push({ date: point.date, amount: -paid });
  }
  if (n > 0) flows.push({ date: series.dates[n - 1]!, amount: Number(points[n - 1]!.value) });
  const returns = seriesPeriodReturns(series, asOf);
  return {
    series,
    figures: {
      oneDay: returns.oneDay.value,
      monthToDate: returns.monthToDate.value,
      quarterToDate: returns.quarterToDate.value,
      yearToDate: returns.yearToDate.value,
      oneYear: returns.oneYear.value,
      threeYears: returns.threeYears.value,
      fiveYears: returns.fiveYears.value,
      sinceInception: returns.sinceInception.value,
      threeYearsAnnualised: valueOf(returns.annualised.threeYears),
      fiveYearsAnnualised: valueOf(returns.annualised.fiveYears),
      sinceInceptionAnnualised: valueOf(returns.annualised.sinceInception),
      xirr: n > 1 ? xirr(flows).value : null,
      validTo: n > 0 ? series.dates[n - 1]! : null,
    },
  };
}

/**
 * The time-weighted growth of daily points up to `asOf` (stamp 'close'): the growth of day i is
 * (close_i − flow_i) / close_{i−1}, linked (returns/twr.ts). See dailyPerformance. With `start`, the
 * growth of the first point (a stored day's): the later points' growths are the whole series'.
 */
export function dailyGrowthSeries(
  points: readonly Pick<DailyPoint, 'date' | 'value' | 'flow'>[],
  asOf: string,
  start = 1,
): GrowthSeries {
  let n = points.length;
  while (n > 0 && points[n - 1]!.date > asOf) n--;
  const linked: LinkedPoint[] = new Array<LinkedPoint>(n);
  const dates = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const point = points[i]!;
    const value = Number(point.value);
    const flow = Number(point.flow);
    dates[i] = point.date;
    linked[i] = { date: point.date, value: value - flow, flow: i + 1 < n ? flow : 0, inner: [] };
  }
  return { dates, portfolio: linkedGrowth(linked, start), benchmark: null, stamp: 'close' };
}

/** The returns of the cached period columns (1D, month, quarter and year to date, 1Y, 3Y, 5Y, since inception). */
export interface SeriesPeriodReturns {
  oneDay: ReturnValue;
  monthToDate: ReturnValue;
  quarterToDate: ReturnValue;
  yearToDate: ReturnValue;
  oneYear: ReturnValue;
  threeYears: ReturnValue;
  fiveYears: ReturnValue;
  sinceInception: ReturnValue;
  annualised: { threeYears?: ReturnValue; fiveYears?: ReturnValue; sinceInception?: ReturnValue };
}

const none: ReturnValue = { value: null, reason: 'no_data' };

/**
 * A growth series' returns over the §9 periods as of `asOf` (performancePeriods: 1D, month, quarter
 * and year to date) and its discrete ones (discreteReturns: 1Y, 3Y, 5Y, since inception): what a
 * portfolio's, an account's (restated) and a fund's price series' period columns are made of.
 */
export function seriesPeriodReturns(series: GrowthSeries, asOf: string): SeriesPeriodReturns {
  const periods = performancePeriods(series, asOf);
  const discrete = discreteReturns(series, asOf).periods;
  const period = (key: string) => periods.find((p) => p.period === key)?.portfolio ?? none;
  const longer = (key: string) => discrete.find((p) => p.period === key);
  return {
    oneDay: period('1D'),
    monthToDate: period('1M'),
    quarterToDate: period('3M'),
    yearToDate: period('YTD'),
    oneYear: longer('1Y')?.portfolio ?? none,
    threeYears: longer('3Y')?.portfolio ?? none,
    fiveYears: longer('5Y')?.portfolio ?? none,
    sinceInception: longer('inception')?.portfolio ?? none,
    annualised: {
      threeYears: longer('3Y')?.portfolioAnnualised,
      fiveYears: longer('5Y')?.portfolioAnnualised,
      sinceInception: longer('inception')?.portfolioAnnualised,
    },
  };
}
