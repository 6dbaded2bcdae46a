/**
 * Returns are ratios, not money: they are JS numbers (binary floats, about 15 significant digits),
 * which is plenty for a percentage shown with 2 decimals and lets performance over thousands of
 * daily points run in well under a millisecond. Money stays decimal (strings and Decimal).
 *
 * A return that cannot be computed is `null` with a reason, never a misleading 0 % or −100 %.
 */

/** Why a return has no value. */
export type CannotComputeReason =
  /** No valuation at (or before) the start of the range. */
  | 'no_start_valuation'
  /** The value the return is measured against is zero or negative. */
  | 'zero_base'
  /** The series is shorter than the period (or a period under a year would be annualised). */
  | 'insufficient_history'
  /** No rate solves the cash flows (e.g. all flows have the same sign). */
  | 'no_root'
  /** No data at all. */
  | 'no_data'
  /** An input needed for this figure is missing (coupon, maturity, a return of one line). */
  | 'missing_data'
  /** The figures are valued through a day before the period starts (the daily clock is behind). */
  | 'not_valued';

/** A return as a fraction (0.0523 = 5.23 %), or null with the reason it cannot be computed. */
export type ReturnValue =
  { value: number; reason?: undefined } | { value: null; reason: CannotComputeReason };

/** A computed return. */
export function computed(value: number): ReturnValue {
  return Number.isFinite(value) ? { value } : { value: null, reason: 'zero_base' };
}

/** A return that cannot be computed, with its reason. */
export function cannotCompute(reason: CannotComputeReason): ReturnValue {
  return { value: null, reason };
}

/** Applies `fn` to a computed value; a cannot-compute answer passes through unchanged. */
export function mapReturn(result: ReturnValue, fn: (value: number) => number): ReturnValue {
  return result.value === null ? result : computed(fn(result.value));
}
