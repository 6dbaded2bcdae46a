import { TAX_YEAR_START } from '../../constants';
import { TRANSACTION_RANGES, type TransactionRange } from '../../enums/transaction';
import { addDays, addMonths, isIsoDate, isoDate } from '../core/dates';
import { EngineError } from '../core/errors';

/** A date range, both ends included; null ends are open. */
export interface DateSpan {
  from: string | null;
  to: string | null;
}

const MONTHS: Partial<Record<TransactionRange, number>> = { '1m': 1, '3m': 3, '6m': 6, '12m': 12 };

/**
 * The first day of the UK tax year `date` is in. Spec §9 says the tax year starts on 5 April
 * (TAX_YEAR_START), and the engine follows the spec.
 */
export function taxYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = isoDate(year, TAX_YEAR_START.month, TAX_YEAR_START.day);
  return date >= start ? start : isoDate(year - 1, TAX_YEAR_START.month, TAX_YEAR_START.day);
}

/**
 * The dates a transactions range covers on `today` (spec §9): 'all' is open; '1m', '3m', '6m'
 * (the default), '12m' run from the same day that many calendar months earlier to today; 'taxYear'
 * from the start of the current tax year (5 April) to the day before the next; 'previousTaxYear' the
 * one before; 'custom' is `custom`, which must be two real dates, from on or before to, else an
 * EngineError 'validation.date_range_invalid' (§5 "the date filter needs a valid range").
 *
 * @example transactionRange('taxYear', '2024-06-01') // → { from: '2024-04-05', to: '2025-04-04' }
 */
export function transactionRange(
  range: TransactionRange = '6m',
  today: string,
  custom?: Partial<DateSpan> | null,
): DateSpan {
  if (!(TRANSACTION_RANGES as readonly string[]).includes(range)) {
    throw new EngineError('validation.date_range_invalid', { range: String(range) });
  }
  const months = MONTHS[range];
  if (months) return { from: addMonths(today, -months), to: today };
  if (range === 'all') return { from: null, to: null };
  if (range === 'custom') {
    const from = custom?.from;
    const to = custom?.to;
    if (!isIsoDate(from) || !isIsoDate(to) || from > to)
      throw new EngineError('validation.date_range_invalid');
    return { from, to };
  }
  const start = taxYearStart(today);
  const from = range === 'taxYear' ? start : addMonths(start, -12);
  return { from, to: addDays(addMonths(from, 12), -1) };
}

/** True when `date` is within the span (ends included). */
export function inSpan(date: string, span: DateSpan): boolean {
  return (span.from === null || date >= span.from) && (span.to === null || date <= span.to);
}

/**
 * The transactions within a range on `today` (see transactionRange), newest first.
 *
 * @example filterTransactions(rows, '3m', '2024-06-30').length // → 12
 */
export function filterTransactions<T extends { date: string }>(
  transactions: readonly T[],
  range: TransactionRange = '6m',
  today: string,
  custom?: Partial<DateSpan> | null,
): T[] {
  const span = transactionRange(range, today, custom);
  return transactions
    .filter((tx) => inSpan(tx.date, span))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
