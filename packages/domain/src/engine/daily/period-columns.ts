import { lastOnOrBefore } from '../core/search';
import { cannotCompute, type ReturnValue } from '../core/result';
import { toDecimal } from '../../money';
import type { GrowthSeries } from '../performance/series';
import { consolidatedPeriodReturn } from '../returns/consolidated';
import { dailyGrowthSeries, seriesPeriodReturns, type SeriesPeriodReturns } from './performance';
import type { PeriodFigureColumns } from './portfolio-days';
import type { DailyPoint } from './types';

/** A percent figure with 4 decimals ('5.2300') of a return; null when it has none. */
function percentOf(result: ReturnValue): string | null {
  return result.value === null || !Number.isFinite(result.value) ? null : (result.value * 100).toFixed(4);
}

type Returns = Omit<SeriesPeriodReturns, 'annualised'>;
const KEYS = [
  ['change1d', 'oneDay'],
  ['change1m', 'monthToDate'],
  ['change3m', 'quarterToDate'],
  ['changeYtd', 'yearToDate'],
  ['change1y', 'oneYear'],
  ['change3y', 'threeYears'],
  ['change5y', 'fiveYears'],
  ['changeAll', 'sinceInception'],
] as const;

function columnsOf(returns: Returns): PeriodFigureColumns {
  const columns = { sinceInception: percentOf(returns.sinceInception) } as PeriodFigureColumns;
  for (const [column, key] of KEYS) columns[column] = percentOf(returns[key]);
  return columns;
}

/** A date → rate reader over rates sorted by date: the last rate on or before the date, null before the first. */
function rateReader(rates: readonly { date: string; rate: string }[]): (date: string) => string | null {
  const dates = rates.map((r) => r.date);
  return (date) => {
    const i = lastOnOrBefore(dates, date);
    return i < 0 ? null : rates[i]!.rate;
  };
}

/** One portfolio of an account, as its cached change columns are consolidated. */
export interface AccountPortfolioSeries {
  /** Its stored daily points (oldest first), in its own currency. */
  points: readonly Pick<DailyPoint, 'date' | 'value' | 'flow'>[];
  /**
   * Its growth when in hand instead (dailyGrowthSeries of the points through `asOf`, or the points
   * the figures read with their stored growths: growthFigureColumns); `points` are then not read.
   */
  growth?: GrowthSeries;
  /** Its cached value now, in its own currency (the weight the account screen gives it). */
  value: string;
  /** 1 unit of its currency in the account's by date, oldest first; null when the currencies are the same. */
  rates: readonly { date: string; rate: string }[] | null;
}

/**
 * A portfolio's growth restated in the account's currency as the account screen restates it
 * (feed-currency.ts): growth × rate(d) / rate(first). Null when a point precedes every rate.
 */
function restated(series: GrowthSeries, rateOn: (date: string) => string | null): GrowthSeries | null {
  const firstRate = series.dates.length ? rateOn(series.dates[0]!) : '1';
  if (firstRate === null) return null;
  const first = Number(firstRate);
  const portfolio = new Float64Array(series.portfolio.length);
  for (let i = 0; i < portfolio.length; i++) {
    const rate = rateOn(series.dates[i]!);
    if (rate === null) return null;
    portfolio[i] = (series.portfolio[i]! * Number(rate)) / first;
  }
  return { ...series, portfolio };
}

const missing: ReturnValue = cannotCompute('missing_data');
const allMissing: Returns = {
  oneDay: missing,
  monthToDate: missing,
  quarterToDate: missing,
  yearToDate: missing,
  oneYear: missing,
  threeYears: missing,
  fiveYears: missing,
  sinceInception: missing,
};

/**
 * An account's cached change columns as of `asOf` from its active portfolios' daily points: each
 * portfolio's period returns in the account's currency (its time-weighted growth, restated through
 * the rates as the account screen does), consolidated per period by consolidatedPeriodReturn with
 * the portfolio's value now in the account's currency, as the account screen consolidates. A
 * portfolio the rates cannot restate makes every column null (a partial figure would mislead).
 */
export function accountPeriodFigureColumns(
  portfolios: readonly AccountPortfolioSeries[],
  asOf: string,
): PeriodFigureColumns {
  const parts = portfolios.map((portfolio) => {
    const series = portfolio.growth ?? dailyGrowthSeries(portfolio.points, asOf);
    if (!portfolio.rates)
      return { value: Number(portfolio.value), returns: seriesPeriodReturns(series, asOf) };
    const rateOn = rateReader(portfolio.rates);
    const now = rateOn(asOf);
    const inAccount = restated(series, rateOn);
    if (now === null || !inAccount) return { value: 1, returns: allMissing };
    // The value converts as the screen converts it: exact decimals, rounded to the penny.
    const value = Number(toDecimal(portfolio.value).times(now).toFixed(2));
    return { value, returns: seriesPeriodReturns(inAccount, asOf) };
  });
  const returns = {} as Returns;
  for (const [, key] of KEYS)
    returns[key] = consolidatedPeriodReturn(parts.map((p) => ({ value: p.value, return: p.returns[key] })));
  return columnsOf(returns);
}

/**
 * A fund's change columns from its daily closes (oldest first) as of `asOf`: the price series is
 * valued as a portfolio without flows, so its period returns are the price's own (1D to since the
 * first close), through the same functions as every other period column.
 */
export function priceFigureColumns(
  closes: readonly { date: string; price: string }[],
  asOf: string,
): Omit<PeriodFigureColumns, 'sinceInception'> {
  const series = dailyGrowthSeries(
    closes.map((c) => ({ date: c.date, value: c.price, flow: '0' })),
    asOf,
  );
  const { sinceInception: _unused, ...columns } = columnsOf(seriesPeriodReturns(series, asOf));
  return columns;
}
