import type { GrowthSeries } from '../performance/series';
import { dailyGrowthSeries, seriesPeriodReturns } from './performance';
import { valueDaily } from './fast';
import type { DailyPoint, DailyValuationInput } from './types';

export interface PortfolioDays {
  /** The first day valued: `from`, or the first transaction's day when that is later. */
  from: string;
  points: DailyPoint[];
}

/**
 * The engine's part of a revaluation (issue 13): a portfolio's daily points from `from` (never
 * before its first transaction: there is nothing to value) to `to`. The revaluation job and the
 * demo seed both value through here, so a seeded series is the one the pipeline would write.
 */
export function portfolioDays(input: DailyValuationInput): PortfolioDays {
  let first: string | undefined;
  for (const t of input.transactions) if (first === undefined || t.date < first) first = t.date;
  if (first === undefined) return { from: input.from, points: [] };
  const from = first > input.from ? first : input.from;
  return { from, points: valueDaily({ ...input, from }).points };
}

/** The cached period columns of a portfolio (§3 change1d … changeAll, sinceInception), percent figures with 4 decimals ('5.2300'). */
export interface PeriodFigureColumns {
  change1d: string | null;
  change1m: string | null;
  change3m: string | null;
  changeYtd: string | null;
  change1y: string | null;
  change3y: string | null;
  change5y: string | null;
  changeAll: string | null;
  sinceInception: string | null;
}

/** A fraction as the cached change columns hold it: a percent figure with 4 decimals ('5.2300'). */
function percentFigure(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : (value * 100).toFixed(4);
}

/**
 * The period figures a portfolio's whole daily series gives as of `asOf`, as the columns lists and
 * sorts read (the revaluation stores them; the seed writes the same).
 */
export function periodFigureColumns(
  points: readonly Pick<DailyPoint, 'date' | 'value' | 'flow'>[],
  asOf: string,
): PeriodFigureColumns {
  return growthFigureColumns(dailyGrowthSeries(points, asOf), asOf);
}

/**
 * periodFigureColumns of the series' growth (dailyGrowthSeries): the whole series', or only the
 * points its figures read (periodAnchorIndexes) with the growths stored for them, which give the same.
 */
export function growthFigureColumns(series: GrowthSeries, asOf: string): PeriodFigureColumns {
  const returns = seriesPeriodReturns(series, asOf);
  return {
    change1d: percentFigure(returns.oneDay.value),
    change1m: percentFigure(returns.monthToDate.value),
    change3m: percentFigure(returns.quarterToDate.value),
    changeYtd: percentFigure(returns.yearToDate.value),
    change1y: percentFigure(returns.oneYear.value),
    change3y: percentFigure(returns.threeYears.value),
    change5y: percentFigure(returns.fiveYears.value),
    changeAll: percentFigure(returns.sinceInception.value),
    sinceInception: percentFigure(returns.sinceInception.value),
  };
}
