import type { ReturnValue } from '../core/result';
import type { FxInput, PriceInput } from '../valuation/market';
import type { PropertyData } from '../valuation/property';

/**
 * A transaction of a reconciliation file. Purchase and Sale: `units` and `price` (quote currency,
 * pence for GBX), `amount` the consideration in the settlement currency when it differs from
 * units × price. Contribution, Withdrawal, Dividend, Interest: `amount` in `currency`. `fee` in the
 * settlement currency of the row, always positive. `localCcyAmount`: a trade's consideration in the
 * base currency as the custodian settled it; when given, the trade's cash moves in it (no rate needed).
 */
export interface ReconcileTransaction {
  date: string;
  symbol: string;
  type: string;
  units?: string | null;
  price?: string | null;
  amount?: string | null;
  currency?: string | null;
  fee?: string | null;
  localCcyAmount?: string | null;
}

export interface ReconcileInput {
  baseCurrency: string;
  transactions: readonly ReconcileTransaction[];
  prices: readonly PriceInput[];
  fx: readonly FxInput[];
  /**
   * Direct properties (spec §3: asset class Property, growth or price points): a line of one of
   * these symbols is valued from its data on every date the data values, as the daily engine does.
   */
  properties?: readonly PropertyData[] | null;
  valuationDate: string;
}

/**
 * The answer: money as decimal strings in the base currency (cost in the line's settlement currency,
 * costBase the same pooled cost in the base currency at trade-date rates, null when a rate is missing).
 */
export interface ReconcileResult {
  holdings: {
    symbol: string;
    units: string;
    cost: string;
    costBase: string | null;
    currency: string;
    value: string;
  }[];
  totalValue: string;
  /** Uninvested cash, in the base currency. */
  cash: string;
  twr: ReturnValue;
  twrAnnualised: ReturnValue;
  xirr: ReturnValue;
  /** True when contributions and withdrawals are the external flows (cash tracked). */
  cashTracked: boolean;
}
