import { formatAmount, formatPercent, type AmountScale, type ReturnValue } from '@portal/domain';
import { useCallback } from 'react';

import { useBrand } from '../lib/brand-context';
import { fallbackNames } from './locale-names';

/** §9 money in the brand's currency (GBP, ISK for icelandic) unless the value has its own. */
export function useMoney() {
  const brand = useBrand();
  return useCallback(
    (value: string | number | null | undefined, currency?: string | null, scale: AmountScale = 'none') =>
      value === null || value === undefined || value === ''
        ? '—'
        : formatAmount(String(value), { currency: currency || brand.defaultCurrency, scale }),
    [brand.defaultCurrency],
  );
}

/** A weight given as a fraction string ('0.244697') as a percentage without a sign ('24.47%'). */
export function formatWeight(weight: string | number | null | undefined): string {
  if (weight === null || weight === undefined || weight === '') return '—';
  return formatPercent(Number(weight)).replace(/^\+/, '');
}

/** §9 percentage of a return, or '—' when it cannot be computed (never 0 %). */
export function formatReturn(value: ReturnValue | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const fraction = typeof value === 'number' ? value : value.value;
  return fraction === null || !Number.isFinite(fraction) ? '—' : formatPercent(fraction);
}

/** A decimal string as a plain number with up to `decimals` decimals, en-GB grouping (units, prices). */
export function formatNumber(value: string | null | undefined, decimals = 4): string {
  if (value === null || value === undefined || value === '') return '—';
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return number.toLocaleString('en-GB', { maximumFractionDigits: decimals });
}

/**
 * The Intl locale of a portal language: English is en-GB (§9), Greek el-GR, Icelandic is-IS.
 */
export function intlLocale(language: string): string {
  if (language.startsWith('el')) return 'el-GR';
  if (language.startsWith('is')) return 'is-IS';
  return 'en-GB';
}

/** The page's language: i18n keeps <html lang> in step with the chosen language. */
function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO timestamp) as the language writes a date, then the reader's local time on the
 * 24-hour clock that en-GB, Greek and Icelandic readers all use: '26 Nov 2026 09:04'.
 */
export function formatDateTime(instant: string | null | undefined, language = pageLanguage()): string {
  if (!instant) return '—';
  const local = new Date(instant);
  if (Number.isNaN(local.getTime())) return instant;
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
  return `${formatDate(day, language)} ${two(local.getHours())}:${two(local.getMinutes())}`;
}

/**
 * An ISO date (YYYY-MM-DD) as the language writes it: en-GB '14 Oct 2026', Greek '14 Οκτ 2026',
 * Icelandic '14. okt. 2026'. The language defaults to the page's.
 */
export function formatDate(date: string | null | undefined, language = pageLanguage()): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const locale = intlLocale(language);
  const fallback = fallbackNames(locale);
  if (fallback)
    return fallback.date(
      parsed.getUTCDate(),
      fallback.monthAbbr[parsed.getUTCMonth()]!,
      parsed.getUTCFullYear(),
    );
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format.format(parsed);
}

/** Styles for figures in tables: right-aligned tabular numbers. */
export const numericCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
