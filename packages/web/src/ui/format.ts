import {
  formatAmount,
  formatDateIn,
  formatDateTimeIn,
  formatLocale,
  formatNumberIn,
  formatPercent,
  formatPercentIn,
  formatTimeAgoIn,
  type AmountScale,
  type FormatLocale,
  type ReturnValue,
} from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../lib/brand-context';

/*
 * The web's figures and dates, written through the domain's one formatting module
 * (packages/domain/src/format) in the reader's language: en-GB for English (§9), Greek and
 * Icelandic as their readers write them. A lint rule keeps Intl and toLocaleString out of the
 * rest of the web code.
 */

/** The page's language: i18n keeps <html lang> in step with the chosen language. */
export function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** The formatting locale of a portal language: English is en-GB (§9), Greek el-GR, Icelandic is-IS. */
export function intlLocale(language: string): FormatLocale {
  return formatLocale(language);
}

/**
 * Money in the reader's language. The currency comes with the amount: pass it with every value
 * (the brand's currency is only the last resort for a figure that has none).
 */
export function useMoney() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string | number | null | undefined, currency?: string | null, scale: AmountScale = 'none') =>
      value === null || value === undefined || value === ''
        ? '—'
        : formatAmount(String(value), {
            currency: currency || brand.defaultCurrency,
            scale,
            locale: language,
          }),
    [brand.defaultCurrency, language],
  );
}

/** A share given as a decimal fraction string ('0.0123' → '1.23%'), exact, without a plus sign; '—' for none. */
export function formatShare(fraction: string | null | undefined, language = pageLanguage()): string {
  if (fraction === null || fraction === undefined || fraction === '') return '—';
  return formatPercentIn(fraction, intlLocale(language), { plusSign: false });
}

/** A percent figure on a chart axis or slice (12.5 → '12.5%', '12,5%'), at most `decimals` decimals. */
export function formatPercentLabel(percent: number, decimals = 1, language = pageLanguage()): string {
  if (!Number.isFinite(percent)) return '—';
  return `${formatNumberIn(percent, intlLocale(language), { maxDecimals: decimals })}%`;
}

/** A chart axis amount without currency, scaled (§9): '2.5m', '120k', '2,5 εκ.', '120 þ.'. */
export function formatAxisAmount(value: number, language = pageLanguage()): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  return formatAmount(String(value), {
    currency: null,
    scale: 'auto',
    decimals: abs >= 1e6 ? 1 : 0,
    locale: language,
  });
}

/** A weight given as a fraction string ('0.244697') as a percentage without a sign ('24.47%', '24,47%'). */
export function formatWeight(weight: string | number | null | undefined, language = pageLanguage()): string {
  if (weight === null || weight === undefined || weight === '') return '—';
  return formatPercent(Number(weight), 2, language).replace(/^\+/, '');
}

/** §9 percentage of a return, or '—' when it cannot be computed (never 0 %). */
export function formatReturn(
  value: ReturnValue | number | null | undefined,
  language = pageLanguage(),
): string {
  if (value === null || value === undefined) return '—';
  const fraction = typeof value === 'number' ? value : value.value;
  return fraction === null || !Number.isFinite(fraction) ? '—' : formatPercent(fraction, 2, language);
}

/** A decimal string as a plain number with up to `decimals` decimals, grouped as the language does (units, prices). */
export function formatNumber(
  value: string | number | null | undefined,
  decimals = 4,
  language = pageLanguage(),
): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text) && !Number.isFinite(Number(text))) return text;
  return formatNumberIn(/^-?\d+(\.\d+)?$/.test(text) ? text : Number(text), intlLocale(language), {
    maxDecimals: decimals,
  });
}

/**
 * An instant (ISO timestamp) as the language writes a date and time, in the reader's own time
 * zone: '26 Nov 2026, 09:04', '26 Νοε 2026, 9:04 π.μ.', '26. nóv. 2026, 09:04'.
 */
export function formatDateTime(instant: string | null | undefined, language = pageLanguage()): string {
  if (!instant) return '—';
  return formatDateTimeIn(instant, intlLocale(language));
}

/**
 * An ISO date (YYYY-MM-DD) as the language writes it: en-GB '14 Oct 2026', Greek '14 Οκτ 2026',
 * Icelandic '14. okt. 2026'. The language defaults to the page's.
 */
export function formatDate(date: string | null | undefined, language = pageLanguage()): string {
  if (!date) return '—';
  return formatDateIn(date, intlLocale(language));
}

/** The day of an instant in the reader's own time zone, as the language writes dates. */
export function formatInstantDate(instant: string | null | undefined, language = pageLanguage()): string {
  if (!instant) return '—';
  return formatDateIn(new Date(instant), intlLocale(language));
}

/** How long ago an instant was, as the language says it: '3 days ago', 'πριν από 3 ημέρες'. */
export function formatTimeAgo(instant: string | null | undefined, language = pageLanguage()): string {
  if (!instant) return '—';
  return formatTimeAgoIn(instant, intlLocale(language));
}

/** Styles for figures in tables: right-aligned tabular numbers. */
export const numericCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
