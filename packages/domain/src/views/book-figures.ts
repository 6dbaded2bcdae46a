import { z } from 'zod';
import { MoneyDecimal, sumMoney, type Decimal } from '../money';

/**
 * §7 risk comparison data: asset classes with their sectors and, per risk level, the sector's share
 * (percent, 2 decimals) of the value held at that level. Asset classes and sectors by name.
 */
export const riskComparisonDataSchema = z.array(
  z.object({
    name: z.string(),
    sectors: z.array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ riskLevel: z.number().int().min(1).max(10), value: z.string() })),
      }),
    ),
  }),
);
export type RiskComparisonData = z.infer<typeof riskComparisonDataSchema>;

/** One valued line of the book: a holding's base value in a portfolio of a risk level. */
export interface RiskLine {
  riskLevel: number;
  assetClass: string;
  sector: string;
  value: string;
}

const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? '0.00' : part.times(100).dividedBy(whole).toFixed(2, MoneyDecimal.ROUND_HALF_UP);

/**
 * The risk comparison of a book. Shares are of each level's total, so levels of portfolios in
 * different currencies compare (a share has no currency); names in alphabetical order.
 */
export function riskComparisonOf(lines: readonly RiskLine[]): RiskComparisonData {
  const totals = new Map<number, Decimal>();
  const cells = new Map<string, Map<string, Map<number, Decimal>>>();
  for (const line of lines) {
    const value = new MoneyDecimal(line.value);
    totals.set(line.riskLevel, (totals.get(line.riskLevel) ?? new MoneyDecimal(0)).plus(value));
    const sectors = cells.get(line.assetClass) ?? new Map<string, Map<number, Decimal>>();
    cells.set(line.assetClass, sectors);
    const levels = sectors.get(line.sector) ?? new Map<number, Decimal>();
    sectors.set(line.sector, levels);
    levels.set(line.riskLevel, (levels.get(line.riskLevel) ?? new MoneyDecimal(0)).plus(value));
  }
  const byName = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  return byName(cells).map(([name, sectors]) => ({
    name,
    sectors: byName(sectors).map(([sector, levels]) => ({
      name: sector,
      values: [...levels.entries()]
        .sort(([a], [b]) => a - b)
        .map(([riskLevel, value]) => ({ riskLevel, value: percent(value, totals.get(riskLevel)!) })),
    })),
  }));
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
