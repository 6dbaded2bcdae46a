import { DISPLAY_DECIMALS } from '../../constants';
import { MoneyDecimal, formatMoneyString, type MoneyInput } from '../../money';
import type { ReturnValue } from '../core/result';

/** §9 default currency (the Icelandic configuration uses ISK: see BrandConfig.defaultCurrency). */
export const DEFAULT_CURRENCY = 'GBP';

/** §9 currency symbols (ISK, the Icelandic configuration's currency, as 'kr'). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  CAD: 'CA$',
  AUD: 'A$',
  INR: '₹',
  JPY: '¥',
  ISK: 'kr ',
};

/** The symbol of a currency; an unknown code is shown as the code and a space ('CHF '). */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? `${currency} `;
}

/** §9 thousand and million scaling: 'auto' picks m from a million and k from a thousand. */
export type AmountScale = 'none' | 'auto' | 'thousands' | 'millions';

export interface AmountFormat {
  currency?: string | null;
  scale?: AmountScale;
  decimals?: number;
}

const SCALES = { thousands: { divisor: 1e3, suffix: 'k' }, millions: { divisor: 1e6, suffix: 'm' } } as const;

/** Thousands separated by commas, en-GB style ('1234567.5' → '1,234,567.5'). */
function groupThousands(text: string): string {
  const [whole, fraction] = text.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount for display (spec §9): en-GB grouping, 2 decimals rounded half up, the currency symbol
 * before the number and the minus before the symbol; optionally in thousands (k) or millions (m).
 * Exact: the decimal is rounded, never a float.
 *
 * @example formatAmount('1234567.891', { currency: 'GBP' }) // → '£1,234,567.89'
 * @example formatAmount('-2500000', { currency: 'EUR', scale: 'auto' }) // → '-€2.50m'
 */
export function formatAmount(value: MoneyInput, format: AmountFormat = {}): string {
  let amount = new MoneyDecimal(value);
  const scale =
    format.scale === 'auto'
      ? amount.abs().gte(1e6)
        ? 'millions'
        : amount.abs().gte(1e3)
          ? 'thousands'
          : 'none'
      : (format.scale ?? 'none');
  const suffix = scale === 'none' ? '' : SCALES[scale].suffix;
  if (scale !== 'none') amount = amount.dividedBy(SCALES[scale].divisor);
  const text = formatMoneyString(amount, format.decimals ?? DISPLAY_DECIMALS);
  const negative = text.startsWith('-');
  const symbol = format.currency === null ? '' : currencySymbol(format.currency ?? DEFAULT_CURRENCY);
  return `${negative ? '-' : ''}${symbol}${groupThousands(negative ? text.slice(1) : text)}${suffix}`;
}

/**
 * A return as a percentage (spec §9): 2 decimals rounded half up, a plus sign for positives
 * ('+5.23%', '-1.50%', '0.00%'); a return that cannot be computed is '–' (the reason is the
 * caller's to explain).
 *
 * @example formatPercent(0.0523) // → '+5.23%'
 */
export function formatPercent(value: number | ReturnValue | null, decimals = DISPLAY_DECIMALS): string {
  const fraction = value === null ? null : typeof value === 'number' ? value : value.value;
  if (fraction === null || !Number.isFinite(fraction)) return '–';
  return formatPercentFigure(new MoneyDecimal(fraction).times(100), decimals);
}

/**
 * A stored percent figure ('5.2300' = 5.23 %) as a percentage for display, as formatPercent.
 *
 * @example formatPercentFigure('-0.004') // → '0.00%'
 */
export function formatPercentFigure(figure: MoneyInput, decimals = DISPLAY_DECIMALS): string {
  const text = formatMoneyString(new MoneyDecimal(figure), decimals);
  const positive = !text.startsWith('-') && /[1-9]/.test(text);
  return `${positive ? '+' : ''}${text}%`;
}
