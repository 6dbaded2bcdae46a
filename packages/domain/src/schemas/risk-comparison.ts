import { z } from 'zod';
import { invalidInput, limitedText, requiredText, writeObject } from './common';

/** §9 risk levels run 1 to 10 (portfolio riskLevel, risk profiles). */
const RISK_LEVEL_MIN = 1;
const RISK_LEVEL_MAX = 10;
/** Bounds that keep one portal's table readable and its JSON small. */
export const RISK_COMPARISON_MAX_CLASSES = 12;
export const RISK_COMPARISON_MAX_SECTORS = 20;
/** Names are labels of a table row, as the §9 description fields (60). */
const NAME_MAX = 60;

const riskLevel = z
  .number(invalidInput)
  .int(invalidInput)
  .min(RISK_LEVEL_MIN, 'validation.min_value')
  .max(RISK_LEVEL_MAX, 'validation.max_value');
/** A weight in percent of the portfolio, to two decimals. */
const weight = z
  .number(invalidInput)
  .min(0, 'validation.min_value')
  .max(100, 'validation.max_value')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.invalid_input');
const name = requiredText('validation.name_required').pipe(limitedText(NAME_MAX));

const sector = writeObject({ name, values: z.array(weight, invalidInput).max(RISK_LEVEL_MAX) });
const assetClass = writeObject({
  name,
  /** The class's weight at each risk level, in the order of `riskLevels`. */
  values: z.array(weight, invalidInput).max(RISK_LEVEL_MAX),
  /** How the class splits into sectors at each level; their sum is at most the class's weight. */
  sectors: z.array(sector, invalidInput).max(RISK_COMPARISON_MAX_SECTORS),
});

/** Hundredths of a percent, so sums are exact. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * Risk comparison data (§7): asset classes, each with its sectors, and their weights (percent) at
 * each risk level the portal's models span. The strategy simulator shows the recommended level
 * against the others; the static provider reads the same shape from `riskComparisonData` json.
 * Every row has one value per level; at a level the classes add up to at most 100 and a class's
 * sectors to at most the class.
 */
export const riskComparisonSchema = writeObject({
  riskLevels: z.array(riskLevel, invalidInput).min(1, 'validation.required_field').max(RISK_LEVEL_MAX),
  assetClasses: z.array(assetClass, invalidInput).max(RISK_COMPARISON_MAX_CLASSES),
}).superRefine((data, ctx) => {
  const levels = data.riskLevels.length;
  data.riskLevels.forEach((level, i) => {
    if (i > 0 && level <= data.riskLevels[i - 1]!)
      ctx.addIssue({ code: 'custom', path: ['riskLevels', i], message: 'validation.invalid_input' });
  });
  const columnTotals = new Array<number>(levels).fill(0);
  data.assetClasses.forEach((row, c) => {
    if (row.values.length !== levels)
      ctx.addIssue({
        code: 'custom',
        path: ['assetClasses', c, 'values'],
        message: 'validation.invalid_input',
      });
    row.values.forEach((value, i) => (columnTotals[i] = (columnTotals[i] ?? 0) + hundredths(value)));
    const sectorTotals = new Array<number>(levels).fill(0);
    row.sectors.forEach((s, n) => {
      if (s.values.length !== levels)
        ctx.addIssue({
          code: 'custom',
          path: ['assetClasses', c, 'sectors', n, 'values'],
          message: 'validation.invalid_input',
        });
      s.values.forEach((value, i) => (sectorTotals[i] = (sectorTotals[i] ?? 0) + hundredths(value)));
    });
    sectorTotals.forEach((total, i) => {
      if (row.sectors.length > 0 && total > hundredths(row.values[i] ?? 0))
        ctx.addIssue({
          code: 'custom',
          path: ['assetClasses', c, 'sectors'],
          message: 'validation.invalid_input',
        });
    });
  });
  columnTotals.forEach((total, i) => {
    if (total > 100 * 100)
      ctx.addIssue({
        code: 'custom',
        path: ['assetClasses', 'values', i],
        message: 'validation.invalid_input',
      });
  });
});

export type RiskComparison = z.output<typeof riskComparisonSchema>;

/**
 * The column of `level` in the comparison: its own, else the nearest level below it, else the
 * lowest (a model whose profile has a level the data does not list still gets a column marked).
 */
export function riskComparisonColumn(riskLevels: readonly number[], level: number | null): number | null {
  if (level === null || riskLevels.length === 0) return null;
  let column = 0;
  riskLevels.forEach((each, i) => {
    if (each <= level) column = i;
  });
  return column;
}
