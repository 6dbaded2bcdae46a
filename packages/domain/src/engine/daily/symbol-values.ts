import { MoneyDecimal, type Decimal } from '../../money';
import { settlementCurrency } from '../core/currency';
import type { FxBook } from '../valuation/market';
import type { PropertyValuer } from '../valuation/property';
import {
  convertedCents,
  exactConvertedCents,
  exactSettledCents,
  integerCents,
  readDecimal,
  settledCents,
  unitsCents,
  type DecimalParts,
} from './cents';
import type { Closes } from './closes';
import type { ReplayedDays, Segment } from './replay-days';

/** Raised when a holding needs a rate no data gives: the reference then throws its own error. */
export class MissingRate extends Error {}

/**
 * A currency's rate into the base currency on every day of the grid, as floats (NaN: none), and
 * its Decimal on a day only when a value is too close to a half cent for the float (rare).
 */
class DailyRates {
  private floats: Float64Array | undefined;
  private readonly exact = new Map<number, Decimal>();

  constructor(
    private readonly fx: FxBook,
    private readonly from: string,
    private readonly to: string,
    private readonly dates: readonly string[],
  ) {}

  float(d: number): number {
    if (!this.floats) {
      this.floats = new Float64Array(this.dates.length);
      for (let i = 0; i < this.dates.length; i++) {
        this.floats[i] = this.fx.rateFloatOn(this.from, this.to, this.dates[i]!) ?? Number.NaN;
      }
    }
    return this.floats[d]!;
  }

  /** `cents` converted on day d to the penny, exactly as valueHolding converts them. */
  convert(cents: number, d: number): number {
    const rate = this.float(d);
    if (rate !== rate) throw new MissingRate();
    const fast = convertedCents(cents, rate);
    if (fast === fast) return fast;
    let decimal = this.exact.get(d);
    if (!decimal) this.exact.set(d, (decimal = this.fx.rateOn(this.from, this.to, this.dates[d]!)!));
    return exactConvertedCents(cents, decimal);
  }
}

/**
 * A property's value in cents of its currency on the days of the grid (propertyValue to the penny,
 * as valueHolding settles it), computed once per step (price point or month of growth), not per day.
 */
class PropertyCents {
  private step: number | undefined;
  private cents = Number.NaN;

  constructor(
    readonly valuer: PropertyValuer,
    private readonly dates: readonly string[],
  ) {}

  /** The cents on day d, or NaN when the property's data gives no value that day. */
  on(d: number): number {
    const date = this.dates[d]!;
    const step = this.valuer.stepOn(date);
    if (step === undefined) return Number.NaN;
    if (step !== this.step) {
      this.step = step;
      const value = this.valuer.valueOf(step, date).value.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
      this.cents = Number(value.times(100).toFixed(0));
    }
    return this.cents;
  }
}

/**
 * The holdings' value on every day in integer cents of the base currency, symbol by symbol: each
 * line walks its own closes and the days it is held in order (sequential memory, a forward cursor),
 * adding its cents into the day's total. Stale symbols (a close older than the day's `fresh` key,
 * or no close yet: the trade price) are listed per day.
 */
export class SymbolValues {
  readonly total: Float64Array;
  /** The sum of the magnitudes added each day (exactness guard: below 2^52). */
  readonly size: Float64Array;
  readonly stale: (string[] | undefined)[];
  private readonly rates = new Map<string, DailyRates>();
  private readonly parts: DecimalParts = { float: 0, int: 0, scale: -1 };

  constructor(
    private readonly replayed: ReplayedDays,
    private readonly closes: Closes,
    private readonly fx: FxBook,
    private readonly base: string,
    private readonly dates: readonly string[],
    private readonly properties: ReadonlyMap<string, PropertyValuer> = new Map(),
  ) {
    this.total = Float64Array.from(replayed.cash);
    this.size = this.total.map(Math.abs);
    this.stale = new Array<string[] | undefined>(dates.length);
  }

  /** Values every line on the days `keys` (date keys) with freshness limits `fresh`. */
  run(keys: Int32Array, fresh: Int32Array): this {
    const { segments } = this.replayed;
    for (let k = 0; k < segments.length; k++) {
      const list = segments[k];
      if (!list) continue;
      for (let s = 0; s < list.length; s++) {
        const segment = list[s]!;
        if (segment.units === 0n) continue;
        const end = s + 1 < list.length ? list[s + 1]!.from : this.dates.length;
        this.line(k, segment, end, keys, fresh);
      }
    }
    return this;
  }

  private rateOf(quote: string): DailyRates | undefined {
    const currency = settlementCurrency(quote);
    if (currency === this.base) return undefined;
    let rates = this.rates.get(currency);
    if (!rates) this.rates.set(currency, (rates = new DailyRates(this.fx, currency, this.base, this.dates)));
    return rates;
  }

  private line(k: number, segment: Segment, end: number, keys: Int32Array, fresh: Int32Array): void {
    const { closes, total, size } = this;
    const symbol = this.replayed.lines.symbols[k]!;
    const cashCurrency = this.replayed.lines.cash[k];
    const held = segment.unitsParts;
    const valuer = cashCurrency === undefined ? this.properties.get(symbol) : undefined;
    const property = valuer ? new PropertyCents(valuer, this.dates) : undefined;
    let quote = '';
    let rates: DailyRates | undefined;
    for (let d = segment.from; d < end; d++) {
      let settled: number;
      let dayQuote: string;
      const own = property ? property.on(d) : Number.NaN;
      if (cashCurrency !== undefined) {
        dayQuote = cashCurrency;
        settled = unitsCents(segment.units);
      } else if (own === own) {
        // A property valued from its own data, in its holding's currency, as valueHolding does.
        dayQuote = property!.valuer.holding.currency;
        settled = own;
      } else {
        const c = closes.advance(k, keys[d]!);
        dayQuote = c < 0 ? segment.trade.currency : closes.currency(c) || segment.currency;
        settled = this.settled(segment, held, c, dayQuote === 'GBX' ? 100 : 1);
        if (c < 0 || closes.key(c) < fresh[d]!) (this.stale[d] ??= []).push(symbol);
      }
      if (dayQuote !== quote) {
        quote = dayQuote;
        rates = this.rateOf(quote);
      }
      const value = rates ? rates.convert(settled, d) : settled;
      total[d] = total[d]! + value;
      size[d] = size[d]! + Math.abs(value) + Math.abs(settled);
    }
  }

  /** units × price ÷ divisor to the penny: float, else integers, else the exact paths (cents.ts). */
  private settled(segment: Segment, held: DecimalParts, c: number, divisor: 1 | 100): number {
    const { closes } = this;
    const trade = c < 0;
    let cents = settledCents(held.float, trade ? segment.tradeParts.float : closes.float(c), divisor);
    if (cents === cents) return cents;
    const price = trade ? segment.tradeParts : readDecimal(closes.price(c), this.parts);
    cents = integerCents(held.int, held.scale, price.int, price.scale, divisor);
    if (cents === cents) return cents;
    return exactSettledCents(segment.units, trade ? segment.trade.price : closes.price(c), divisor);
  }
}
