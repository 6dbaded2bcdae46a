import type { EngineTransaction } from '../holdings/types';
import type { FxInput, PriceInput } from '../valuation/market';
import type { PropertyData } from '../valuation/property';
import type { CloseColumns, RateColumns } from '../valuation/series-columns';

/** What a portfolio's daily valuation is computed from (issue 13 item 4). */
export interface DailyValuationInput {
  /** The portfolio's currency: values, flows, income and fees are in it. */
  baseCurrency: string;
  /** When given and different, every point is also restated in it at that day's rate. */
  accountCurrency?: string | null;
  /** All active transactions of the portfolio, any order (same-day rows keep their given order). */
  transactions: readonly EngineTransaction[];
  /** Daily closes ({ symbol, date, price, currency }, pence for GBX). */
  prices: readonly PriceInput[];
  /** Daily rates, as FxBook reads them (either direction, crossed through one common currency). */
  fx: readonly FxInput[];
  /**
   * The closes as columns, one series a symbol (decision 114: the server's kept copy, without an
   * object per close): when given, these are the closes and `prices` must be empty. A series may
   * hold every close of its symbol; those before `from` but the latest are not read.
   */
  closes?: readonly CloseColumns[] | null;
  /**
   * The rates as columns, one series a pair: when given, these are the rates and `fx` must be
   * empty. Read up to `to`, as rows of every rate of those pairs up to `to` would be.
   */
  rates?: readonly RateColumns[] | null;
  /**
   * The portfolio's direct properties as its holdings hold them (spec §3: asset class Property,
   * growth or price points): a line of one of these symbols is valued from that data (propertyValue,
   * as the holdings list values it) on every day it gives a value, else as any other line.
   */
  properties?: readonly PropertyData[] | null;
  /** First date to emit a point for; the book is still replayed from the first transaction. */
  from: string;
  /** Last date (inclusive); transactions after it are left out. */
  to: string;
}

/** A portfolio at the close of one day. Money as decimal strings in the base currency. */
export interface DailyPoint {
  /** A weekday between `from` and `to`, or any day in that span with a transaction. */
  date: string;
  /** Holdings plus cash at the day's close, after its transactions, 2 decimals. */
  value: string;
  /** `value` in the account currency at the day's rate, 2 decimals; null without one or its rate. */
  valueAccount: string | null;
  /** External flow of the day (+ in, − out), exact. */
  flow: string;
  /** Dividends and interest of the day, exact. */
  income: string;
  /** Fees of the day's transactions, exact. */
  fees: string;
  /** Symbols valued on a close older than 5 business days or on their last trade's price. */
  stale: string[];
}

export interface DailyValuation {
  points: DailyPoint[];
}
