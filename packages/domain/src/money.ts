import Decimal from 'decimal.js';

/**
 * Money is a decimal, never a JS float (ARCHITECTURE: "Money is numeric in the database and a
 * decimal type in TypeScript"). On the wire and in forms it is a decimal string; in code a Decimal.
 */

/** Most digits before the decimal point of a money string. */
export const MONEY_INTEGER_DIGITS = 20;
/** Most digits after the decimal point (store as PostgreSQL `numeric(28, 8)`). */
export const MONEY_SCALE = 8;
/** A money string: optional minus, 1-20 digits, optionally a point and 1-8 digits. No exponent. */
export const MONEY_PATTERN = new RegExp(`^-?\\d{1,${MONEY_INTEGER_DIGITS}}(\\.\\d{1,${MONEY_SCALE}})?$`);

/**
 * The Decimal constructor for money: 40 significant digits (enough for 20 + 8 digits and their sums
 * without rounding) and half-up rounding, independent of the global Decimal settings.
 */
export const MoneyDecimal = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpPos: 40,
  toExpNeg: -40,
});
export type { Decimal };

export type MoneyInput = string | Decimal;

/** True when `value` is a well-formed money string. */
export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/**
 * A Decimal from a money string or a Decimal. Strings must match MONEY_PATTERN (surrounding spaces
 * allowed); numbers are refused so that no float reaches a sum. Throws a TypeError otherwise.
 */
export function toDecimal(value: MoneyInput): Decimal {
  if (Decimal.isDecimal(value)) return new MoneyDecimal(value);
  if (typeof value === 'string' && MONEY_PATTERN.test(value.trim())) return new MoneyDecimal(value.trim());
  throw new TypeError(`Not a decimal money string: ${String(value)}`);
}

/** The exact sum of money values; 0 for none. */
export function sumMoney(values: Iterable<MoneyInput>): Decimal {
  let total: Decimal = new MoneyDecimal(0);
  for (const value of values) total = total.plus(toDecimal(value));
  return total;
}

/** A money value as a plain decimal string for storage and JSON (no exponent, trailing zeros kept off). */
export function moneyToString(value: MoneyInput): string {
  const text = toDecimal(value).toFixed();
  return text === '-0' ? '0' : text;
}

/** A money value with exactly 2 decimals, rounded half up: '1234.5' → '1234.50' (§9 2 decimals). */
export function formatMoneyString(value: MoneyInput, decimals = 2): string {
  const text = toDecimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** A money string already written as MoneyDecimal's toFixed(2) writes it (a numeric(_, 2) column's text). */
const FIXED_2 = /^-?(?:0|[1-9]\d*)\.\d\d$/;
/** A money string that is zero however it is written ('0', '0.0000', '-0.00'). */
const PLAIN_ZERO = /^-?0+(?:\.0+)?$/;

/**
 * `new MoneyDecimal(text).toFixed(2)`, without a Decimal when the text already is that (a stored
 * value's '1234.50'): series of thousands of points are read this way on every revaluation.
 */
export function moneyFixed2(text: string): string {
  return FIXED_2.test(text) && text !== '-0.00' ? text : new MoneyDecimal(text).toFixed(2);
}

/** `new MoneyDecimal(text).isZero()`, without a Decimal for the usual zeros ('0.0000'). */
export function isZeroMoney(text: string): boolean {
  return PLAIN_ZERO.test(text) || new MoneyDecimal(text).isZero();
}
