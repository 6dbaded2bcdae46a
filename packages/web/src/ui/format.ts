import { formatAmount, formatPercent, type AmountScale, type ReturnValue } from '@portal/domain';
import { useCallback } from 'react';

import { useBrand } from '../lib/brand-context';

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

/** An ISO date (YYYY-MM-DD) as en-GB '14 Oct 2026'. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Styles for figures in tables: right-aligned tabular numbers. */
export const numericCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
