/**
 * Money to the penny in float64 where that is provably exact, with the exact fallbacks beside it
 * (decision "daily valuation in integer cents"). A float carries a relative error of about 1e-16
 * per operation; a value is rounded from its float only when it is further than RELATIVE_MARGIN of
 * itself from a half-cent boundary, so the float and the exact value round to the same cent.
 * Otherwise the exact paths run: integers in float64 while the product is below 2^52, scaled
 * BigInts (core/fixed.ts) while it fits the 40 significant digits of MoneyDecimal, else the very
 * Decimal expression valueHolding evaluates.
 */
import { MoneyDecimal, type Decimal } from '../../money';
import { FIXED_ONE, formatFixed, mulDivRound, parseFixed } from '../core/fixed';

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

/** Far above the few ulps (≈ 7e-16) the float products here can be off by, and Decimal's 1e-39. */
const RELATIVE_MARGIN = 1e-14;
/** Floats below this have at least 3 fractional bits: their fraction is meaningful. */
const FLOAT_LIMIT = 2 ** 49;
/** Below this scaled size (|x| < 10^12 at 8 decimals) two numbers multiply within 40 digits. */
const EXACT_LIMIT = 10n ** 20n;
const CENT_STEP = 10n ** 6n;

/** `x` (cents as a float) rounded half away from zero, or NaN when too close to a half to be sure. */
export function roundFar(x: number): number {
  const a = x < 0 ? -x : x;
  if (!(a < FLOAT_LIMIT)) return Number.NaN;
  const whole = Math.floor(a);
  const fraction = a - whole; // exact: whole and a are within a factor of 2, or whole is 0
  const distance = fraction - 0.5;
  if ((distance < 0 ? -distance : distance) <= a * RELATIVE_MARGIN) return Number.NaN;
  const rounded = distance > 0 ? whole + 1 : whole;
  return x < 0 ? -rounded : rounded;
}

/**
 * units × price ÷ divisor in the settlement currency, in cents rounded half up as valueHolding
 * rounds it, from the nearest floats of units and price: NaN when too close to a half cent to
 * tell (then exactSettledCents).
 */
export function settledCents(unitsFloat: number, priceFloat: number, divisor: 1 | 100): number {
  return roundFar(divisor === 100 ? unitsFloat * priceFloat : unitsFloat * priceFloat * 100);
}

/** The same exactly: scaled BigInts within 40 digits, else valueHolding's own Decimal expression. */
export function exactSettledCents(units: bigint, price: string, divisor: 1 | 100): number {
  const scaled = parseFixed(price);
  if (scaled !== undefined && abs(scaled) < EXACT_LIMIT && abs(units) < EXACT_LIMIT) {
    return Number(mulDivRound(units, scaled, FIXED_ONE * BigInt(divisor), 2) / CENT_STEP);
  }
  return new MoneyDecimal(formatFixed(units))
    .times(price)
    .dividedBy(divisor)
    .toDecimalPlaces(2, HALF_UP)
    .times(100)
    .toNumber();
}

/** A cash line's units (8 decimals) to the penny. */
export function unitsCents(units: bigint): number {
  return Number(mulDivRound(units, FIXED_ONE, FIXED_ONE, 2) / CENT_STEP);
}

/** Uninvested cash (8 decimals) to the penny, half toward +∞ (reconcile.ts rounds it so). */
export function cashCents(cash: bigint): number {
  const shifted = cash + CENT_STEP / 2n;
  const cents = shifted / CENT_STEP;
  return Number(shifted < 0n && cents * CENT_STEP !== shifted ? cents - 1n : cents);
}

/**
 * `cents` converted at a rate to the penny as valueHolding converts it (half up), given the rate's
 * float: NaN when the float is too close to a half cent to tell (then use exactConvertedCents).
 */
export function convertedCents(cents: number, rateFloat: number): number {
  return roundFar(cents * rateFloat);
}

