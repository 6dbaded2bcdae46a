import { sortedByDate } from '../core/search';

/** A portfolio value on a date (money as a decimal string or a number). */
export interface ValuationPoint {
  date: string;
  value: number | string;
}

/** An external flow: positive into the portfolio (contribution), negative out (withdrawal). */
export interface FlowPoint {
  date: string;
  amount: number | string;
}

/**
 * A valuation with what happens next: `value` is taken just before `flow` (the net external flow on
 * that date); `inner` are flows strictly between the previous point and this one (no valuation on
 * their date). Several points may share a date (before and after a day's flows).
 */
export interface LinkedPoint {
  date: string;
  value: number;
  flow: number;
  inner: FlowPoint[];
}

/**
 * Valuations and flows as linked points (the convention of the issue: a valuation is taken just
 * before a flow on the same date). Flows before the first or on and after the last valuation date
 * fall outside the measured span and are left out. Values become floats: these feed ratios.
 *
 * @example linkValuations([{ date: '2024-01-01', value: '100' }, { date: '2024-02-01', value: '160' }], [{ date: '2024-01-01', amount: '50' }])
 * // → [{ date: '2024-01-01', value: 100, flow: 50, inner: [] }, { date: '2024-02-01', value: 160, flow: 0, inner: [] }]
 */
export function linkValuations(
  valuations: readonly ValuationPoint[],
  flows: readonly FlowPoint[],
): LinkedPoint[] {
  const sorted = sortedByDate(valuations);
  const orderedFlows = sortedByDate(flows);
  const points: LinkedPoint[] = [];
  let f = 0;
  for (let i = 0; i < sorted.length; i++) {
    const date = sorted[i]!.date;
    const inner: FlowPoint[] = [];
    let flow = 0;
    while (f < orderedFlows.length && orderedFlows[f]!.date < date) {
      const item = orderedFlows[f++]!;
      if (i > 0) inner.push({ date: item.date, amount: Number(item.amount) });
    }
    while (f < orderedFlows.length && orderedFlows[f]!.date === date)
      flow += Number(orderedFlows[f++]!.amount);
    points.push({ date, value: Number(sorted[i]!.value), flow: i === sorted.length - 1 ? 0 : flow, inner });
  }
  return points;
}
