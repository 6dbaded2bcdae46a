import { MoneyDecimal, type Decimal } from '../../money';
import { settlementCurrency } from '../core/currency';
import { largestRemainderWeights } from './allocate';
import type { ValuedHolding } from './types';

/** The dimensions a portfolio is broken down by. */
export const BREAKDOWN_DIMENSIONS = [
  'currency',
  'region',
  'assetClass',
  'sector',
  'substrategy',
  'vintage',
  'type',
] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

/** One slice of a breakdown: value in the base currency and its weight (a fraction as a string). */
export interface BreakdownSlice {
  name: string;
  value: string;
  /** Null when the total is not positive. */
  weight: string | null;
}

export interface Breakdown {
  dimension: BreakdownDimension;
  total: string;
  slices: BreakdownSlice[];
}

function sliceName(holding: ValuedHolding, dimension: BreakdownDimension): string {
  if (dimension === 'currency') return settlementCurrency(holding.currency);
  const name = holding[dimension];
  return name === null || name === undefined || name.trim() === '' ? 'Other' : name.trim();
}

/**
 * A breakdown of valued holdings by one dimension: values summed exactly (so the slices add up to the
 * total to the penny), weights by largest-remainder rounding (so they add up to exactly 1), largest
 * slice first. Pence count as sterling; a missing name is 'Other'.
 *
 * @example breakdown(valuation.holdings, 'currency') // → { dimension: 'currency', total: '1000.00', slices: [{ name: 'GBP', value: '600.00', weight: '0.600000' }, { name: 'USD', value: '400.00', weight: '0.400000' }] }
 */
export function breakdown(holdings: readonly ValuedHolding[], dimension: BreakdownDimension): Breakdown {
  const totals = new Map<string, Decimal>();
  for (const holding of holdings) {
    const name = sliceName(holding, dimension);
    totals.set(name, (totals.get(name) ?? new MoneyDecimal(0)).plus(holding.valueBase));
  }
  const entries = [...totals.entries()].sort((a, b) => b[1].comparedTo(a[1]) || (a[0] < b[0] ? -1 : 1));
  const weights = largestRemainderWeights(entries.map(([, value]) => value));
  const total = entries.reduce((sum, [, value]) => sum.plus(value), new MoneyDecimal(0));
  return {
    dimension,
    total: total.toFixed(2),
    slices: entries.map(([name, value], i) => ({
      name,
      value: value.toFixed(2),
      weight: weights?.[i] ?? null,
    })),
  };
}

/** Every breakdown of BREAKDOWN_DIMENSIONS. */
export function allBreakdowns(holdings: readonly ValuedHolding[]): Record<BreakdownDimension, Breakdown> {
  return Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d) => [d, breakdown(holdings, d)])) as Record<
    BreakdownDimension,
    Breakdown
  >;
}
