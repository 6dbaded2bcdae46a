import { z } from 'zod';
import { largestRemainderWeights } from '../engine/valuation/allocate';
import { MoneyDecimal, sumMoney, type Decimal } from '../money';
import type { RiskComparison } from '../schemas/risk-comparison';

/** One valued line of the book: a holding's base value in a portfolio of a risk level. */
export interface RiskLine {
  riskLevel: number;
  assetClass: string;
  sector: string;
  value: string;
}

/** Percent with 2 decimals is a fraction with 4: hundredths of a percent are its units. */
const HUNDREDTHS = 4;

/**
 * The risk comparison (§7, the shape the simulator shows: `riskComparisonSchema`) of a book: at each
 * risk level, each asset class's and each of its sectors' share of the value held at that level, in
 * percent. Shares are of each level's total, so levels of portfolios in different currencies compare
 * (a share has no currency); a level's sector shares are rounded by largest remainders so they add
 * up to exactly 100, and a class is the sum of its sectors. Levels ascending, names in order.
 */
export function bookRiskComparison(lines: readonly RiskLine[]): RiskComparison {
  const inRange = lines.filter((line) => line.riskLevel >= 1 && line.riskLevel <= 10);
  const riskLevels = [...new Set(inRange.map((line) => line.riskLevel))].sort((a, b) => a - b);
  const classes = new Map<string, Set<string>>();
  const cells = new Map<string, Decimal>();
  const key = (level: number, assetClass: string, sector: string) =>
    `${level}\u0000${assetClass}\u0000${sector}`;
  for (const line of inRange) {
    (classes.get(line.assetClass) ?? classes.set(line.assetClass, new Set()).get(line.assetClass)!).add(
      line.sector,
    );
    const at = key(line.riskLevel, line.assetClass, line.sector);
    cells.set(at, (cells.get(at) ?? new MoneyDecimal(0)).plus(new MoneyDecimal(line.value)));
  }
  const names = [...classes.keys()].sort((a, b) => a.localeCompare(b));
  const pairs = names.flatMap((name) =>
    [...classes.get(name)!].sort((a, b) => a.localeCompare(b)).map((sector) => [name, sector] as const),
  );
  // Hundredths of a percent of each (class, sector) at each level, in the order of `pairs`.
  const units = riskLevels.map((level) => {
    const shares = largestRemainderWeights(
      pairs.map(([name, sector]) => cells.get(key(level, name, sector)) ?? new MoneyDecimal(0)),
      HUNDREDTHS,
    );
    return pairs.map((_, i) => (shares ? Math.round(Number(shares[i]) * 10 ** HUNDREDTHS) : 0));
  });
  const percent = (hundredths: number) => hundredths / 100;
  let at = 0;
  return {
    riskLevels,
    assetClasses: names.map((name) => {
      const sectors = [...classes.get(name)!]
        .sort((a, b) => a.localeCompare(b))
        .map((sector) => {
          const column = at++;
          return { name: sector, values: units.map((level) => percent(level[column]!)) };
        });
      const first = at - sectors.length;
      const values = units.map((level) => percent(sectors.reduce((sum, _, i) => sum + level[first + i]!, 0)));
      return { name, values, sectors };
    }),
  };
}

/** A per-section report of the static variant: the book grouped one way, per currency. */
export const sectionReportSchema = z.object({
  section: z.string(),
  rows: z.array(
    z.object({ name: z.string(), currency: z.string(), count: z.number().int(), value: z.string() }),
  ),
});
export type SectionReport = z.infer<typeof sectionReportSchema>;

/**
 * Groups `items` by name and currency: how many and their value. Amounts add up only within one
 * currency, so a group in two currencies is two rows. Largest value first, then by name.
 */
export function sectionReport(
  section: string,
  items: readonly { name: string; currency: string; value: string }[],
): SectionReport {
  const groups = new Map<string, { name: string; currency: string; values: string[] }>();
  for (const item of items) {
    const key = `${item.name}\u0000${item.currency}`;
    const group = groups.get(key) ?? { name: item.name, currency: item.currency, values: [] };
    group.values.push(item.value);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((g) => ({
    name: g.name,
    currency: g.currency,
    count: g.values.length,
    value: sumMoney(g.values).toFixed(2),
  }));
  rows.sort(
    (a, b) =>
      new MoneyDecimal(b.value).comparedTo(a.value) ||
      a.name.localeCompare(b.name) ||
      a.currency.localeCompare(b.currency),
  );
  return { section, rows };
}
