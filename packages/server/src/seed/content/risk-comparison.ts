import type { RiskComparison } from '@portal/domain';

/** How each seeded asset class splits into sectors (shares of the class, summing to 1). */
const SECTORS: Record<string, [string, number][]> = {
  Equities: [
    ['Technology', 0.24],
    ['Financials', 0.18],
    ['Healthcare', 0.16],
    ['Consumer', 0.16],
    ['Industrials', 0.14],
    ['Energy and materials', 0.12],
  ],
  'Fixed Interest': [
    ['Government bonds', 0.5],
    ['Corporate bonds', 0.35],
    ['High yield', 0.15],
  ],
  Alternatives: [
    ['Property', 0.6],
    ['Infrastructure', 0.4],
  ],
  Other: [['Cash', 1]],
};

/** Splits a whole-percent weight by shares in whole percents (largest remainders), summing to it. */
function split(value: number, shares: [string, number][]): number[] {
  const exact = shares.map(([, share]) => value * share);
  const parts = exact.map(Math.floor);
  const left = value - parts.reduce((sum, part) => sum + part, 0);
  exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
    .slice(0, left)
    .forEach(({ i }) => (parts[i]! += 1));
  return parts;
}

/**
 * The seed's risk comparison data (§7): the asset classes of the portal's four models at their risk
 * levels, each class split into its sectors.
 */
export function riskComparisonOf(
  levels: { level: number; classes: { name: string; value: string }[] }[],
): RiskComparison {
  const names = levels[0]?.classes.map((c) => c.name) ?? [];
  return {
    riskLevels: levels.map((l) => l.level),
    assetClasses: names.map((name) => {
      const values = levels.map((l) => Number(l.classes.find((c) => c.name === name)?.value ?? 0));
      const shares = SECTORS[name] ?? [[name, 1]];
      const columns = values.map((value) => split(value, shares));
      return {
        name,
        values,
        sectors: shares.map(([sector], i) => ({ name: sector, values: columns.map((column) => column[i]!) })),
      };
    }),
  };
}
