/**
 * Exact fixed-point numbers as scaled BigInts, for the hot loops (replaying a million transactions
 * through Decimal objects is several times slower). Values carry 8 decimals, the money scale, and
 * convert to and from decimal strings at the edges.
 */

import { MONEY_SCALE } from '../../money';

/** 10^8: one unit at the fixed-point scale. */
export const FIXED_ONE = 10n ** BigInt(MONEY_SCALE);

/** 10^(8 − k) as BigInts: scales a number with k decimals up to 8. */
const SCALE_UP = Array.from({ length: MONEY_SCALE + 1 }, (_, k) => 10n ** BigInt(MONEY_SCALE - k));

/**
 * A decimal string ('-12.5', '0.00000001') as a scaled BigInt. Returns undefined for anything else,
 * including more than 8 decimals, spaces or an exponent. Read digit by digit into a float while the
 * digits stay exact (below 2^53), which spares the string building and BigInt parsing that would
 * otherwise dominate a replay's hot loop; longer numbers take the string route.
 */
export function parseFixed(text: string): bigint | undefined {
  const start = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  let point = -1;
  let digits = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && point < 0)
      point = i; // '.'
    else if (code < 48 || code > 57) return undefined;
    else digits = digits * 10 + (code - 48);
  }
  const fractionLength = point < 0 ? 0 : text.length - point - 1;
  if (text.length === start || point === start || fractionLength > MONEY_SCALE) return undefined;
  if (point >= 0 && fractionLength === 0) return undefined;
  let value: bigint;
  if (digits <= Number.MAX_SAFE_INTEGER) value = BigInt(digits) * SCALE_UP[fractionLength]!;
  else {
    const whole = point < 0 ? text.slice(start) : text.slice(start, point) + text.slice(point + 1);
    value = BigInt(whole) * SCALE_UP[fractionLength]!;
  }
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

/** 10^(8 − decimals) for decimals 0…8: the size of one step at that many decimals. */
const STEPS = Array.from({ length: MONEY_SCALE + 1 }, (_, decimals) => 10n ** BigInt(MONEY_SCALE - decimals));

/** a × b / c rounded half away from zero to `decimals` places (at most 8), all scaled BigInts. */
export function mulDivRound(a: bigint, b: bigint, c: bigint, decimals: number): bigint {
  const step = STEPS[decimals]!;
  const numerator = a * b;
  const denominator = c * step;
  if (numerator >= 0n && denominator > 0n) return ((numerator + denominator / 2n) / denominator) * step;
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n + d / 2n) / d;
  return (negative ? -rounded : rounded) * step;
}
