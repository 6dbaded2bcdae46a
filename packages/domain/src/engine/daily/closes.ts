import type { PriceInput } from '../valuation/market';

/**
 * One symbol's closes in date order with a forward cursor: the days are valued in order, so the
 * latest close on or before each day is found by stepping forward, never by a search per day.
 * Floats are parsed lazily, once per close actually used.
 */
export class SymbolCloses {
  readonly dates: string[] = [];
  readonly prices: string[] = [];
  readonly currencies: string[] = [];
  private floats = new Float64Array(0);
  private cursor = -1;

  push(close: PriceInput): void {
    this.dates.push(close.date);
    this.prices.push(close.price);
    this.currencies.push(close.currency);
  }

  /** Sorts by date, keeping the given order within a date (PriceBook's order), and readies the floats. */
  seal(): void {
    const { dates } = this;
    let sorted = true;
    for (let i = 1; i < dates.length && sorted; i++) sorted = dates[i - 1]! <= dates[i]!;
    if (!sorted) {
      const order = dates
        .map((_, i) => i)
        .sort((a, b) => (dates[a]! < dates[b]! ? -1 : dates[a]! > dates[b]! ? 1 : a - b));
      for (const list of [this.dates, this.prices, this.currencies]) {
        const copy = order.map((i) => list[i]!);
        copy.forEach((value, i) => (list[i] = value));
      }
    }
    this.floats = new Float64Array(dates.length).fill(Number.NaN);
  }

  /** The index of the latest close on or before `date` (-1 when none); dates must not go back. */
  advance(date: string): number {
    const { dates } = this;
    let c = this.cursor;
    while (c + 1 < dates.length && dates[c + 1]! <= date) c++;
    return (this.cursor = c);
  }

  /** The close at `index` as a float. */
  float(index: number): number {
    let value = this.floats[index]!;
    if (value !== value) this.floats[index] = value = Number(this.prices[index]);
    return value;
  }
}

/** The closes of the given symbols, grouped and sealed (other symbols' closes are ignored). */
export function closesBySymbol(
  prices: readonly PriceInput[],
  wanted: ReadonlyMap<string, number>,
): (SymbolCloses | undefined)[] {
  const out = new Array<SymbolCloses | undefined>(wanted.size);
  for (const close of prices) {
    const k = wanted.get(close.symbol);
    if (k === undefined) continue;
    (out[k] ??= new SymbolCloses()).push(close);
  }
  for (const closes of out) closes?.seal();
  return out;
}
