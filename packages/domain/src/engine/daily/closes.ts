import type { PriceInput } from '../valuation/market';
import {
  columnFloat,
  columnText,
  dateKey,
  lowerBound,
  type CloseColumns,
  type SeriesColumns,
} from '../valuation/series-columns';
import { readDecimal, type DecimalParts } from './cents';

export { dateKey };

/**
 * The closes of the traded symbols, indexed once: positions grouped by symbol and sorted by date
 * (from rows: stable, PriceBook's order; from columns: the series' own order), date keys as
 * integers, and one forward cursor per symbol. The days are valued in order, so the latest close on or before a day is
 * found by stepping forward, never by a search per day.
 */
export class Closes {
  /** From rows: each position's index in the caller's list (from columns, unused). */
  private readonly order: Int32Array;
  private readonly keys: Int32Array;
  /** Each close's currency as an index into `currencies` (read here once, not per day from the close). */
  private readonly currencyOf: Uint16Array;
  readonly currencies: string[] = [];
  private readonly floats: Float64Array;
  private readonly end: Int32Array;
  private readonly cursor: Int32Array;
  private readonly first: Int32Array;
  /** From columns: each symbol's series and the series' position of its first position here. */
  private readonly columns: { series: SeriesColumns; offset: number }[] | undefined;

  /**
   * The closes of `symbols` the days from `from` on can use: every close from `from`, and each
   * symbol's latest one before it (older ones can no longer be the latest close of a day valued).
   * Undefined when a close's date is not an ISO date (the reference then values the book).
   */
  static index(
    prices: readonly PriceInput[],
    symbols: ReadonlyMap<string, number>,
    from: string,
  ): Closes | undefined {
    const closes = new Closes(prices, symbols, from);
    return closes.valid ? closes : undefined;
  }

  /**
   * The closes of `symbols` from columns (one series a symbol; a symbol not listed has none): the
   * same closes as `index` of the rows of every close of each, without a row per close. Each
   * series from its latest close before `from` on; later closes than the days valued are never
   * reached by `advance`.
   */
  static ofColumns(
    list: readonly CloseColumns[],
    symbols: ReadonlyMap<string, number>,
    from: string,
  ): Closes {
    return new Closes([], symbols, from, list);
  }

  private valid = true;

