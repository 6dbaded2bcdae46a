import { DISCRETE_CALENDAR_YEARS, DISCRETE_PERIOD_MONTHS } from '../../constants';
import { addMonths, monthsBetween, previousYearEnd } from '../core/dates';
import { cannotCompute, type ReturnValue } from '../core/result';
import { lastOnOrBefore } from '../core/search';
import { annualise } from './annualise';
import { periodResult, type PeriodResult } from './periods';
import { closeDateOf, lastValuedBy, type GrowthSeries } from './series';

export type DiscretePeriod = keyof typeof DISCRETE_PERIOD_MONTHS | 'inception' | 'YTD';

/** A discrete period: cumulative returns and, for a year or more, annualised ones. */
export interface DiscreteResult extends PeriodResult<DiscretePeriod> {
  /** Months covered (real number for since inception). */
  months: number;
  portfolioAnnualised: ReturnValue;
  benchmarkAnnualised: ReturnValue;
}

/** A calendar year's return: from the last point on or before 31 Dec of the year before to 31 Dec. */
export interface CalendarYearResult extends PeriodResult<string> {
  year: number;
}

export interface DiscreteReturns {
  periods: DiscreteResult[];
  /** The previous 5 calendar years, the latest first. */
  years: CalendarYearResult[];
}

function withAnnualised(
  result: PeriodResult<DiscretePeriod>,
  months: number,
  annualised: boolean,
): DiscreteResult {
  const not = cannotCompute('insufficient_history');
  return {
    ...result,
    months,
    portfolioAnnualised: annualised ? annualise(result.portfolio, months) : not,
    benchmarkAnnualised: annualised ? annualise(result.benchmark, months) : not,
  };
}

/**
 * Discrete returns (spec §9) ending at the last point on or before `asOf` (default: the last point):
 * 1Y, 3Y and 5Y over 12, 36 and 60 months (start: the last point on or before the same day that many
 * months earlier; 'insufficient_history' when the series starts later), since inception and YTD;
 * annualised as the power of 12 over the months for periods of 12 months or more. Then each of the
 * previous 5 calendar years, each read over its 13 month ends (31 Dec of the year before to 31 Dec);
 * a year the series does not cover from its start is 'insufficient_history'.
 *
 * @example discreteReturns(series).periods.find((p) => p.period === '3Y')?.portfolioAnnualised // → { value: 0.061 }
 */
export function discreteReturns(series: GrowthSeries, asOf?: string): DiscreteReturns {
  const asOfDate = asOf ?? series.dates[series.dates.length - 1] ?? '';
  const end = lastOnOrBefore(series.dates, asOfDate);
  const to = end >= 0 ? series.dates[end]! : asOfDate;
  const periods: DiscreteResult[] = [];
  for (const [key, months] of Object.entries(DISCRETE_PERIOD_MONTHS) as [DiscretePeriod, number][]) {
    const from = addMonths(to, -months);
    const start =
      series.dates.length > 0 && series.dates[0]! <= from ? lastOnOrBefore(series.dates, from) : -1;
    const result = periodResult(series, key, start, end);
    periods.push(
      withAnnualised(start < 0 && end >= 0 ? { ...result, ...insufficient() } : result, months, true),
    );
  }
  const inceptionMonths = end >= 0 ? monthsBetween(series.dates[0]!, to) : 0;
  periods.push(
    withAnnualised(periodResult(series, 'inception', end < 0 ? -1 : 0, end), inceptionMonths, true),
  );
  // Calendar boundaries follow the day whose close the last point is (decision 37).
  const close = end >= 0 ? closeDateOf(series, end) : asOfDate;
  const ytdStart = lastValuedBy(series, previousYearEnd(close));
  const ytd = periodResult(series, 'YTD', ytdStart, end);
  periods.push(withAnnualised(ytd, ytd.from ? monthsBetween(ytd.from, to) : 0, false));

  const years: CalendarYearResult[] = [];
  const lastYear = Number(close.slice(0, 4)) - 1;
  for (let year = lastYear; year > lastYear - DISCRETE_CALENDAR_YEARS; year--) {
    const yearEnd = `${String(year).padStart(4, '0')}-12-31`;
    const start = lastValuedBy(series, previousYearEnd(yearEnd));
    const stop = lastValuedBy(series, yearEnd);
    const result = periodResult(series, String(year), start, stop);
    years.push({ ...(start < 0 && end >= 0 ? { ...result, ...insufficient() } : result), year });
  }
  return { periods, years };
}

/** A period the series is too short for. */
function insufficient(): Pick<PeriodResult, 'portfolio' | 'benchmark' | 'relative'> {
  const reason = cannotCompute('insufficient_history');
  return { portfolio: reason, benchmark: reason, relative: reason };
}
