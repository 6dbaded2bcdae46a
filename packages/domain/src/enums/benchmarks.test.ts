import { describe, expect, it } from 'vitest';
import { benchmarkForRiskLevel, riskLevelFromProfile } from './benchmarks';

describe('benchmarkForRiskLevel (§9)', () => {
  it.each([
    [1, 'IA Mixed Investment 0-35% Shares'],
    [2, 'IA Mixed Investment 0-35% Shares'],
    [3, 'IA Mixed Investment 20-60% Shares'],
    [4, 'IA Mixed Investment 20-60% Shares'],
    [5, 'IA Mixed Investment 40-85% Shares'],
    [6, 'IA Mixed Investment 40-85% Shares'],
    [7, 'IA Flexible Investment'],
    [10, 'IA Flexible Investment'],
  ])('level %i → %s', (level, sector) => {
    expect(benchmarkForRiskLevel(level)).toBe(sector);
  });

  it('refuses levels below 1', () => {
    expect(() => benchmarkForRiskLevel(0)).toThrow(RangeError);
    expect(() => benchmarkForRiskLevel(Number.NaN)).toThrow(RangeError);
  });
});

describe('riskLevelFromProfile (§3)', () => {
  it('reads the third space-separated word', () => {
    expect(riskLevelFromProfile('Risk profile 5 Balanced')).toBe(5);
    expect(riskLevelFromProfile('  Risk   profile  7 ')).toBe(7);
    expect(riskLevelFromProfile('Risk profile 10/10')).toBe(10);
  });

  it('null without a numeric third word', () => {
    expect(riskLevelFromProfile('Risk profile')).toBeNull();
    expect(riskLevelFromProfile('Risk profile high')).toBeNull();
    expect(riskLevelFromProfile(undefined)).toBeNull();
  });
});