  private constructor(
    private readonly prices: readonly PriceInput[],
    symbols: ReadonlyMap<string, number>,
    from: string,
    list?: readonly CloseColumns[],
  ) {
    if (list) {
      const size = symbols.size;
      this.columns = new Array<{ series: SeriesColumns; offset: number }>(size);
      for (const { symbol, series } of list) {
        const k = symbols.get(symbol);
        if (k === undefined || this.columns[k]) continue;
        this.columns[k] = { series, offset: Math.max(lowerBound(series.days, dateKey(from)) - 1, 0) };
      }
      const counts = new Int32Array(size + 1);
      for (let k = 0; k < size; k++) {
        const c = this.columns[k];
        counts[k + 1] = counts[k]! + (c ? c.series.days.length - c.offset : 0);
      }
      this.first = counts.slice(0, size);
      this.end = counts.slice(1);
      this.cursor = this.first.map((start) => start - 1);
      const total = counts[size]!;
      this.order = new Int32Array(0);
      this.keys = new Int32Array(total);
      this.currencyOf = new Uint16Array(total);
      this.floats = new Float64Array(total);
      for (let k = 0; k < size; k++) {
        const c = this.columns[k];
        if (!c) continue;
        const { series, offset } = c;
        const at = this.first[k]!;
        this.keys.set(series.days.subarray(offset), at);
        const codes = series.currencies.map((currency) => this.code(currency));
        for (let i = offset; i < series.days.length; i++) {
          this.floats[at + i - offset] = columnFloat(series, i);
          this.currencyOf[at + i - offset] =
            codes[series.currencyOf ? series.currencyOf[i]! : 0] ?? this.code('');
        }
      }
      return;
    }
    this.columns = undefined;
    const n = prices.length;
    const owner = new Int32Array(n);
    const counts = new Int32Array(symbols.size + 1);
    /** Each symbol's latest close before `from` (the last listed of its date), -1 when none. */
    const before = new Int32Array(symbols.size).fill(-1);
    let lastSymbol: string | undefined;
    let lastOwner = -1;
    for (let i = 0; i < n; i++) {
      const close = prices[i]!;
      if (close.symbol !== lastSymbol) {
        lastSymbol = close.symbol;
        lastOwner = symbols.get(close.symbol) ?? -1;
      }
      if (lastOwner >= 0 && close.date < from) {
        const best = before[lastOwner]!;
        if (best < 0 || close.date >= prices[best]!.date) before[lastOwner] = i;
        owner[i] = -1;
        continue;
      }
      owner[i] = lastOwner;
      if (lastOwner >= 0) counts[lastOwner + 1]!++;
    }
    for (let k = 0; k < symbols.size; k++) {
      const best = before[k]!;
      if (best >= 0) {
        owner[best] = k;
        counts[k + 1]!++;
      }
    }
    for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
    this.first = counts.slice(0, symbols.size);
    this.end = counts.slice(1);
    this.cursor = this.first.map((start) => start - 1);
    const size = counts[symbols.size]!;
    this.order = new Int32Array(size);
    this.keys = new Int32Array(size);
    this.currencyOf = new Uint16Array(size);
    this.floats = new Float64Array(size);
    const parts: DecimalParts = { float: 0, int: 0, scale: -1 };
    // A symbol's closes are nearly always in one currency: compare with its last one first.
    const lastCurrency = new Array<string | undefined>(symbols.size);
    const lastCode = new Uint16Array(symbols.size);
    const fill = this.first.slice();
    let lastDate: string | undefined;
    let lastKey = -1;
    for (let i = 0; i < n; i++) {
      const k = owner[i]!;
      if (k < 0) continue;
      const at = fill[k]!++;
      this.order[at] = i;
      const close = prices[i]!;
      if (close.date !== lastDate) {
        // Closes listed by date share their date: read it once.
        lastDate = close.date;
        lastKey = dateKey(lastDate);
        if (lastKey < 0) this.valid = false;
      }
      this.keys[at] = lastKey;
      if (close.currency !== lastCurrency[k]) {
        lastCurrency[k] = close.currency;
        lastCode[k] = this.code(close.currency);
      }
      this.currencyOf[at] = lastCode[k]!;
      // Parsed here, while the close is in the cache, not later from a scattered list.
      this.floats[at] = readDecimal(close.price, parts).float;
    }
    for (let k = 0; k < symbols.size; k++) this.sortSymbol(k);
  }

  private readonly codes = new Map<string, number>();

  /** A currency's index into `currencies`. */
  private code(currency: string): number {
    let code = this.codes.get(currency);
    if (code === undefined) {
      this.codes.set(currency, (code = this.currencies.length));
      this.currencies.push(currency);
    }
    return code;
  }

  /** Sorts one symbol's closes by date, keeping the list's order within a date, when they are not already. */
  private sortSymbol(k: number): void {
    const start = this.first[k]!;
    const end = this.end[k]!;
    const { keys, order } = this;
    let sorted = true;
    for (let i = start + 1; i < end && sorted; i++) sorted = keys[i - 1]! <= keys[i]!;
    if (sorted) return;
    const positions = Array.from({ length: end - start }, (_, i) => start + i).sort(
      (a, b) => keys[a]! - keys[b]! || order[a]! - order[b]!,
    );
    for (const list of [keys, order, this.currencyOf, this.floats]) {
      list.set(
        positions.map((p) => list[p]!),
        start,
      );
    }
  }

  /** The position of symbol k's latest close on or before the day `key` (-1 when none); days must not go back. */
  advance(k: number, key: number): number {
    const { keys } = this;
    const end = this.end[k]!;
    let c = this.cursor[k]!;
    while (c + 1 < end && keys[c + 1]! <= key) c++;
    this.cursor[k] = c;
    return c < this.first[k]! ? -1 : c;
  }

  /** The currency of the close at `position` ('' when the close did not say). */
  currency(position: number): string {
    return this.currencies[this.currencyOf[position]!]!;
  }

  /** The date key of the close at `position`. */
  key(position: number): number {
    return this.keys[position]!;
  }

  /** The price text of the close at `position`, as its row or series gives it. */
  price(position: number): string {
    if (!this.columns) return this.prices[this.order[position]!]!.price;
    let k = 0;
    while (this.end[k]! <= position) k++;
    const { series, offset } = this.columns[k]!;
    return columnText(series, offset + position - this.first[k]!);
  }

  /** The close at `position` as a float. */
  float(position: number): number {
    return this.floats[position]!;
  }
}
