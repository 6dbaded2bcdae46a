import { benchmarkForRiskLevel, riskLevelFromProfile, type IaBenchmarkSector } from '../../enums/benchmarks';

/** The id of a portfolio's benchmark series at the Data API (spec §7): the portfolio id + ' - B'. */
export function benchmarkId(portfolioId: string): string {
  return `${portfolioId} - B`;
}

/**
 * The IA benchmark sector of a portfolio's risk profile (spec §9): the risk level is the third word
 * of the profile text (1-2 → 0-35% Shares, 3-4 → 20-60%, 5-6 → 40-85%, 7+ → Flexible); null when
 * the profile has no level.
 *
 * @example benchmarkForRiskProfile('Risk profile 5 Balanced') // → 'IA Mixed Investment 40-85% Shares'
 */
export function benchmarkForRiskProfile(riskProfile: string | null | undefined): IaBenchmarkSector | null {
  const level = riskLevelFromProfile(riskProfile);
  return level === null || level < 1 ? null : benchmarkForRiskLevel(level);
}
