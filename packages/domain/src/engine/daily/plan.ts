/**
 * What the decimal reference and the fast path of the daily valuation share: the order the
 * transactions are applied in, the day grid, the book, the trade-price fallback, staleness, and the
 * day's flow, income and fee totals. Nothing here runs per holding per day.
 */
import { dayNumber, fromDayNumber } from '../core/dates';
import { FIXED_ONE, formatFixed, mulDivRound, parseFixed } from '../core/fixed';
import type { HoldingsBook, AppliedTransaction } from '../holdings/book';
import { portfolioBook, tracksCash } from '../holdings/portfolio-book';
import type { EngineTransaction } from '../holdings/types';
import { FxBook, type PriceInput } from '../valuation/market';
import { closesAfter, closesOnOrBefore } from '../valuation/series-columns';
import { propertyValuersOf, type PropertyValuer } from '../valuation/property';
import type { DailyValuationInput } from './types';

/** A close older than this many business days marks its symbol stale (issue 13: "older than five business days"). */
export const STALE_BUSINESS_DAYS = 5;

export interface Row {
  tx: EngineTransaction;
  /** Index in the caller's list, carried by EngineErrors. */
  row: number;
}

/** The transactions up to `to`, by date; rows of one day keep the caller's order. */
export function orderedRows(input: DailyValuationInput): Row[] {
  return input.transactions
    .map((tx, row) => ({ tx, row }))
    .filter(({ tx }) => tx.date <= input.to)
    .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : a.row - b.row));
}

/** Cash is tracked (trades move it, only contributions and withdrawals are external): the portfolio's cash rule. */
export function isCashTracked(rows: readonly Row[]): boolean {
  return tracksCash(rows.map(({ tx }) => tx));
}

/** 0 = Sunday … 6 = Saturday for a day number (1970-01-01, day 0, was a Thursday). */
function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Weekdays from the Monday 1970-01-05 (day 4) up to, not including, `day`; negative before it. */
function weekdaysBefore(day: number): number {
  const m = day - 4;
  const weeks = Math.floor(m / 7);
  return weeks * 5 + Math.min(m - weeks * 7, 5);
}

/** Weekdays after `from` up to and including `to` (day numbers). */
export function businessDaysBetween(from: number, to: number): number {
  return weekdaysBefore(to + 1) - weekdaysBefore(from + 1);
}

/**
 * The days to emit as day numbers: every weekday from `from` to `to`, every day with a transaction,
 * and `to` itself (the valuation date asked for, whatever day of the week: it must agree with the
 * holdings valued on that date).
 */
export function dayGrid(input: DailyValuationInput, rows: readonly Row[]): number[] {
  const first = dayNumber(input.from);
  const last = dayNumber(input.to);
  const traded = new Set<number>();
  for (const { tx } of rows) if (tx.date >= input.from) traded.add(dayNumber(tx.date));
  const days: number[] = [];
  for (let day = first; day <= last; day++) {
    const w = weekday(day);
    if ((w !== 0 && w !== 6) || traded.has(day) || day === last) days.push(day);
  }
  return days;
}

/** The grid as ISO dates. */
export function gridDates(days: readonly number[]): string[] {
  return days.map(fromDayNumber);
}

/** Closes or rates given both ways: one book's market data comes one way (types.ts). */
export function oneWay(rows: readonly unknown[], name: string): void {
  if (rows.length > 0) throw new Error(`daily valuation: ${name} given as rows and as columns`);
}

/**
 * The input's closes as rows: `prices`, or from its columns each symbol's latest close on or
 * before `from` and every later one up to `to` (all a day valued can read).
 */
export function priceRows(input: DailyValuationInput): readonly PriceInput[] {
  if (!input.closes) return input.prices;
  oneWay(input.prices, 'closes');
  return [...closesOnOrBefore(input.closes, input.from), ...closesAfter(input.closes, input.from, input.to)];
}

/** The input's rates, indexed once: from `fx`, or from its columns up to `to`. */
export function fxBookOf(input: DailyValuationInput): FxBook {
  if (!input.rates) return new FxBook(input.fx);
  oneWay(input.fx, 'rates');
  return FxBook.ofColumns(input.rates, input.to);
}

/** The valuers of the input's properties (isPropertyHolding ones only), by symbol. */
export function propertyValuers(input: DailyValuationInput): Map<string, PropertyValuer> {
  return propertyValuersOf(input.properties);
}

/** The book both paths replay: the portfolio's cash rule (holdings/portfolio-book.ts), as reconcile.ts and the booking. */
export function dailyBook(baseCurrency: string, cashTracked: boolean, fx: FxBook): HoldingsBook {
  return portfolioBook(baseCurrency, cashTracked, fx);
}

/** A trade's price as the fallback for a symbol without a close yet: quote currency and price. */
export interface TradePrice {
  price: string;
  currency: string;
  date: string;
}

/**
 * The price of a trade the book accepted: its `price`, else its consideration per unit (× 100 for
 * GBX, 8 decimals half up), so that a holding bought today is worth what it cost, never zero.
 */
export function tradePrice(tx: EngineTransaction, baseCurrency: string): TradePrice {
  const currency = tx.currency || baseCurrency;
  if (tx.price !== null && tx.price !== undefined && tx.price !== '') {
    return { price: tx.price, currency, date: tx.date };
  }
  const units = parseFixed(tx.units ?? tx.amount)!;
  const value = parseFixed(tx.value!)!;
  const divisor = currency === 'GBX' ? 100n : 1n;
  return { price: formatFixed(mulDivRound(value, FIXED_ONE * divisor, units, 8)), currency, date: tx.date };
}

/**
 * The external flow, income and fees of one day in the base currency (the book converts every
 * row's cash into it). Flows: contributions in and withdrawals out when cash is tracked, at their
 * amount (a fee on them is a cost inside the portfolio); otherwise purchases in (consideration
 * plus fee) and sales out (less the fee), as reconcile.ts does.
 */
export class DayTotals {
  flow = 0n;
  income = 0n;
  fees = 0n;

  constructor(private readonly cashTracked: boolean) {}

  add(applied: Readonly<AppliedTransaction>): void {
    const { type, amount, fee } = applied;
    this.fees += fee;
    if (type === 'Dividend' || type === 'Interest') this.income += amount;
    else if (this.cashTracked) {
      if (type === 'Contribution') this.flow += amount;
      else if (type === 'Withdrawal') this.flow -= amount;
    } else if (type === 'Purchase') this.flow += amount + fee;
    else if (type === 'Sale') this.flow -= amount - fee;
  }

  /** The totals as decimal strings; resets for the next day. */
  take(): { flow: string; income: string; fees: string } {
    const out = {
      flow: text(this.flow),
      income: text(this.income),
      fees: text(this.fees),
    };
    this.flow = this.income = this.fees = 0n;
    return out;
  }
}

/** formatFixed, with the common nothing at no cost. */
function text(value: bigint): string {
  return value === 0n ? '0' : formatFixed(value);
}
