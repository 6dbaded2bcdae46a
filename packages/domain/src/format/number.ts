import { MoneyDecimal, type Decimal } from '../money';
import { minorUnits, currencySymbolIn } from './currency';
import type { FormatLocale } from './locale';
import { LOCALE_TABLES } from './tables';

const NBSP = '\u00a0';

/** A figure to write: a decimal string, a Decimal or a number (never summed here, only written). */
export type FigureInput = string | number | Decimal;

/** §9 thousand and million scaling: 'auto' picks millions from a million and thousands from a thousand. */
export type AmountScale = 'none' | 'auto' | 'thousands' | 'millions';

export interface NumberOptions {
  /** Fewest decimals written (default 0). */
  minDecimals?: number;
  /** Most decimals written, rounded half away from zero as Intl does (default 3, Intl's). */
  maxDecimals?: number;
  /** '+' on positive figures that do not round to zero (§9 percentages). */
  plusSign?: boolean;
}

function decimalOf(value: FigureInput): Decimal {
  return new MoneyDecimal(typeof value === 'number' ? String(value) : value);
}

/** The digits of a non-negative decimal text grouped and with the locale's decimal sign. */
function localeDigits(text: string, locale: FormatLocale): string {
  const table = LOCALE_TABLES[locale];
  const [whole, fraction] = text.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, table.group);
  return fraction === undefined ? grouped : `${grouped}${table.decimal}${fraction}`;
}

/** Rounded and split into sign and digits; a figure that rounds to zero has no sign. */
function rounded(
  value: Decimal,
  min: number,
  max: number,
): { sign: '' | '-' | '+'; digits: string; zero: boolean } {
  const fixed = value.abs().toDecimalPlaces(max, MoneyDecimal.ROUND_HALF_UP);
  let text = fixed.toFixed(max);
  if (max > min) text = text.replace(new RegExp(`0{1,${max - min}}$`), '').replace(/\.$/, '');
  const zero = fixed.isZero();
  return { sign: zero ? '' : value.isNegative() ? '-' : '+', digits: text, zero };
}

function finite(value: FigureInput): boolean {
  return typeof value !== 'number' || Number.isFinite(value);
}

/**
 * A plain number as the locale writes it: '1,234.5679' (en-GB), '1.234,5679' (el-GR, is-IS).
 * Exact for decimal strings; a number is taken at its shortest decimal text.
 */
export function formatNumberIn(
  value: FigureInput,
  locale: FormatLocale,
  options: NumberOptions = {},
): string {
  if (!finite(value)) return String(value);
  const min = options.minDecimals ?? 0;
  const max = Math.max(min, options.maxDecimals ?? 3);
  const { sign, digits } = rounded(decimalOf(value), min, max);
  return `${sign === '+' ? (options.plusSign ? '+' : '') : sign}${localeDigits(digits, locale)}`;
}

/** §9 percentage of a fraction (0.0523): 2 decimals, '+' on positives: '+5.23%' (en-GB), '+5,23%'. */
export function formatPercentIn(
  fraction: FigureInput,
  locale: FormatLocale,
  options: { decimals?: number; plusSign?: boolean } = {},
): string {
  if (!finite(fraction)) return '—';
  const decimals = options.decimals ?? 2;
  const figure = decimalOf(fraction).times(100);
  return `${formatNumberIn(figure, locale, { minDecimals: decimals, maxDecimals: decimals, plusSign: options.plusSign ?? true })}%`;
}

export interface MoneyOptions {
  /** §9 scaling; scaled amounts keep 2 decimals whatever the currency. */
  scale?: AmountScale;
  /** Decimals instead of the currency's minor units. */
  decimals?: number;
}

function pickScale(value: Decimal, scale: AmountScale): Exclude<AmountScale, 'auto'> {
  if (scale !== 'auto') return scale;
  const abs = value.abs();
  return abs.gte(1e6) ? 'millions' : abs.gte(1e3) ? 'thousands' : 'none';
}

/**
 * An amount in its currency as the locale writes it, with the currency's ISO 4217 minor units:
 * '£1,234.50', '-kr 1,235' (en-GB); '1.234,50 €' (el-GR); '1.235 kr.' (is-IS). A null currency
 * writes the bare figure. §9 scaling: '€2.50m', '2,50 εκ. €', '2,50 m. €'.
 */
export function formatMoneyIn(
  value: FigureInput,
  currency: string | null,
  locale: FormatLocale,
  options: MoneyOptions = {},
): string {
  if (!finite(value)) return '—';
  const table = LOCALE_TABLES[locale];
  let amount = decimalOf(value);
  const scale = pickScale(amount, options.scale ?? 'none');
  if (scale !== 'none') amount = amount.dividedBy(scale === 'millions' ? 1e6 : 1e3);
  const decimals = options.decimals ?? (scale === 'none' ? minorUnits(currency) : 2);
  const { sign, digits } = rounded(amount, decimals, decimals);
  const number = `${localeDigits(digits, locale)}${scale === 'none' ? '' : table.compact[scale]}`;
  const minus = sign === '-' ? '-' : '';
  if (currency === null) return `${minus}${number}`;
  const symbol = currencySymbolIn(currency, locale);
  if (table.currencyAfter) return `${minus}${number}${NBSP}${symbol}`;
  // CLDR currency spacing: a symbol ending in a letter ('kr', 'CHF') is kept off the digits.
  return `${minus}${symbol}${/\p{L}$/u.test(symbol) ? NBSP : ''}${number}`;
}
