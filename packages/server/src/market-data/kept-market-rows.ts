import type { KeptCloses, KeptRates } from './kept-market-data';
import { currencyAt, dateOf, dayKey, lastOnOrBefore, lowerBound, valueAt } from './kept-series';

// The rows the valuation engine reads (PriceInput, FxInput), cut from the kept series: the same
// rows, with the same texts, as the queries of valuation-inputs.ts read before (decision 109).

/** A close as the engine reads it (PriceInput) and closesBetween returned it. */
export interface CloseRow {
  symbol: string;
  date: string;
  price: string;
  currency: string;
}

/** The `i`th close of one instrument's kept series, as the query read it. */
function closeRow(symbol: string, series: KeptCloses['series'], i: number): CloseRow {
  return {
    symbol,
    date: dateOf(series.days[i]!),
    price: valueAt(series, i),
    currency: currencyAt(series, i),
  };
}

/** The closes after `from` up to `to` (inclusive) of each instrument. */
export function closesAfter(list: readonly KeptCloses[], from: string, to: string): CloseRow[] {
  const out: CloseRow[] = [];
  const first = dayKey(from) + 1;
  const last = dayKey(to);
  for (const { symbol, series } of list) {
    const end = lowerBound(series.days, last + 1);
    for (let i = lowerBound(series.days, first); i < end; i++) out.push(closeRow(symbol, series, i));
  }
  return out;
}

/** Each instrument's last close on or before `date` (none for an instrument without one). */
export function closesOnOrBefore(list: readonly KeptCloses[], date: string): CloseRow[] {
  const out: CloseRow[] = [];
  const day = dayKey(date);
  for (const { symbol, series } of list) {
    const i = lastOnOrBefore(series, day);
    if (i >= 0) out.push(closeRow(symbol, series, i));
  }
  return out;
}

/** A rate as the engine reads it (FxInput). */
export interface RateRow {
  date: string;
  from: string;
  to: string;
  rate: string;
}

/**
 * Of each pair, its rates from `from` to `to` and, for each of `dates`, its last rate on or before
 * that day (or `to`, if earlier): each stored row at most once.
 */
export function ratesWithin(
  pairs: readonly KeptRates[],
  dates: readonly string[],
  from: string,
  to: string,
): RateRow[] {
  const out: RateRow[] = [];
  const first = dayKey(from);
  const last = dayKey(to);
  const needed = [...new Set(dates.map((d) => Math.min(dayKey(d), last)))];
  for (const { from: fromCurrency, to: toCurrency, series } of pairs) {
    const start = lowerBound(series.days, first);
    const end = lowerBound(series.days, last + 1);
    const row = (i: number) => ({
      date: dateOf(series.days[i]!),
      from: fromCurrency,
      to: toCurrency,
      rate: valueAt(series, i),
    });
    const before = new Set<number>();
    for (const day of needed) {
      const i = lastOnOrBefore(series, day);
      if (i >= 0 && (i < start || i >= end)) before.add(i);
    }
    for (const i of [...before].sort((a, b) => a - b)) out.push(row(i));
    for (let i = start; i < end; i++) out.push(row(i));
  }
  return out;
}
