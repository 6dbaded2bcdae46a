import { sumMoney, toDecimal, type MoneyInput } from './money';

/** Shares are fractions written to 8 places: exact to well under a hundredth of a basis point. */
const SHARE_PLACES = 8;

/**
 * `part`'s share of `whole` as a decimal fraction ('0.25' = 25 %), computed exactly from the money
 * strings; null when the whole is zero or negative (no share can be read from it). What the screens
 * show as a holding's or a portfolio's weight, instead of dividing floats.
 */
export function shareOf(part: MoneyInput, whole: MoneyInput): string | null {
  const total = toDecimal(whole);
  if (total.lte(0)) return null;
  return toDecimal(part).dividedBy(total).toDecimalPlaces(SHARE_PLACES).toFixed();
}

/** Each value's share of their sum, in order; null for every one when the sum is not positive. */
export function sharesOf(values: readonly MoneyInput[]): (string | null)[] {
  const total = sumMoney(values);
  return values.map((value) => (total.gt(0) ? shareOf(value, total) : null));
}

/** The change from one price to another as a fraction ('0.1' = +10 %); null from a price of zero or less. */
export function priceChange(from: MoneyInput, to: MoneyInput): string | null {
  const start = toDecimal(from);
  if (start.lte(0)) return null;
  return toDecimal(to).dividedBy(start).minus(1).toDecimalPlaces(SHARE_PLACES).toFixed();
}
