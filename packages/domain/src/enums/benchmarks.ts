/** Benchmarks and risk levels (spec §3 Portfolio riskProfile, §9 Benchmarks). */

/** §9 IA sectors used as benchmarks. */
export const IA_BENCHMARK_SECTORS = [
  'IA Mixed Investment 0-35% Shares',
  'IA Mixed Investment 20-60% Shares',
  'IA Mixed Investment 40-85% Shares',
  'IA Flexible Investment',
] as const;
export type IaBenchmarkSector = (typeof IA_BENCHMARK_SECTORS)[number];

/**
 * The benchmark of a risk level (§9): 1-2 → 0-35% Shares, 3-4 → 20-60%, 5-6 → 40-85%, 7 and above
 * → IA Flexible Investment. Throws a RangeError for a level below 1 or not a finite number.
 */
export function benchmarkForRiskLevel(level: number): IaBenchmarkSector {
  if (!Number.isFinite(level) || level < 1) throw new RangeError(`Risk level ${level} is not 1 or above`);
  if (level <= 2) return 'IA Mixed Investment 0-35% Shares';
  if (level <= 4) return 'IA Mixed Investment 20-60% Shares';
  if (level <= 6) return 'IA Mixed Investment 40-85% Shares';
  return 'IA Flexible Investment';
}

/**
 * The risk level in a risk-profile text: its third space-separated word read as a whole number
 * (§3, e.g. 'Risk profile 5 Balanced' → 5). Null when there is no third word or it is no number.
 */
export function riskLevelFromProfile(text: string | null | undefined): number | null {
  const word = (text ?? '').trim().split(/\s+/)[2];
  if (word === undefined || !/^\d+/.test(word)) return null;
  return Number.parseInt(word, 10);
}
