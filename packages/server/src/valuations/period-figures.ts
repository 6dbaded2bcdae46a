import {
  cannotCompute,
  dailyGrowthSeries,
  growthFigureColumns,
  isZeroMoney,
  keyPoints,
  linkedGrowth,
  linkValuations,
  moneyFixed2,
  moneyWeightedFromPoints,
  periodAnchorIndexes,
  periodFigureColumns as changeColumns,
  timeWeightedFromPoints,
  twrOfGrowth,
  type DailyPoint,
  type GrowthSeries,
  type LinkedPoint,
  type PerformanceFeed,
} from '@portal/domain';
import type { PerformanceFiguresCache } from '../db/schema/index';
import { closeFlows } from '../providers/database/performance-feeds';
import {
  cumulativeEntries,
  cumulativeEntry,
  preFlowValuations,
  wholeSeriesReturns,
  type WholeSeriesReturns,
} from '../providers/views';

/** A point of a portfolio's daily series as the figures read it. */
export type SeriesPoint = Pick<DailyPoint, 'date' | 'value' | 'flow'>;

/**
 * A day's growth since its series' first day as each figure of the whole series links it: the
 * change columns' (dailyGrowthSeries), the account page's cumulative figure (cumulativeEntries)
 * and its TWR (wholeSeriesReturns). Stored with the day (decision 115).
 */
export interface DayGrowth {
  columns: number;
  entries: number;
  twr: number;
}

/** A point with its growths. */
export interface GrownPoint extends SeriesPoint {
  growth: DayGrowth;
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
  const flows = flowsOf(points);
  const entries = cumulativeEntries(points, flows, () => null, 'close');
  return figuresCache(entries, wholeSeriesReturns(feedOf(entries, flows)), through);
}

/**
 * The portfolio columns of its period figures, from its whole daily series (oldest first) valued
 * through `asOf`: the §3 changes the lists and sorts read (change1d … changeAll, sinceInception)
 * and the account page's figures. Stored in the revaluation's own update of the portfolio row.
 */
export function periodFigureColumns(points: readonly SeriesPoint[], asOf: string) {
  return { ...changeColumns(points, asOf), performanceFigures: performanceFigures(points, asOf) };
}

/**
 * periodFigureColumns from the points with their growths, the last one dated `asOf`: the whole
 * series, or only the points its figures read (periodAnchorDates' last on or before, the first
 * and last two, and every day with a flow, which XIRR reads), which give the same figures.
 */
export function grownFigureColumns(points: readonly GrownPoint[], asOf: string) {
  const flows = flowsOf(points);
  const entries = points.map((p) => cumulativeEntry(p.date, p.growth.entries, p.value));
  const n = points.length;
  // wholeSeriesReturns: the TWR is the last point's linked growth; XIRR reads the first and last
  // values and every flow, all of them among the points.
  const linked = twrLinked(points, flows);
  const twr =
    n < 2
      ? timeWeightedFromPoints(linked)
      : twrOfGrowth(points[n - 1]!.growth.twr, points[0]!.date, points[n - 1]!.date);
  const whole: WholeSeriesReturns = {
    twr: { cumulative: twr.value, annualised: twr.annualised },
    xirr: n >= 2 ? moneyWeightedFromPoints(linked) : cannotCompute('no_data'),
  };
  return {
    ...growthFigureColumns(columnsGrowth(points), asOf),
    performanceFigures: figuresCache(entries, whole, asOf),
  };
}

/**
 * The points of a series (oldest first; every point, or already only those its figures read) that
 * its figures as of its last point read: the first, the last two, the last on or before each
 * periodAnchorDates of its last day (periodAnchorIndexes) and every day with a flow (XIRR's).
 * grownFigureColumns and the change columns give the same figures from them as from every point.
 */
export function figureDays<P extends SeriesPoint>(points: readonly P[]): P[] {
  const read = new Set(periodAnchorIndexes(points.map((p) => p.date)));
  points.forEach((p, i) => !isZeroMoney(p.flow) && read.add(i));
  return points.filter((_, i) => read.has(i));
}

/** The change columns' growth series of points with their growths (an account's figures read it). */
export function columnsGrowth(points: readonly GrownPoint[]): GrowthSeries {
  return {
    dates: points.map((p) => p.date),
    portfolio: Float64Array.from(points, (p) => p.growth.columns),
    benchmark: null,
    stamp: 'close',
  };
}

/**
 * The growths of `points` (oldest first), continued from `previous`, the series' day before them
 * (from 1 at the first point without one): each is the previous one times its day's linked factor,
 * so they are the whole series' growths to the last bit.
 */
export function grown(points: readonly SeriesPoint[], previous: GrownPoint | null): GrownPoint[] {
  if (points.length === 0) return [];
  const window = previous ? [previous, ...points] : points;
  const flows = flowsOf(window);
  const columns = dailyGrowthSeries(
    window,
    window[window.length - 1]!.date,
    previous?.growth.columns,
  ).portfolio;
  const entries = linkedGrowth(entriesLinked(window, flows), previous?.growth.entries);
  const twr = linkedGrowth(twrLinked(window, flows), previous?.growth.twr);
  const skip = previous ? 1 : 0;
  return points.map((p, i) => ({
    date: p.date,
    value: p.value,
    flow: p.flow,
    growth: { columns: columns[i + skip]!, entries: entries[i + skip]!, twr: twr[i + skip]! },
  }));
}

type Flows = ReturnType<typeof closeFlows>;

function flowsOf(points: readonly SeriesPoint[]): Flows {
  return closeFlows(points.map((p) => ({ date: p.date, netFlow: p.flow })));
}

/** The linked points of the page's cumulative figure (cumulativeEntries, stamp 'close'). */
function entriesLinked(points: readonly SeriesPoint[], flows: Flows): LinkedPoint[] {
  return linkValuations(preFlowValuations(points, flows, 'close'), flows);
}

/** The linked points of the page's TWR and XIRR (wholeSeriesReturns: the entries' values, to the penny). */
function twrLinked(points: readonly SeriesPoint[], flows: Flows): LinkedPoint[] {
  const values = points.map((p) => ({ date: p.date, value: moneyFixed2(p.value) }));
  return linkValuations(preFlowValuations(values, flows, 'close'), flows);
}

function feedOf(entries: PerformanceFeed['entries'], flows: Flows): PerformanceFeed {
  return { portfolioId: '', benchmarkId: '', benchmarkName: null, entries, flows, stamp: 'close' };
}

/** The stored figures: the entries' key points and the whole series' TWR and XIRR. */
function figuresCache(
  entries: PerformanceFeed['entries'],
  { twr, xirr }: WholeSeriesReturns,
  through: string,
): PerformanceFiguresCache | null {
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
