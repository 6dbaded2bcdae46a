import type { Decimal } from '../../money';
import { settlementCurrency } from '../core/currency';
import { fromDayNumber } from '../core/dates';
import { parseFixed } from '../core/fixed';
import { FxBook } from '../valuation/market';
import {
  cashCents as roundCash,
  centsText,
  convertedCents,
  exactConvertedCents,
  exactSettledCents,
  integerCents,
  readDecimal,
  type DecimalParts,
  settledCents,
  unitsCents,
} from './cents';
import { Closes, dateKey } from './closes';
import {
  DayTotals,
  STALE_BUSINESS_DAYS,
  businessDaysBetween,
  dailyBook,
  dayGrid,
  isCashTracked,
  orderedRows,
  tradePrice,
} from './plan';
import { Lines } from './lines';
import { valueDailyReference } from './reference';
import type { DailyPoint, DailyValuation, DailyValuationInput } from './types';

/** Sums of cents stay exact in float64 below 2^53; past this the reference values the book. */
const SAFE_CENTS = 2 ** 52;

/**
 * A rate into the base (or the account) currency on the day last asked: its float always, its
 * Decimal only when a value is too close to a half cent for the float (rare).
 */
class DayRate {
  day = -1;
  date = '';
  float = Number.NaN;
  private exactDay = -1;
  private exact: Decimal | undefined;

  constructor(
    private readonly fx: FxBook,
    private readonly from: string,
    private readonly to: string,
  ) {}

  /** Moves to `day`; false when no rate connects the currencies on it. */
  on(day: number, date: string): boolean {
    if (this.day !== day) {
      this.day = day;
      this.date = date;
      this.float = this.fx.rateFloatOn(this.from, this.to, date) ?? Number.NaN;
    }
    return this.float === this.float;
  }

  /** `cents` converted to the penny, exactly as valueHolding converts them. */
  convert(cents: number): number {
    const fast = convertedCents(cents, this.float);
    if (fast === fast) return fast;
    if (this.exactDay !== this.day) {
      this.exactDay = this.day;
      this.exact = this.fx.rateOn(this.from, this.to, this.date);
    }
    return exactConvertedCents(cents, this.exact!);
  }
}

/** Raised inside the loop when a rate is missing: the reference then gives the exact error. */
class MissingRate extends Error {}

/**
 * The daily valuation, fast path: the same points as valueDailyReference, to the penny, without a
 * decimal object per holding per day. The transactions go through HoldingsBook (checks, cash in
 * the base currency); units are mirrored as scaled BigInts and floats; each symbol's closes are
 * walked with a forward cursor; values are integer cents in float64 (cents.ts rounds a float only
 * where it provably rounds like the exact value, and falls back to the exact path otherwise).
 * Rates come from FxBook once per currency per day, as floats (Decimals only where needed). Property tests hold it equal to the reference.
 */
export function valueDaily(input: DailyValuationInput): DailyValuation {
  try {
    return valueFast(input);
  } catch (error) {
    if (error instanceof MissingRate) return valueDailyReference(input);
    throw error;
  }
}

function valueFast(input: DailyValuationInput): DailyValuation {
  const base = input.baseCurrency;
  const rows = orderedRows(input);
  const cashTracked = isCashTracked(rows);
  const fx = new FxBook(input.fx);
  const book = dailyBook(base, cashTracked, fx);
  const totals = new DayTotals(cashTracked);
  const lines = new Lines(rows);
  const closes = Closes.index(input.prices, lines.index);
  if (!closes) return valueDailyReference(input);
  const holdings = new HoldingValues(lines, closes, fx, base);
  const account = input.accountCurrency ? new DayRate(fx, base, input.accountCurrency) : undefined;
  let cash = 0n;
  let cashCents = 0;
  const points: DailyPoint[] = [];
  let next = 0;
  for (const day of dayGrid(input, rows)) {
    const date = fromDayNumber(day);
    for (; next < rows.length && rows[next]!.tx.date <= date; next++) {
      const { tx, row } = rows[next]!;
      const applied = book.apply(tx, row);
      const { type, amount, fee } = applied;
      if (type === 'Purchase' || type === 'Sale') {
        const k = lines.index.get(tx.symbol)!;
        const units = parseFixed(tx.units ?? tx.amount)!;
        lines.applyTrade(k, type === 'Sale', units, tradePrice(tx, base), tx.currency || base);
        if (cashTracked) cash += (type === 'Purchase' ? -amount : amount) - fee;
      } else cash += (type === 'Withdrawal' ? -amount : amount) - fee;
      cashCents = roundCash(cash);
      if (tx.date === date) totals.add(applied);
      else totals.take();
    }
    const value = holdings.total(day, date) + cashCents;
    if (!(holdings.size + Math.abs(cashCents) < SAFE_CENTS)) return valueDailyReference(input);
    points.push({
      date,
      value: centsText(value),
      valueAccount: account?.on(day, date) ? centsText(account.convert(value)) : null,
      ...totals.take(),
      stale: holdings.stale.length > 1 ? holdings.stale.sort(bySymbol) : holdings.stale,
    });
  }
  return { points };
}

