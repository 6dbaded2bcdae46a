import type { Rng } from '../random';

/** Annual volatility of a fund's daily moves, by its sector (the monthly walk's own figures). */
export function dailyVolatility(sector: string): number {
  if (sector === 'Cash') return 0.002;
  if (sector === 'Fixed Interest') return 0.06;
  return 0.16;
}

/**
 * `steps − 1` levels strictly between two stored levels, one per trading day: a geometric Brownian
 * bridge, so the path wanders like a fund's and still meets both ends exactly (the monthly walk, and
 * every figure sized on it, is unchanged). An end that is not a positive number gives nothing.
 */
export function bridgeLevels(
  rng: Rng,
  from: string,
  to: string,
  steps: number,
  volatility: number,
  decimals = 4,
): string[] {
  const start = Math.log(Number(from));
  const end = Math.log(Number(to));
  if (steps < 2 || !Number.isFinite(start) || !Number.isFinite(end)) return [];
  const sigma = volatility / Math.sqrt(252);
  // A random walk of `steps` steps, then pinned: B_j = W_j − (j/steps)·W_steps.
  const walk: number[] = [0];
  for (let j = 1; j <= steps; j++) walk.push(walk[j - 1]! + sigma * rng.normal());
  const last = walk[steps]!;
  const out = new Array<string>(steps - 1);
  for (let j = 1; j < steps; j++) {
    const level = start + (j / steps) * (end - start) + walk[j]! - (j / steps) * last;
    out[j - 1] = Math.exp(level).toFixed(decimals);
  }
  return out;
}
