import { MoneyDecimal, type Decimal } from '../../money';
import { lastOnOrBefore, sortedByDate } from '../core/search';
import {
  columnFloat,
  columnText,
  dateKey,
  lowerBound,
  type RateColumns,
  type SeriesColumns,
} from './series-columns';

/** A close of an instrument: `price` in `currency` (pence for GBX). */
export interface PriceInput {
  symbol: string;
  date: string;
  price: string;
  currency: string;
}

/** 1 `from` = `rate` `to` on `date`. */
export interface FxInput {
  date: string;
  from: string;
  to: string;
  rate: string;
}

/** A price found for a date. */
export interface PriceFound {
  date: string;
  price: Decimal;
  currency: string;
}

interface Series<T> {
  dates: string[];
  values: T[];
}

function indexBy<T extends { date: string }, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Map<string, Series<V>> {
  const index = new Map<string, Series<V>>();
  for (const item of sortedByDate(items)) {
    const k = key(item);
    let series = index.get(k);
    if (!series) index.set(k, (series = { dates: [], values: [] }));
    series.dates.push(item.date);
    series.values.push(value(item));
  }
  return index;
}

function latest<V>(series: Series<V> | undefined, date: string): { date: string; value: V } | undefined {
  if (!series) return undefined;
  const i = lastOnOrBefore(series.dates, date);
  return i < 0 ? undefined : { date: series.dates[i]!, value: series.values[i]! };
}

/**
 * Prices indexed once by symbol and date; `priceOn` answers the latest price on or before a date
 * (binary search). Decimal objects are made lazily, on lookup.
 */
export class PriceBook {
  private readonly index: Map<string, Series<PriceInput>>;

  constructor(prices: readonly PriceInput[]) {
    this.index = indexBy(
      prices,
      (p) => p.symbol,
      (p) => p,
    );
  }

  /** The latest price of `symbol` on or before `date`, or undefined when there is none. */
  priceOn(symbol: string, date: string): PriceFound | undefined {
    const found = latest(this.index.get(symbol), date);
    return (
      found && {
        date: found.date,
        price: new MoneyDecimal(found.value.price),
        currency: found.value.currency,
      }
    );
  }
}

/** One pair's rates as FxBook looks them up: from rows (FxInput) or from columns (RateColumns). */
interface RateSeries {
  /** The position of the last rate on or before `date`, -1 when none. */
  find(date: string): number;
  text(i: number): string;
  float(i: number): number;
}

function rowSeries(series: Series<string>): RateSeries {
  return {
    find: (date) => lastOnOrBefore(series.dates, date),
    text: (i) => series.values[i]!,
    float: (i) => Number(series.values[i]!),
  };
}

/** A pair's columns up to `end` (the days after the last one valued are not read). */
function columnSeries(series: SeriesColumns, end: number): RateSeries {
  return {
    find: (date) => Math.min(lowerBound(series.days, dateKey(date) + 1), end) - 1,
    text: (i) => columnText(series, i),
    float: (i) => columnFloat(series, i),
  };
}

/** The arithmetic a rate lookup needs, for Decimals (exact) or floats (fast). */
interface RateOps<R> {
  one: R;
  read(series: RateSeries, i: number): R;
  invert(rate: R): R;
  times(a: R, b: R): R;
}

const DECIMAL_OPS: RateOps<Decimal> = {
  one: new MoneyDecimal(1),
  read: (series, i) => new MoneyDecimal(series.text(i)),
  invert: (rate) => new MoneyDecimal(1).dividedBy(rate),
  times: (a, b) => a.times(b),
};

const FLOAT_OPS: RateOps<number> = {
  one: 1,
  read: (series, i) => series.float(i),
  invert: (rate) => 1 / rate,
  times: (a, b) => a * b,
};

/**
 * Exchange rates indexed once by pair and date. `rateOn` answers the latest rate on or before a date:
 * the pair as given, else the inverse of the opposite pair, else through one currency both have a
 * rate with (EUR→USD via GBP). 1 for the same currency. Pence (GBX) are converted before this.
 */
export class FxBook {
  private readonly index = new Map<string, RateSeries>();
  private readonly partners = new Map<string, Set<string>>();

  constructor(rates: readonly FxInput[]) {
    const index = indexBy(
      rates,
      (r) => `${r.from}/${r.to}`,
      (r) => r.rate,
    );
    for (const [pair, series] of index) this.index.set(pair, rowSeries(series));
    for (const rate of rates) {
      this.link(rate.from, rate.to);
      this.link(rate.to, rate.from);
    }
  }

  /**
   * The rates of `pairs` as columns (one series a pair), read up to `through`: the same lookups as
   * rows of every rate of those pairs up to that day, without an object per rate. A pair without a
   * rate by then is not linked, as a pair without rows is not.
   */
  static ofColumns(pairs: readonly RateColumns[], through: string): FxBook {
    const book = new FxBook([]);
    const last = dateKey(through);
    for (const { from, to, series } of pairs) {
      const end = lowerBound(series.days, last + 1);
      if (end === 0) continue;
      book.index.set(`${from}/${to}`, columnSeries(series, end));
      book.link(from, to);
      book.link(to, from);
    }
    return book;
  }

  private link(a: string, b: string): void {
    let set = this.partners.get(a);
    if (!set) this.partners.set(a, (set = new Set()));
    set.add(b);
  }

  /**
   * The resolution shared by rateOn and rateFloatOn, over any number type: the pair, else the
   * inverse of the opposite pair, else through the first partner currency that connects both.
   */
  private resolve<R>(from: string, to: string, date: string, ops: RateOps<R>): R | undefined {
    if (from === to) return ops.one;
    const direct = this.direct(from, to, date, ops);
    if (direct !== undefined) return direct;
    for (const via of this.partners.get(from) ?? []) {
      const first = this.direct(from, via, date, ops);
      const second = first === undefined ? undefined : this.direct(via, to, date, ops);
      if (first !== undefined && second !== undefined) return ops.times(first, second);
    }
    return undefined;
  }

  private direct<R>(from: string, to: string, date: string, ops: RateOps<R>): R | undefined {
    const pair = this.index.get(`${from}/${to}`);
    const i = pair ? pair.find(date) : -1;
    if (i >= 0) return ops.read(pair!, i);
    const inverse = this.index.get(`${to}/${from}`);
    const j = inverse ? inverse.find(date) : -1;
    return j >= 0 ? ops.invert(ops.read(inverse!, j)) : undefined;
  }

  /** 1 `from` in `to` on `date`, or undefined when no rate connects them. */
  rateOn(from: string, to: string, date: string): Decimal | undefined {
    return this.resolve(from, to, date, DECIMAL_OPS);
  }

  /**
   * The same rate as a float (within a few units in the last place of rateOn's value), without a
   * Decimal: for hot loops that round money from it only where that is provably exact.
   */
  rateFloatOn(from: string, to: string, date: string): number | undefined {
    return this.resolve(from, to, date, FLOAT_OPS);
  }
}
