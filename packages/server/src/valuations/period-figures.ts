import { dailyPerformance, keyPoints, type DailyPoint } from '@portal/domain';
import type { PerformanceFiguresCache } from '../db/schema/index';
import { closeFlows } from '../providers/database/performance-feeds';
import { cumulativeEntries, wholeSeriesReturns } from '../providers/views';

/** A point of a portfolio's daily series as the figures read it. */
export type SeriesPoint = Pick<DailyPoint, 'date' | 'value' | 'flow'>;

/** A fraction as the cached change columns hold it: a percent figure with 4 decimals ('5.2300'). */
function percentFigure(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : (value * 100).toFixed(4);
}

/**
 * The account page's figures of a daily series (decision 52): the feed the page would read from the
 * stored series (performanceFeeds: values, the days' flows, stamp 'close'), its key points without
 * the benchmark, and its TWR and XIRR, computed by the very functions the page uses. Null when a
 * key point's growth cannot be measured: the page then reads the series.
 */
export function performanceFigures(
  points: readonly SeriesPoint[],
  through: string,
): PerformanceFiguresCache | null {
  const flows = closeFlows(points.map((p) => ({ date: p.date, netFlow: p.flow })));
  const entries = cumulativeEntries(points, flows, () => null, 'close');
  const { twr, xirr } = wholeSeriesReturns({
    portfolioId: '',
    benchmarkId: '',
    benchmarkName: null,
    entries,
    flows,
    stamp: 'close',
  });
  const kept = keyPoints(entries, 'close');
  // A growth that cannot be measured (NaN) does not survive JSON: such a series is read whole.
  if (kept.some((e) => !Number.isFinite(e.portfolio))) return null;
  return {
    through,
    entries: kept.map((e) => ({
      date: e.date,
      portfolio: e.portfolio,
      portfolioValue: e.portfolioValue,
    })),
    twr,
    xirr,
  };
}

/**
 * The portfolio columns of its period figures, from its whole daily series (oldest first) valued
 * through `asOf`: the §3 changes the lists and sorts read (change1d … changeAll, sinceInception)
 * and the account page's figures. Stored in the revaluation's own update of the portfolio row.
 */
export function periodFigureColumns(points: readonly SeriesPoint[], asOf: string) {
  const { figures } = dailyPerformance(points, asOf);
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
    performanceFigures: performanceFigures(points, asOf),
  };
}
