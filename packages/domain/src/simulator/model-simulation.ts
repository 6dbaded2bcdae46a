import { chartAssetClassOf, CHART_ASSET_CLASSES, type ChartAssetClass } from '../enums/asset-class';
import { addMonths } from '../engine/core/dates';
import { cannotCompute, type ReturnValue } from '../engine/core/result';
import { lastOnOrBefore } from '../engine/core/search';
import {
  discreteReturns,
  type CalendarYearResult,
  type DiscreteResult,
} from '../engine/performance/discrete';
import { readCumulativeSeries } from '../engine/performance/series';
import { simulatedReturns, type ModelWeight, type ReturnPoint } from '../engine/returns/simulated';

/** What the simulator needs to know of an instrument to let it stand for an asset class. */
export interface ProxyInstrument {
  symbol: string;
  assetClass: string | null;
  sector: string | null;
}

/**
 * The asset class an instrument stands for in the simulator: the chart groups of §9, except that
 * property funds and commodities stand for Alternatives (a model's "Alternatives" are real assets,
 * not the single crypto line, which is left out), and cash stands for Other.
 */
export function simulatorClassOf(instrument: Omit<ProxyInstrument, 'symbol'>): ChartAssetClass | null {
  const assetClass = (instrument.assetClass ?? '').trim().toLowerCase();
  const sector = (instrument.sector ?? '').trim().toLowerCase();
  if (assetClass === 'crypto') return null;
  if (sector === 'property' || sector === 'commodities' || assetClass === 'property') return 'Alternatives';
  return modelClassOf(instrument.assetClass);
}

/** The simulator's classes are the models' four: cash stands for Other there, as models write it. */
function modelClassOf(name: string | null | undefined): ChartAssetClass {
  const group = chartAssetClassOf(name);
  return group === 'Cash' ? 'Other' : group;
}

/**
 * One return series per asset class: on each date, the equal-weighted mean of the returns of the
 * class's instruments that have one that date (an index rebalanced each period). Classes without
 * instruments get no entry, so a model holding them cannot be simulated ('missing_data').
 */
export function assetClassReturns(
  instruments: readonly ProxyInstrument[],
  returns: Readonly<Record<string, readonly ReturnPoint[]>>,
): Partial<Record<ChartAssetClass, ReturnPoint[]>> {
  const sums = new Map<ChartAssetClass, Map<string, { sum: number; n: number }>>();
  for (const instrument of instruments) {
    const group = simulatorClassOf(instrument);
    const series = returns[instrument.symbol];
    if (!group || !series?.length) continue;
    const byDate = sums.get(group) ?? new Map<string, { sum: number; n: number }>();
    sums.set(group, byDate);
    for (const point of series) {
      if (!Number.isFinite(point.return)) continue;
      const cell = byDate.get(point.date) ?? { sum: 0, n: 0 };
      cell.sum += point.return;
      cell.n += 1;
      byDate.set(point.date, cell);
    }
  }
  const out: Partial<Record<ChartAssetClass, ReturnPoint[]>> = {};
  for (const group of CHART_ASSET_CLASSES) {
    const byDate = sums.get(group);
    if (!byDate) continue;
    out[group] = [...byDate.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, { sum, n }]) => ({ date, return: sum / n }));
  }
  return out;
}

/**
 * A model's asset-class weights (§3 Model portfolio data, name/value pairs in percent) as engine
 * weights by chart group: names are read as holdings' asset classes are ('Equity' = 'Equities'),
 * repeats add up, and zero, negative or unreadable values are left out.
 */
export function modelWeights(data: readonly { name: string; value: string | number }[]): ModelWeight[] {
  const totals = new Map<ChartAssetClass, number>();
  for (const row of data) {
    const value = Number(row.value);
    if (!Number.isFinite(value) || value <= 0) continue;
    const group = modelClassOf(row.name);
    totals.set(group, (totals.get(group) ?? 0) + value);
  }
  return CHART_ASSET_CLASSES.filter((g) => totals.has(g)).map((g) => ({ symbol: g, weight: totals.get(g)! }));
}

export interface ModelSimulation {
  weights: ModelWeight[];
  /** The base date (cumulative 0) and the last date. */
  from: string | null;
  to: string | null;
  cumulative: ReturnValue;
  /** Cumulative returns (fractions) from `from`; the benchmark's where one was given. */
  points: { date: string; value: number; benchmark: number | null }[];
  /** 1Y, 3Y, 5Y, since inception and YTD, with annualised figures (engine discreteReturns). */
  periods: DiscreteResult[];
  /** The last five calendar years. */
  years: CalendarYearResult[];
}

/**
 * Simulated returns of a model portfolio (§2 Strategy simulator): its asset-class weights over the
 * asset classes' monthly returns through the engine's `simulatedReturns` (rebalanced monthly), from
 * a base point one month before the first return; then the engine's discrete and calendar-year
 * returns of that series, against the benchmark's levels when given (index levels by date).
 */
export function simulateModel(
  data: readonly { name: string; value: string | number }[],
  classReturns: Readonly<Record<string, readonly ReturnPoint[]>>,
  benchmark: readonly { date: string; value: number }[] = [],
): ModelSimulation {
  const weights = modelWeights(data);
  const result = simulatedReturns(weights, classReturns);
  if (result.points.length === 0)
    return {
      weights,
      from: null,
      to: null,
      cumulative: weights.length ? result.cumulative : cannotCompute('zero_base'),
      points: [],
      periods: [],
      years: [],
    };
  const from = addMonths(result.points[0]!.date, -1);
  const levels = [...benchmark].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const dates = levels.map((l) => l.date);
  const levelOn = (date: string) => {
    const i = lastOnOrBefore(dates, date);
    return i >= 0 ? levels[i]!.value : null;
  };
  const base = levelOn(from);
  const benchmarkOn = (date: string) => {
    const level = levelOn(date);
    return base && level !== null ? level / base - 1 : null;
  };
  const points = [
    { date: from, value: 0, benchmark: base ? 0 : null },
    ...result.points.map((p) => ({ date: p.date, value: p.cumulative, benchmark: benchmarkOn(p.date) })),
  ];
  const series = readCumulativeSeries(
    points.map((p) => ({ date: p.date, portfolio: p.value, benchmark: p.benchmark })),
    'fraction',
    // Month-start closes: the point of 1 January is the year-end level (decision 37).
    'opening',
  );
  const discrete = discreteReturns(series);
  return {
    weights,
    from,
    to: points[points.length - 1]!.date,
    cumulative: result.cumulative,
    points,
    periods: discrete.periods,
    years: discrete.years,
  };
}
