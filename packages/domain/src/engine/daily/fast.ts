import type { Decimal } from '../../money';
import { cashCurrencyOf, settlementCurrency } from '../core/currency';
import { fromDayNumber } from '../core/dates';
import { parseFixed } from '../core/fixed';
import { FxBook } from '../valuation/market';
import { cashCents as roundCash, centsText, convertedCents, settledCents, unitsCents } from './cents';
import { closesBySymbol } from './closes';
import {
  DayTotals,
  STALE_BUSINESS_DAYS,
  businessDaysBetween,
  dailyBook,
  dayGrid,
  isCashTracked,
  orderedRows,
  tradePrice,
  type Row,
  type TradePrice,
} from './plan';
import { valueDailyReference } from './reference';
import type { DailyPoint, DailyValuation, DailyValuationInput } from './types';

/** Sums of cents stay exact in float64 below 2^53; past this the reference values the book. */
const SAFE_CENTS = 2 ** 52;

/** The open lines, one slot per traded symbol: units exact and as floats, the quote currency, the last trade. */
class Lines {
  readonly index = new Map<string, number>();
  readonly symbols: string[] = [];
  readonly cash: (string | undefined)[] = [];
  readonly units: bigint[] = [];
  unitsFloat = new Float64Array(0);
  readonly currency: string[] = [];
  readonly trade: (TradePrice | undefined)[] = [];
  tradeFloat = new Float64Array(0);
  /** Symbols held now, in no order. */
  readonly held: number[] = [];
  private readonly heldAt: number[] = [];

  constructor(rows: readonly Row[]) {
    for (const { tx } of rows) {
      if (this.index.has(tx.symbol)) continue;
      this.index.set(tx.symbol, this.symbols.length);
      this.symbols.push(tx.symbol);
      this.cash.push(cashCurrencyOf(tx.symbol));
      this.units.push(0n);
      this.currency.push('');
      this.trade.push(undefined);
      this.heldAt.push(-1);
    }
    this.unitsFloat = new Float64Array(this.symbols.length);
    this.tradeFloat = new Float64Array(this.symbols.length);
  }

  /** Mirrors a trade HoldingsBook accepted: units added or removed, the line closed at 0. */
  applyTrade(k: number, sale: boolean, units: bigint, price: TradePrice, quote: string): void {
    const left = sale ? this.units[k]! - units : this.units[k]! + units;
    this.units[k] = left;
    this.unitsFloat[k] = Number(left) / 1e8;
    this.trade[k] = price;
    this.tradeFloat[k] = Number(price.price);
    if (!sale) this.currency[k] = quote;
    const at = this.heldAt[k]!;
    if (left === 0n && at >= 0) {
      const last = this.held.pop()!;
      if (last !== k) {
        this.held[at] = last;
        this.heldAt[last] = at;
      }
      this.heldAt[k] = -1;
    } else if (left !== 0n && at < 0) {
      this.heldAt[k] = this.held.length;
      this.held.push(k);
    }
  }
}

/** A settlement currency's rate into the base currency, computed once per day it is needed. */
interface Rate {
  currency: string;
  day: number;
  float: number;
  decimal: Decimal | undefined;
}

/** Raised inside the loop when a rate is missing: the reference then gives the exact error. */
class MissingRate extends Error {}

/**
 * The daily valuation, fast path: the same points as valueDailyReference, to the penny, without a
 * decimal object per holding per day. The transactions go through HoldingsBook (checks, cash in
 * the base currency); units are mirrored as scaled BigInts and floats; each symbol's closes are
 * walked with a forward cursor; values are integer cents in float64 (cents.ts rounds a float only
 * where it provably rounds like the exact value, and falls back to the exact path otherwise).
 * Rates come from FxBook once per currency per day. Property tests hold it equal to the reference.
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
  const closes = closesBySymbol(input.prices, lines.index);
  const rates = new Map<string, Rate>();
  const rateOf = (currency: string, day: number, date: string): Rate => {
    let rate = rates.get(currency);
    if (!rate) rates.set(currency, (rate = { currency, day: -1, float: 1, decimal: undefined }));
    if (rate.day !== day) {
      const found = fx.rateOn(currency, base, date);
      if (!found) throw new MissingRate();
      rate.day = day;
      rate.decimal = found;
      rate.float = found.toNumber();
    }
    return rate;
  };
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
    const fresh = freshFrom(day);
    let total = cashCents;
    let size = Math.abs(cashCents);
    const stale: string[] = [];
    for (const k of lines.held) {
      const units = lines.units[k]!;
      const cashCurrency = lines.cash[k];
      let settled: number;
      let currency: string;
      if (cashCurrency !== undefined) {
        settled = unitsCents(units);
        currency = cashCurrency;
      } else {
        const symbolCloses = closes[k];
        const c = symbolCloses ? symbolCloses.advance(date) : -1;
        let quote: string;
        if (c >= 0) {
          quote = symbolCloses!.currencies[c] || lines.currency[k]!;
          settled = settledCents(
            units,
            lines.unitsFloat[k]!,
            symbolCloses!.prices[c]!,
            symbolCloses!.float(c),
            quote === 'GBX' ? 100 : 1,
          );
          if (symbolCloses!.dates[c]! < fresh) stale.push(lines.symbols[k]!);
        } else {
          const trade = lines.trade[k]!;
          quote = trade.currency;
          settled = settledCents(
            units,
            lines.unitsFloat[k]!,
            trade.price,
            lines.tradeFloat[k]!,
            quote === 'GBX' ? 100 : 1,
          );
          stale.push(lines.symbols[k]!);
        }
        currency = settlementCurrency(quote);
      }
      let value = settled;
      if (currency !== base) {
        const rate = rateOf(currency, day, date);
        value = convertedCents(settled, rate.float, rate.decimal!);
      }
      total += value;
      size += Math.abs(value) + Math.abs(settled);
    }
    if (!(size < SAFE_CENTS)) return valueDailyReference(input);
    points.push({
      date,
      value: centsText(total),
      valueAccount: accountValue(total, input, day, date, fx, rates),
      ...totals.take(),
      stale: stale.length > 1 ? stale.sort(bySymbol) : stale,
    });
  }
  return { points };
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

/** The total restated in the account currency, as the reference does; null without one or its rate. */
function accountValue(
  cents: number,
  input: DailyValuationInput,
  day: number,
  date: string,
  fx: FxBook,
  rates: Map<string, Rate>,
): string | null {
  const account = input.accountCurrency;
  if (!account) return null;
  const key = `account:${account}`;
  let rate = rates.get(key);
  if (!rate) rates.set(key, (rate = { currency: account, day: -1, float: 1, decimal: undefined }));
  if (rate.day !== day) {
    rate.day = day;
    rate.decimal = fx.rateOn(input.baseCurrency, account, date);
    rate.float = rate.decimal ? rate.decimal.toNumber() : Number.NaN;
  }
  return rate.decimal ? centsText(convertedCents(cents, rate.float, rate.decimal)) : null;
}