/** `cents` converted at the exact rate: valueHolding's own Decimal expression. */
export function exactConvertedCents(cents: number, rate: Decimal): number {
  return new MoneyDecimal(cents).dividedBy(100).times(rate).toDecimalPlaces(2, HALF_UP).times(100).toNumber();
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const MAX_EXACT = 2 ** 53;

/**
 * A decimal as an exact integer and its number of decimals (72.5 → 725 and 1), beside its float:
 * `scale` is -1 when the text is not a plain decimal whose digits fit 2^53.
 */
export interface DecimalParts {
  float: number;
  int: number;
  scale: number;
}

/**
 * Reads a plain decimal string ('-72.5') into `out`: the nearest float, like Number() but several
 * times faster (an integer of at most 2^53 divided by an exact power of ten is one correctly
 * rounded operation), and the exact integer and scale. Anything else goes to Number(), scale -1.
 */
export function readDecimal(text: string, out: DecimalParts): DecimalParts {
  const start = text.charCodeAt(0) === 45 ? 1 : 0;
  let digits = 0;
  let point = -1;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && point < 0) point = i;
    else if (code >= 48 && code <= 57) digits = digits * 10 + (code - 48);
    else return other(text, out);
  }
  const decimals = point < 0 ? 0 : text.length - point - 1;
  if (digits > Number.MAX_SAFE_INTEGER || decimals > 22 || text.length === start) return other(text, out);
  const value = decimals === 0 ? digits : digits / POWERS_OF_TEN[decimals]!;
  out.float = start === 1 ? -value : value;
  out.int = start === 1 ? -digits : digits;
  out.scale = decimals;
  return out;
}

function other(text: string, out: DecimalParts): DecimalParts {
  out.float = Number(text);
  out.int = 0;
  out.scale = -1;
  return out;
}

const scratch: DecimalParts = { float: 0, int: 0, scale: -1 };

/** The nearest float of a decimal string (see readDecimal). */
export function decimalFloat(text: string): number {
  return readDecimal(text, scratch).float;
}

/** Units (scaled BigInt, 8 decimals) as an exact integer and scale (10.5 → 105 and 1), scale -1 when too long. */
export function unitsParts(units: bigint, out: DecimalParts): DecimalParts {
  let int = units;
  let scale = 8;
  while (scale > 0 && int % 10n === 0n) {
    int /= 10n;
    scale--;
  }
  const small = int <= 9007199254740991n && int >= -9007199254740991n;
  out.int = small ? Number(int) : 0;
  out.scale = small ? scale : -1;
  out.float = Number(units) / 1e8;
  return out;
}

/**
 * units × price ÷ divisor in cents, half away from zero (mulDivRound's and Decimal's half up),
 * from exact integers and scales, in float64 integer arithmetic: exact while the product stays
 * within 2^52. NaN when it does not (then the BigInt path).
 */
export function integerCents(
  units: number,
  unitsScale: number,
  price: number,
  priceScale: number,
  divisor: 1 | 100,
): number {
  if (unitsScale < 0 || priceScale < 0) return Number.NaN;
  const product = units * price;
  const magnitude = product < 0 ? -product : product;
  if (!(magnitude <= MAX_EXACT / 2)) return Number.NaN;
  const shift = unitsScale + priceScale - (divisor === 100 ? 0 : 2);
  if (shift <= 0) {
    const whole = product * POWERS_OF_TEN[-shift]!;
    return Math.abs(whole) <= MAX_EXACT ? whole : Number.NaN;
  }
  if (shift > 15) return Number.NaN;
  const step = POWERS_OF_TEN[shift]!;
  let quotient = Math.floor(magnitude / step);
  let rest = magnitude - quotient * step;
  if (rest < 0) {
    quotient--;
    rest += step;
  } else if (rest >= step) {
    quotient++;
    rest -= step;
  }
  const rounded = rest * 2 >= step ? quotient + 1 : quotient;
  return product < 0 ? -rounded : rounded;
}

/** Integer cents as a decimal string with 2 decimals ('-12.05'). */
export function centsText(cents: number): string {
  const a = cents < 0 ? -cents : cents;
  const whole = Math.floor(a / 100);
  const rest = a - whole * 100;
  return `${cents < 0 ? '-' : ''}${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
