import { addMonths, daysBetween } from '../core/dates';
import { cannotCompute, computed, type ReturnValue } from '../core/result';
import { solveRoot } from '../core/root';

export interface BondInput {
  /** Clean price per 100 nominal. */
  price: number | string;
  /** Annual coupon as a percent figure ('4.25' = 4.25 % of nominal a year); null when unknown. */
  couponRate?: number | string | null;
  /** Maturity date; null when unknown (a perpetual or missing data). */
  maturity?: string | null;
  /** The date the statistics are for. */
  settlement: string;
  /** Coupons a year: 1, 2 (default) or 4. */
  frequency?: 1 | 2 | 4;
}

/** A duration in years, or null with the reason. */
export type DurationValue =
  { value: number; reason?: undefined } | { value: null; reason: ReturnValue['reason'] & string };

export interface BondStatistics {
  /** Annual coupon / clean price. */
  currentYield: ReturnValue;
  /** The yearly yield (compounded `frequency` times) that prices the remaining cash flows at the dirty price. */
  yieldToMaturity: ReturnValue;
  macaulayDuration: DurationValue;
  /** Macaulay duration / (1 + yield / frequency). */
  modifiedDuration: DurationValue;
}

const GRID = [-0.99, -0.5, -0.2, 0, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 5];

/**
 * Yield and duration of a fixed-coupon bond where coupon and maturity are known: coupons every
 * 12/frequency months back from maturity, the first period's fraction by actual days, accrued
 * interest added to the clean price. Without a coupon or maturity, or after maturity, the figures
 * are null with a reason ('missing_data', 'no_data'); without a solution, 'no_root'.
 *
 * @example bondStatistics({ price: 100, couponRate: 5, maturity: '2034-01-15', settlement: '2024-01-15' }).yieldToMaturity // → { value: 0.05 }
 */
export function bondStatistics(bond: BondInput): BondStatistics {
  const price = Number(bond.price);
  const coupon = bond.couponRate === null || bond.couponRate === undefined ? null : Number(bond.couponRate);
  const currentYield =
    coupon === null || !(price > 0) ? cannotCompute('missing_data') : computed(coupon / price);
  const missing = (reason: 'missing_data' | 'no_data' | 'no_root') => ({
    currentYield,
    yieldToMaturity: cannotCompute(reason),
    macaulayDuration: { value: null, reason } as const,
    modifiedDuration: { value: null, reason } as const,
  });
  if (coupon === null || !bond.maturity || !(price > 0)) return missing('missing_data');
  if (bond.maturity <= bond.settlement) return missing('no_data');
  const f = bond.frequency ?? 2;
  const step = 12 / f;
  const dates: string[] = [];
  let k = 0;
  while (addMonths(bond.maturity, -step * k) > bond.settlement)
    dates.unshift(addMonths(bond.maturity, -step * k++));
  const previous = addMonths(bond.maturity, -step * k);
  const fraction = daysBetween(bond.settlement, dates[0]!) / daysBetween(previous, dates[0]!);
  const cash = coupon / f;
  const flows = dates.map((_, i) => cash + (i === dates.length - 1 ? 100 : 0));
  const times = dates.map((_, i) => fraction + i);
  const dirty = price + cash * (1 - fraction);
  const pv = (y: number) => flows.reduce((sum, cf, i) => sum + cf / (1 + y / f) ** times[i]!, 0);
  const slope = (y: number) =>
    flows.reduce((sum, cf, i) => sum - (times[i]! / f) * cf * (1 + y / f) ** (-times[i]! - 1), 0);
  const y = solveRoot((r) => pv(r) - dirty, slope, { guess: coupon / 100, grid: GRID });
  if (y === null) return missing('no_root');
  const macaulay =
    flows.reduce((sum, cf, i) => sum + (times[i]! / f) * (cf / (1 + y / f) ** times[i]!), 0) / dirty;
  return {
    currentYield,
    yieldToMaturity: computed(y),
    macaulayDuration: { value: macaulay },
    modifiedDuration: { value: macaulay / (1 + y / f) },
  };
}
