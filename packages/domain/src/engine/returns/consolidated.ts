import { lastOnOrBefore, sortedByDate } from '../core/search';
import { cannotCompute, computed, type ReturnValue } from '../core/result';
import type { FlowPoint, ValuationPoint } from './linked-points';

/** A portfolio's return over a period and its value at the start (its weight). */
export interface ReturnPart {
  startValue: number | string;
  return: ReturnValue;
}

/**
 * An account's return over a period from its portfolios' returns, weighted by their values at the
 * start. A portfolio worth nothing at the start does not count; one with a value whose return cannot
 * be computed makes the account's return null for the same reason (rather than a figure that leaves
 * money out). For exact consolidated time-weighted returns use combineValuations.
 *
 * @example consolidatedReturn([{ startValue: '3000', return: { value: 0.1 } }, { startValue: '1000', return: { value: -0.02 } }]) // → { value: 0.07 }
 */
export function consolidatedReturn(parts: readonly ReturnPart[]): ReturnValue {
  let weight = 0;
  let sum = 0;
  for (const part of parts) {
    const value = Number(part.startValue);
    if (!(value > 0)) continue;
    if (part.return.value === null) return part.return;
    weight += value;
    sum += value * part.return.value;
  }
  return weight > 0 ? computed(sum / weight) : cannotCompute('zero_base');
}

/**
 * One account's valuations and flows from its portfolios': at every date any portfolio is valued,
 * the sum of each portfolio's latest valuation on or before it (0 before its first); all flows.
 * Feed the result to timeWeightedReturn or moneyWeightedReturn for the account's returns.
 */
export function combineValuations(
  portfolios: readonly { valuations: readonly ValuationPoint[]; flows: readonly FlowPoint[] }[],
): { valuations: ValuationPoint[]; flows: FlowPoint[] } {
  const sorted = portfolios.map((p) => sortedByDate(p.valuations));
  const dates = [...new Set(sorted.flatMap((v) => v.map((point) => point.date)))].sort();
  const indexes = sorted.map((v) => v.map((point) => point.date));
  const valuations = dates.map((date) => ({
    date,
    value: sorted.reduce((sum, v, k) => {
      const i = lastOnOrBefore(indexes[k]!, date);
      return sum + (i < 0 ? 0 : Number(v[i]!.value));
    }, 0),
  }));
  return { valuations, flows: portfolios.flatMap((p) => p.flows) };
}

/** A portfolio's return over a period and its value now (both in the account's currency). */
export interface PeriodPart {
  value: number | string;
  return: ReturnValue;
}

/**
 * An account's return over a period from its portfolios' returns and their values now: each start
 * value is the value now taken back by the period's growth, V / (1 + r), then consolidatedReturn. A
 * portfolio without a return makes the account's return null with its reason, unless it is worth
 * nothing now (an emptied or not yet funded one holds nothing to measure: it does not count).
 * The account screen's consolidated periods and the accounts' cached change columns are this.
 *
 * @example consolidatedPeriodReturn([{ value: 3300, return: { value: 0.1 } }, { value: 980, return: { value: -0.02 } }]) // → { value: 0.07 }
 */
export function consolidatedPeriodReturn(parts: readonly PeriodPart[]): ReturnValue {
  if (parts.length === 0) return cannotCompute('no_data');
  return consolidatedReturn(
    parts.map((part) => ({
      startValue:
        part.return.value === null
          ? Number(part.value) > 0
            ? 1
            : 0
          : Number(part.value) / (1 + part.return.value),
      return: part.return,
    })),
  );
}