/**
 * The open lines valued on a day in integer cents of the base currency. What a line's quote
 * currency implies (pence divisor, rate into the base currency) is kept per symbol and looked up
 * again only when the quote currency changes.
 */
class HoldingValues {
  /** The symbols valued on a stale close or their trade price on the last day valued. */
  stale: string[] = [];
  /** The sum of the magnitudes of the last day's cents (exactness guard). */
  size = 0;
  private readonly quote: string[];
  private readonly divisor: Uint8Array;
  private readonly rate: (DayRate | null)[];
  private readonly rates = new Map<string, DayRate>();
  private readonly parts: DecimalParts = { float: 0, int: 0, scale: -1 };

  constructor(
    private readonly lines: Lines,
    private readonly closes: Closes,
    private readonly fx: FxBook,
    private readonly base: string,
  ) {
    const n = lines.symbols.length;
    this.quote = new Array<string>(n).fill('');
    this.divisor = new Uint8Array(n).fill(1);
    this.rate = new Array<DayRate | null>(n).fill(null);
  }

  /** What quote currency `quote` of line k implies, remembered per line: its pence divisor (and rate). */
  private quoteOf(k: number, quote: string): 1 | 100 {
    if (this.quote[k] !== quote) {
      this.quote[k] = quote;
      this.divisor[k] = quote === 'GBX' ? 100 : 1;
      const currency = settlementCurrency(quote);
      let rate: DayRate | null = null;
      if (currency !== this.base) {
        rate = this.rates.get(currency) ?? null;
        if (!rate) this.rates.set(currency, (rate = new DayRate(this.fx, currency, this.base)));
      }
      this.rate[k] = rate;
    }
    return this.divisor[k] as 1 | 100;
  }

  total(day: number, date: string): number {
    const { lines, closes } = this;
    const key = dateKey(date);
    const fresh = dateKey(freshFrom(day));
    const stale: string[] = (this.stale = []);
    let total = 0;
    let size = 0;
    for (const k of lines.held) {
      const units = lines.units[k]!;
      const cashCurrency = lines.cash[k];
      let settled: number;
      if (cashCurrency !== undefined) {
        this.quoteOf(k, cashCurrency);
        settled = unitsCents(units);
      } else {
        const c = closes.advance(k, key);
        const fallback = c < 0;
        const divisor = this.quoteOf(
          k,
          fallback ? lines.trade[k]!.currency : closes.currency(c) || lines.currency[k]!,
        );
        const held = lines.unitsParts[k]!;
        if (fallback) {
          const trade = lines.tradeParts[k]!;
          settled = settledCents(held.float, trade.float, divisor);
          if (settled !== settled)
            settled = integerCents(held.int, held.scale, trade.int, trade.scale, divisor);
        } else {
          settled = settledCents(held.float, closes.float(c), divisor);
          if (settled !== settled) {
            const price = readDecimal(closes.close(c).price, this.parts);
            settled = integerCents(held.int, held.scale, price.int, price.scale, divisor);
          }
        }
        if (settled !== settled) {
          settled = exactSettledCents(
            units,
            fallback ? lines.trade[k]!.price : closes.close(c).price,
            divisor,
          );
        }
        if (fallback || closes.key(c) < fresh) stale.push(lines.symbols[k]!);
      }
      const rate = this.rate[k];
      let value = settled;
      if (rate) {
        if (!rate.on(day, date)) throw new MissingRate();
        value = rate.convert(settled);
      }
      total += value;
      size += Math.abs(value) + Math.abs(settled);
    }
    this.size = size;
    return total;
  }
}

/** The oldest close date still fresh on `day`: older than STALE_BUSINESS_DAYS business days is stale. */
function freshFrom(day: number): string {
  let first = day;
  while (businessDaysBetween(first - 1, day) <= STALE_BUSINESS_DAYS) first--;
  return fromDayNumber(first);
}

function bySymbol(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
