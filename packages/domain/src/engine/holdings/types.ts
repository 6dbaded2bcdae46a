/**
 * A transaction as the engine reads it: the columns of a stored transaction row (spec §3) as decimal
 * strings. For a Purchase or Sale `amount` is the number of units (the stored convention) and the
 * trade's consideration is `value` (units × price in the settlement currency, ÷ 100 for GBX), or
 * units × price when `value` is missing. For the cash types `amount` is money in `currency`.
 */
export interface EngineTransaction {
  date: string;
  /** Purchase, Sale, Contribution, Withdrawal, Dividend ('Divident' accepted), Interest. */
  type: string;
  symbol: string;
  amount: string;
  /** Units of a trade when stored apart from `amount` (the same number in stored rows). */
  units?: string | null;
  /** Price per unit in the quote currency (pence for GBX). */
  price?: string | null;
  /** Consideration in the settlement currency (GBP for GBX lines). */
  value?: string | null;
  /** Quote currency of a trade (GBX allowed); the currency of a cash movement. */
  currency?: string | null;
  /** Consideration in the portfolio (base) currency; when given, the trade's cash moves in it. */
  localCcyAmount?: string | null;
  /** Costs of the transaction, in the currency its cash moves in; not added to the cost. */
  fee?: string | null;
}

/** An open position after a replay: decimal strings. */
export interface Position {
  symbol: string;
  units: string;
  /** Pooled average cost in the settlement currency (GBP for GBX lines). */
  cost: string;
  /**
   * The same pooled cost in the portfolio's base currency at trade-date rates: each purchase's
   * consideration at the rate of its date (its `localCcyAmount` when the row gives one), the sold
   * share removed by a sale like `cost`. Null when a rate was unknown: never a guess.
   */
  costBase: string | null;
  /** Quote currency of the line as last traded (GBX stays GBX). */
  currency: string;
  /** Date of the purchase that opened the position. */
  openedOn: string;
}

/** The books after a replay. */
export interface Replay {
  /** Open positions, by symbol. */
  holdings: Position[];
  /** Uninvested cash per currency (may be negative, an overdraft). */
  cash: Record<string, string>;
  /** Fees paid per currency. */
  fees: Record<string, string>;
}

export interface ReplayOptions {
  /** The portfolio currency, in which `localCcyAmount` is given and cash rows default. 'GBP' if omitted. */
  baseCurrency?: string;
  /**
   * Whether purchases take cash and sales give it (true, the default). False when trades are paid
   * from outside the portfolio (the command-line engine without contributions).
   */
  tradesMoveCash?: boolean;
  /**
   * When given, cash in another currency is converted into the base currency on the transaction's
   * date (amount and fee, to the penny) so that all cash is held in the base currency: the rate of
   * 1 `currency` in base as a decimal string, or undefined when there is none (an EngineError
   * 'errors.missing_fx_rate' naming the row).
   */
  cashRate?: (currency: string, date: string) => string | undefined;
  /**
   * The rate that converts a purchase's consideration into the base currency for `costBase`: 1
   * `currency` (settlement) in base on the trade date, or undefined when there is none (the cost
   * base becomes null). `cashRate` when omitted; without either, lines in another currency than
   * the base have a null cost base.
   */
  costRate?: (currency: string, date: string) => string | undefined;
}
