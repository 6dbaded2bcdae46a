import { DISPLAY_DECIMALS } from '../../constants';
import type { MoneyInput } from '../../money';
import { currencySymbolIn } from '../../format/currency';
import { formatLocale, type FormatLocale } from '../../format/locale';
import { formatMoneyIn, formatPercentIn, type AmountScale } from '../../format/number';
import type { ReturnValue } from '../core/result';
import { MoneyDecimal } from '../../money';

/** §9 default currency (the Icelandic configuration uses ISK: see BrandConfig.defaultCurrency). */
export const DEFAULT_CURRENCY = 'GBP';

/** The en-GB symbol of a currency ('£', 'kr', 'CA$'); an unknown code is the code. */
export function currencySymbol(currency: string): string {
  return currencySymbolIn(currency, 'en-GB');
}

export interface AmountFormat {
  currency?: string | null;
  scale?: AmountScale;
  decimals?: number;
  /** The reader's language or locale ('el', 'is-IS'); en-GB when omitted. */
  locale?: string | FormatLocale;
}

/**
 * An amount for display (spec §9) through the one formatting module (format/number.ts): the
 * locale's grouping and symbol placement, the currency's minor units (ISK and JPY none), rounded
 * half up; optionally in thousands or millions. Exact: the decimal is rounded, never a float.
 *
 * @example formatAmount('1234567.891', { currency: 'GBP' }) // → '£1,234,567.89'
 * @example formatAmount('-2500000', { currency: 'EUR', scale: 'auto', locale: 'el' }) // → '-2,50 εκ. €'
 */
export function formatAmount(value: MoneyInput, format: AmountFormat = {}): string {
  return formatMoneyIn(
    value,
    format.currency === null ? null : (format.currency ?? DEFAULT_CURRENCY),
    formatLocale(format.locale),
    {
      scale: format.scale ?? 'none',
      ...(format.decimals === undefined ? {} : { decimals: format.decimals }),
    },
  );
}

/**
 * A return as a percentage (spec §9): 2 decimals rounded half up, a plus sign for positives
 * ('+5.23%', '-1.50%', '0.00%'; Greek and Icelandic '+5,23%'); a return that cannot be computed
 * is '–' (the reason is the caller's to explain).
 */
export function formatPercent(
  value: number | ReturnValue | null,
  decimals = DISPLAY_DECIMALS,
  locale?: string | FormatLocale,
): string {
  const fraction = value === null ? null : typeof value === 'number' ? value : value.value;
  if (fraction === null || !Number.isFinite(fraction)) return '–';
  return formatPercentIn(fraction, formatLocale(locale), { decimals });
}

/**
 * A stored percent figure ('5.2300' = 5.23 %) as a percentage for display, as formatPercent.
 *
 * @example formatPercentFigure('-0.004') // → '0.00%'
 */
export function formatPercentFigure(
  figure: MoneyInput,
  decimals = DISPLAY_DECIMALS,
  locale?: string | FormatLocale,
): string {
  return formatPercentIn(new MoneyDecimal(figure).dividedBy(100), formatLocale(locale), { decimals });
}
