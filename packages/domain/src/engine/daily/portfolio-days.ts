import { dailyPerformance, type PeriodFigures } from './performance';
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
  const figures: PeriodFigures = dailyPerformance(points, asOf).figures;
  return {
    change1d: percentFigure(figures.oneDay),
    change1m: percentFigure(figures.monthToDate),
    change3m: percentFigure(figures.quarterToDate),
    changeYtd: percentFigure(figures.yearToDate),
    change1y: percentFigure(figures.oneYear),
    change3y: percentFigure(figures.threeYears),
    change5y: percentFigure(figures.fiveYears),
    changeAll: percentFigure(figures.sinceInception),
    sinceInception: percentFigure(figures.sinceInception),
  };
}
