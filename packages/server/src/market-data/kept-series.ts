import { lowerBound, textOf, type SeriesColumns } from '@portal/domain';

/**
 * One instrument's closes or one currency pair's rates, kept in memory by day (decision 109): typed
 * arrays, not an object per row, the domain's SeriesColumns, which the engine reads as they are
 * (decision 114). A value is kept as an integer count of 1e-8 (the columns are numeric(24,8), so the
 * text PostgreSQL gives has exactly eight decimals and the integer is the text without its point)
 * in a Float64Array, exact while it is a safe integer (|n| < 2^53, a price or rate below about 90
 * million); each value's text is made again from it, the very text the database gives, and a
 * series holding a value that does not come back to its own text keeps its texts instead. So what
 * a reader gets equals what the query would have returned, character for character.
 */
export type KeptSeries = SeriesColumns;

/** A row as the database gives it: the day as 'YYYY-MM-DD', the value as numeric text. */
export interface SeriesRow {
  date: string;
  value: string;
  currency?: string;
}

/** The integer a numeric(…, 8) text stands for, in 1e-8 units; NaN when it is not one exactly. */
export function scaledOf(text: string): number {
  const point = text.length - 9;
  if (point < 1 || text.charCodeAt(point) !== 46) return NaN;
  let n = 0;
  const negative = text.charCodeAt(0) === 45;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    if (i === point) continue;
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    n = n * 10 + digit;
  }
  if (!Number.isSafeInteger(n)) return NaN;
  const value = negative ? -n : n;
  // Leading zeros, '-0.00000000' and the like do not come back as given: keep their text.
  return textOf(value) === text ? value : NaN;
}

/** 'YYYY-MM-DD' as YYYYMMDD. */
export function dayKey(date: string): number {
  return Number(date.slice(0, 4)) * 10000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

export const EMPTY_SERIES: KeptSeries = {
  days: new Int32Array(0),
  scaled: new Float64Array(0),
  texts: null,
  currencies: [],
  currencyOf: null,
};

/**
 * A series of `head`'s days before `from` (YYYYMMDD; none when `from` is null) followed by `rows`,
 * the stored rows from `from` on (all of them when null), ascending by day.
 */
export function seriesOf(
  rows: readonly SeriesRow[],
  head: KeptSeries = EMPTY_SERIES,
  from: number | null = null,
): KeptSeries {
  const keep = from === null ? 0 : lowerBound(head.days, from);
  const n = keep + rows.length;
  const days = new Int32Array(n);
  days.set(head.days.subarray(0, keep));
  let scaled: Float64Array | null = new Float64Array(n);
  let texts: string[] | null = null;
  if (head.scaled) scaled.set(head.scaled.subarray(0, keep));
  else {
    scaled = null;
    texts = head.texts!.slice(0, keep);
  }
  const currencies = [...head.currencies];
  const codes = new Uint16Array(n);
  for (let i = 0; i < keep; i++) codes[i] = head.currencyOf ? head.currencyOf[i]! : 0;
  let lastCurrency: string | undefined;
  let lastCode = 0;
  for (let r = 0; r < rows.length; r++) {
    const i = keep + r;
    const row = rows[r]!;
    days[i] = dayKey(row.date);
    if (scaled) {
      const value = scaledOf(row.value);
      if (value === value) scaled[i] = value;
      else {
        // A value the integer cannot carry exactly: this series keeps texts.
        texts = Array.from(scaled.subarray(0, i), textOf);
        scaled = null;
      }
    }
    if (texts) texts[i] = row.value;
    const currency = row.currency ?? '';
    if (currency !== lastCurrency) {
      lastCurrency = currency;
      lastCode = currencies.indexOf(currency);
      if (lastCode < 0) lastCode = currencies.push(currency) - 1;
    }
    codes[i] = lastCode;
  }
  return {
    days,
    scaled,
    texts,
    currencies,
    currencyOf: currencies.length > 1 ? codes : null,
  };
}

/** Bytes the series holds, roughly (for the bound on what a process keeps). */
export function seriesBytes(series: KeptSeries): number {
  const texts = series.texts ? series.texts.length * 40 : 0;
  return (
    series.days.byteLength +
    (series.scaled?.byteLength ?? 0) +
    texts +
    (series.currencyOf?.byteLength ?? 0) +
    64
  );
}
