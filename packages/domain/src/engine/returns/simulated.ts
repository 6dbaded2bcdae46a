import { cannotCompute, computed, type ReturnValue } from '../core/result';

export interface ModelWeight {
  symbol: string;
  /** A fraction or any positive figure: weights are divided by their sum. */
  weight: number | string;
}

/** A periodic return of an instrument (e.g. monthly), as a fraction. */
export interface ReturnPoint {
  date: string;
  return: number;
}

export interface SimulatedReturns {
  /** Per date: the weighted return and the cumulative return to that date. */
  points: { date: string; return: number; cumulative: number }[];
  cumulative: ReturnValue;
}

/**
 * Simulated returns of a model portfolio: on each date every instrument has a return for, the
 * weighted sum of the instruments' returns (rebalanced to the weights every period), chained into a
 * cumulative return. Dates missing for any instrument are left out; an instrument with no series at
 * all gives 'missing_data', weights summing to 0 'zero_base'.
 *
 * @example simulatedReturns([{ symbol: 'EQ', weight: 0.6 }, { symbol: 'BD', weight: 0.4 }], { EQ: [{ date: '2024-01-31', return: 0.05 }], BD: [{ date: '2024-01-31', return: 0.01 }] }).cumulative
 * // → { value: 0.034 }
 */
export function simulatedReturns(
  weights: readonly ModelWeight[],
  returns: Readonly<Record<string, readonly ReturnPoint[]>>,
): SimulatedReturns {
  const total = weights.reduce((sum, w) => sum + Number(w.weight), 0);
  if (!(total !== 0)) return { points: [], cumulative: cannotCompute('zero_base') };
  const maps = weights.map((w) => new Map((returns[w.symbol] ?? []).map((p) => [p.date, p.return])));
  if (maps.some((m) => m.size === 0)) return { points: [], cumulative: cannotCompute('missing_data') };
  const dates = [...maps[0]!.keys()].filter((d) => maps.every((m) => m.has(d))).sort();
  let growth = 1;
  const points = dates.map((date) => {
    const r = weights.reduce((sum, w, i) => sum + (Number(w.weight) / total) * maps[i]!.get(date)!, 0);
    growth *= 1 + r;
    return { date, return: r, cumulative: growth - 1 };
  });
  return { points, cumulative: points.length ? computed(growth - 1) : cannotCompute('no_data') };
}
