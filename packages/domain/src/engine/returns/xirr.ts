import { dayNumber } from '../core/dates';
import { cannotCompute, computed, type ReturnValue } from '../core/result';
import { solveRoot } from '../core/root';
import type { FlowPoint, LinkedPoint, ValuationPoint } from './linked-points';
import { linkValuations } from './linked-points';

/** A cash flow seen from the investor: negative paid in, positive received (Excel's XIRR sign). */
export interface CashFlow {
  date: string;
  amount: number | string;
}

/** Rates tried for a sign change when Newton's method fails (all above −100 %). */
const GRID = [-0.999999, -0.99, -0.9, -0.7, -0.5, -0.3, -0.1, 0, 0.1, 0.3, 0.6, 1, 2, 5, 10, 100, 1e4, 1e6];

/**
 * The money-weighted return of dated cash flows (XIRR): the yearly rate r with
 * Σ amount / (1 + r)^(days from the first flow / 365) = 0, actual/365 as Excel. Newton's method from
 * `guess`, bisection when it fails. Null with 'no_root' when no rate solves it (flows of one sign),
 * 'no_data' without flows.
 *
 * @example xirr([{ date: '2008-01-01', amount: -10000 }, { date: '2008-03-01', amount: 2750 }, { date: '2008-10-30', amount: 4250 }, { date: '2009-02-15', amount: 3250 }, { date: '2009-04-01', amount: 2750 }])
 * // → { value: 0.373362535… } (Excel's documentation example)
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): ReturnValue {
  if (flows.length === 0) return cannotCompute('no_data');
  const first = Math.min(...flows.map((flow) => dayNumber(flow.date)));
  const times = flows.map((flow) => (dayNumber(flow.date) - first) / 365);
  const amounts = flows.map((flow) => Number(flow.amount));
  if (!amounts.some((a) => a > 0) || !amounts.some((a) => a < 0)) return cannotCompute('no_root');
  const npv = (rate: number) => {
    let sum = 0;
    for (let i = 0; i < amounts.length; i++) sum += amounts[i]! / (1 + rate) ** times[i]!;
    return sum;
  };
  const slope = (rate: number) => {
    let sum = 0;
    for (let i = 0; i < amounts.length; i++) sum -= (times[i]! * amounts[i]!) / (1 + rate) ** (times[i]! + 1);
    return sum;
  };
  const scale = Math.max(...amounts.map(Math.abs));
  const rate = solveRoot(
    (r) => npv(r) / scale,
    (r) => slope(r) / scale,
    { guess, grid: GRID },
  );
  return rate === null ? cannotCompute('no_root') : computed(rate);
}

/**
 * The money-weighted return of linked points: the first value (and the flows just after it) paid in,
 * every later flow paid in or taken out, the last value received.
 */
export function moneyWeightedFromPoints(points: readonly LinkedPoint[]): ReturnValue {
  if (points.length < 2) return cannotCompute(points.length === 0 ? 'no_data' : 'insufficient_history');
  const flows: CashFlow[] = [];
  points.forEach((point, i) => {
    for (const inner of point.inner) flows.push({ date: inner.date, amount: -Number(inner.amount) });
    const last = i === points.length - 1;
    const amount = (i === 0 ? -point.value : 0) - (last ? 0 : point.flow) + (last ? point.value : 0);
    if (amount !== 0) flows.push({ date: point.date, amount });
  });
  return xirr(flows);
}

/**
 * The money-weighted return (XIRR, actual/365) of valuations and external flows (positive into the
 * portfolio), with the same conventions as timeWeightedReturn.
 *
 * @example moneyWeightedReturn([{ date: '2023-01-01', value: '1000' }, { date: '2024-01-01', value: '1100' }], []) // → { value: 0.1 }
 */
export function moneyWeightedReturn(
  valuations: readonly ValuationPoint[],
  flows: readonly FlowPoint[],
): ReturnValue {
  return moneyWeightedFromPoints(linkValuations(valuations, flows));
}
