/**
 * One instrument's closes or one currency pair's rates, kept in memory by day (decision 109): typed
 * arrays, not an object per row. A value is kept as an integer count of 1e-8 (the columns are
 * numeric(24,8), so the text PostgreSQL gives has exactly eight decimals and the integer is the
 * text without its point) in a Float64Array, exact while it is a safe integer (|n| < 2^53, a price
 * or rate below about 90 million); each value's text is made again from it, the very text the
 * database gives, and a series holding a value that does not come back to its own text keeps its
 * texts instead. So what a reader gets equals what the query would have returned, character for
 * character.
 */
export interface KeptSeries {
  /** The days, as YYYYMMDD integers, ascending (one row per day: the tables' unique keys). */
  readonly days: Int32Array;
  /** Each day's value in units of 1e-8, or null when `texts` holds them. */
  readonly scaled: Float64Array | null;
  readonly texts: readonly string[] | null;
  /** The closes' currencies: one for the whole series (nearly always), else `currencyOf` indexes them. */
  readonly currencies: readonly string[];
  readonly currencyOf: Uint16Array | null;
}

/** A row as the database gives it: the day as 'YYYY-MM-DD', the value as numeric text. */
export interface SeriesRow {
  date: string;
  value: string;
  currency?: string;
}

const SCALE = 1e8;

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

/** The numeric(…, 8) text of an integer count of 1e-8, as PostgreSQL writes it. */
export function textOf(scaled: number): string {
  const negative = scaled < 0;
  const a = negative ? -scaled : scaled;
  let whole = Math.floor(a / SCALE);
  let fraction = a - whole * SCALE;
  // The division rounds; the remainder says whether it rounded across a whole.
  if (fraction < 0) {
    whole -= 1;
    fraction += SCALE;
  } else if (fraction >= SCALE) {
    whole += 1;
    fraction -= SCALE;
  }
  return `${negative ? '-' : ''}${whole}.${String(fraction + SCALE).slice(1)}`;
}

/** 'YYYY-MM-DD' as YYYYMMDD. */
export function dayKey(date: string): number {
  return Number(date.slice(0, 4)) * 10000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

const dateTexts = new Map<number, string>();
/** YYYYMMDD as 'YYYY-MM-DD', one shared string a day. */
export function dateOf(key: number): string {
  let text = dateTexts.get(key);
  if (text === undefined) {
    const y = Math.floor(key / 10000);
    const m = Math.floor(key / 100) % 100;
    const d = key % 100;
    text = `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
    dateTexts.set(key, text);
  }
  return text;
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

/** The first position whose day is not before `day` (the length when none). */
export function lowerBound(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The position of the last day on or before `day`, -1 when none. */
export function lastOnOrBefore(series: KeptSeries, day: number): number {
  return lowerBound(series.days, day + 1) - 1;
}

/** The value at `i` as the database's text. */
export function valueAt(series: KeptSeries, i: number): string {
  return series.scaled ? textOf(series.scaled[i]!) : series.texts![i]!;
}

/** The currency of the row at `i`. */
export function currencyAt(series: KeptSeries, i: number): string {
  return series.currencies[series.currencyOf ? series.currencyOf[i]! : 0] ?? '';
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
