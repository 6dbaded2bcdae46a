import { cannotCompute, computed, type ReturnValue } from '../core/result';

/**
 * The return between two points of a growth series: growth[end] / growth[start] − 1. Null with
 * 'no_start_valuation' when there is no start point (-1), 'no_data' without a series or an end,
 * 'zero_base' when the start growth is not positive.
 */
export function growthBetween(growth: Float64Array | null, start: number, end: number): ReturnValue {
  if (!growth || end < 0) return cannotCompute('no_data');
  if (start < 0) return cannotCompute('no_start_valuation');
  const base = growth[start]!;
  const last = growth[end]!;
  if (!(base > 0) || Number.isNaN(last))
    return cannotCompute(Number.isNaN(base) ? 'missing_data' : 'zero_base');
  return computed(last / base - 1);
}

/** The portfolio minus the benchmark return (arithmetic excess), null when either is null. */
export function excessReturn(portfolio: ReturnValue, benchmark: ReturnValue): ReturnValue {
  if (portfolio.value === null) return portfolio;
  if (benchmark.value === null) return benchmark;
  return computed(portfolio.value - benchmark.value);
}

/**
 * Linked returns: (1 + r1)(1 + r2)… − 1. Chain-linking a series' monthly returns gives back its
 * cumulative return.
 *
 * @example chainLink([0.1, -0.05]) // → 0.045
 */
export function chainLink(returns: readonly number[]): number {
  let product = 1;
  for (const r of returns) product *= 1 + r;
  return product - 1;
}
