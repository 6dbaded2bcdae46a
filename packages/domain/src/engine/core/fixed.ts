/**
 * Exact fixed-point numbers as scaled BigInts, for the hot loops (replaying a million transactions
 * through Decimal objects is several times slower). Values carry 8 decimals, the money scale, and
 * convert to and from decimal strings at the edges.
 */

import { MONEY_SCALE } from '../../money';

/** 10^8: one unit at the fixed-point scale. */
export const FIXED_ONE = 10n ** BigInt(MONEY_SCALE);
const ZEROS = '0'.repeat(MONEY_SCALE);

/**
 * A decimal string ('-12.5', '0.00000001') as a scaled BigInt. Returns undefined for anything else,
 * including more than 8 decimals, spaces or an exponent. Checked character by character: this runs
 * once per number in the replay's hot loop, where a regular expression costs more than the BigInt.
 */
export function parseFixed(text: string): bigint | undefined {
  const start = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  let point = -1;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && point < 0)
      point = i; // '.'
    else if (code < 48 || code > 57) return undefined;
  }
  const fractionLength = point < 0 ? 0 : text.length - point - 1;
  if (text.length === start || point === start || fractionLength > MONEY_SCALE) return undefined;
  if (point >= 0 && fractionLength === 0) return undefined;
  const digits =
    point < 0
      ? text.slice(start) + ZEROS
      : text.slice(start, point) + text.slice(point + 1) + ZEROS.slice(fractionLength);
  const value = BigInt(digits);
  return start === 1 ? -value : value;
}

/** A scaled BigInt as a plain decimal string without trailing zeros ('12.5', '-0.1', '3'). */
export function formatFixed(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(MONEY_SCALE + 1, '0');
  const whole = digits.slice(0, -MONEY_SCALE);
  const fraction = digits.slice(-MONEY_SCALE).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** a × b / c rounded half away from zero to `decimals` places (at most 8), all scaled BigInts. */
export function mulDivRound(a: bigint, b: bigint, c: bigint, decimals: number): bigint {
  const step = 10n ** BigInt(MONEY_SCALE - decimals);
  const numerator = a * b;
  const denominator = c * step;
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n + d / 2n) / d;
  return (negative ? -rounded : rounded) * step;
}
