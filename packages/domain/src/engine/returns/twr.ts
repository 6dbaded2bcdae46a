import { dayNumber, monthsBetween } from '../core/dates';
import { cannotCompute, computed, type ReturnValue } from '../core/result';
import { annualise } from '../performance/annualise';
import type { GrowthSeries } from '../performance/series';
import { linkValuations, type FlowPoint, type LinkedPoint, type ValuationPoint } from './linked-points';

export interface TwrResult {
  /** Cumulative time-weighted return over the span. */
  value: ReturnValue;
  /** Annualised as the power of 12 over the months (spec §9); null under 12 months. */
  annualised: ReturnValue;
  from: string | null;
  to: string | null;
  months: number;
}

/**
 * The growth of each sub-period between linked points: value / (previous value + its flow). Flows
 * between two valuations (no valuation on their date) are weighted by the share of the sub-period
 * still to run (Modified Dietz for that sub-period only). A sub-period with nothing invested and
 * nothing at its end is skipped (growth 1); one with nothing invested but a value at its end cannot
 * be measured: NaN from there on. `start` is the growth at the first point: a series continued from
 * a stored point's growth (its later points linked from it) gets the growths the whole series gets,
 * to the last bit, because each is the previous one times its sub-period's factor.
 */
export function linkedGrowth(points: readonly LinkedPoint[], start = 1): Float64Array {
  const growth = new Float64Array(points.length);
  if (points.length === 0) return growth;
  growth[0] = start;
  for (let i = 1; i < points.length; i++) {
    const previous = points[i - 1]!;
    const point = points[i]!;
    const base = previous.value + previous.flow;
    let innerSum = 0;
    let weighted = 0;
    if (point.inner.length > 0) {
      // Most days have no flow inside: their dates are not parsed (a revaluation links thousands).
      const day = dayNumber(point.date);
      const span = day - dayNumber(previous.date);
      for (const flow of point.inner) {
        const amount = Number(flow.amount);
        innerSum += amount;
        weighted += span > 0 ? (amount * (day - dayNumber(flow.date))) / span : 0;
      }
    }
    const invested = base + weighted;
    const gain = point.value - base - innerSum;
    if (invested > 0) growth[i] = growth[i - 1]! * (1 + gain / invested);
    else growth[i] = point.value === 0 && gain === 0 ? growth[i - 1]! : Number.NaN;
  }
  return growth;
}

/** The time-weighted return of linked points (see linkValuations for building them). */
export function timeWeightedFromPoints(points: readonly LinkedPoint[]): TwrResult {
  if (points.length < 2) {
    const reason = points.length === 0 ? 'no_data' : 'insufficient_history';
    return {
      value: cannotCompute(reason),
      annualised: cannotCompute(reason),
      from: null,
      to: null,
      months: 0,
    };
  }
  const growth = linkedGrowth(points);
  return twrOfGrowth(growth[growth.length - 1]!, points[0]!.date, points[points.length - 1]!.date);
}

/**
 * The time-weighted return of two or more linked points from `from` to `to` whose last point's
 * linked growth is `last` (timeWeightedFromPoints; a stored growth gives it without the points).
 */
export function twrOfGrowth(last: number, from: string, to: string): TwrResult {
  const months = monthsBetween(from, to);
  const value = Number.isNaN(last) ? cannotCompute('zero_base') : computed(last - 1);
  return { value, annualised: annualise(value, months), from, to, months };
}

/**
 * Time-weighted return from valuations and external flows (daily-linked: each valuation is taken
 * just before the flows of its date, and sub-periods are chained), cumulative over the span and
 * annualised beside it. Null with a reason when there are fewer than two valuations or money sat in
 * the portfolio with no value to measure it against.
 *
 * @example timeWeightedReturn([{ date: '2024-01-01', value: '1000' }, { date: '2024-07-01', value: '1600' }, { date: '2025-01-01', value: '1800' }], [{ date: '2024-07-01', amount: '500' }]).value
 * // → { value: 0.3714… } (1600/1000 × 1800/(1600 + 500) − 1)
 */
export function timeWeightedReturn(
  valuations: readonly ValuationPoint[],
  flows: readonly FlowPoint[],
): TwrResult {
  return timeWeightedFromPoints(linkValuations(valuations, flows));
}

/**
 * The cumulative time-weighted growth at each valuation date, as a growth series for the period,
 * discrete and rolling functions (e.g. rollingReturns(timeWeightedSeries(v, f)) is the trailing
 * 12-month time-weighted return at each month end).
 */
export function timeWeightedSeries(
  valuations: readonly ValuationPoint[],
  flows: readonly FlowPoint[],
): GrowthSeries {
  const points = linkValuations(valuations, flows);
  return { dates: points.map((p) => p.date), portfolio: linkedGrowth(points), benchmark: null };
}
