import type { FxInput, PriceInput } from './market';

/**
 * One instrument's closes or one currency pair's rates as columns (decision 114): what the server
 * keeps per process (decision 109) handed to the engine as it is, without an object per close. A
 * value is an integer count of 1e-8 (the stored columns are numeric(24,8)) in a Float64Array, exact
 * while it is a safe integer; a series holding another value keeps its texts instead. Its text is
 * the one the database gives, character for character.
 */
export interface SeriesColumns {
  /** The days, as YYYYMMDD integers, ascending, one value a day. */
  readonly days: Int32Array;
  /** Each day's value in units of 1e-8, or null when `texts` holds them. */
  readonly scaled: Float64Array | null;
  readonly texts: readonly string[] | null;
  /** The closes' currencies: one for the whole series (nearly always), else `currencyOf` indexes them. */
  readonly currencies: readonly string[];
  readonly currencyOf: Uint16Array | null;
}

/** One symbol's closes as columns (`price` and `currency` of each day, as PriceInput has them). */
export interface CloseColumns {
  readonly symbol: string;
  readonly series: SeriesColumns;
}

/** One pair's rates as columns: 1 `from` = the day's value in `to` (as FxInput has them). */
export interface RateColumns {
  readonly from: string;
  readonly to: string;
  readonly series: SeriesColumns;
}

const SCALE = 1e8;

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

/** The value at `i` as the database's text. */
export function columnText(series: SeriesColumns, i: number): string {
  return series.scaled ? textOf(series.scaled[i]!) : series.texts![i]!;
}

/**
 * The value at `i` as the nearest float: the integer over 1e8 is the correctly rounded quotient of
 * two exact floats, the very float `Number` and cents.ts's readDecimal give for its text.
 */
export function columnFloat(series: SeriesColumns, i: number): number {
  return series.scaled ? series.scaled[i]! / SCALE : Number(series.texts![i]!);
}

/** The currency of the value at `i` ('' when the row had none). */
export function columnCurrency(series: SeriesColumns, i: number): string {
  return series.currencies[series.currencyOf ? series.currencyOf[i]! : 0] ?? '';
}

/** 'YYYY-MM-DD' as the integer YYYYMMDD (orders as the string does), or -1 when not that shape. */
export function dateKey(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return -1;
  let key = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = date.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    key = key * 10 + digit;
  }
  return key;
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
export function lastDayOnOrBefore(series: SeriesColumns, day: number): number {
  return lowerBound(series.days, day + 1) - 1;
}

/** The `i`th close of one symbol's columns as a row. */
function closeRow(symbol: string, series: SeriesColumns, i: number): PriceInput {
  return {
    symbol,
    date: dateOf(series.days[i]!),
    price: columnText(series, i),
    currency: columnCurrency(series, i),
  };
}

/** The closes after `from` up to `to` (inclusive) of each symbol, as rows. */
export function closesAfter(list: readonly CloseColumns[], from: string, to: string): PriceInput[] {
  const out: PriceInput[] = [];
  const first = dateKey(from) + 1;
  const last = dateKey(to);
  for (const { symbol, series } of list) {
    const end = lowerBound(series.days, last + 1);
    for (let i = lowerBound(series.days, first); i < end; i++) out.push(closeRow(symbol, series, i));
  }
  return out;
}

/** Each symbol's last close on or before `date` as a row (none for a symbol without one). */
export function closesOnOrBefore(list: readonly CloseColumns[], date: string): PriceInput[] {
  const out: PriceInput[] = [];
  const day = dateKey(date);
  for (const { symbol, series } of list) {
    const i = lastDayOnOrBefore(series, day);
    if (i >= 0) out.push(closeRow(symbol, series, i));
  }
  return out;
}

/** The `i`th rate of one pair's columns as a row. */
export function rateRow(pair: RateColumns, i: number): FxInput {
  return {
    date: dateOf(pair.series.days[i]!),
    from: pair.from,
    to: pair.to,
    rate: columnText(pair.series, i),
  };
}

/**
 * Rows grouped into one series each (by `key`, in order of first appearance), ascending by day, a
 * day's last listed row kept (the one a lookup finds): as integers of 1e-8 when every value's text
 * is one exactly (as the server keeps them), else as texts. For tests and benches: the server
 * keeps its own series (decision 109).
 */
export function columnsOfRows<T extends { date: string }>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => string,
  currency: (row: T) => string,
): Map<string, SeriesColumns> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(row);
  }
  const out = new Map<string, SeriesColumns>();
  for (const [k, list] of groups) {
    const byDay = new Map<number, T>();
    for (const row of [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
      byDay.set(dateKey(row.date), row);
    const days = Int32Array.from(byDay.keys());
    const kept = [...byDay.values()];
    const integers = kept.map((row) => Number(value(row).replace('.', '')));
    const exact = kept.every((row, i) => textOf(integers[i]!) === value(row));
    const currencies = [...new Set(kept.map(currency))];
    out.set(k, {
      days,
      scaled: exact ? Float64Array.from(integers) : null,
      texts: exact ? null : kept.map(value),
      currencies,
      currencyOf:
        currencies.length > 1 ? Uint16Array.from(kept, (row) => currencies.indexOf(currency(row))) : null,
    });
  }
  return out;
}
