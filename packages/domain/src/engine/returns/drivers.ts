import { normalizeTransactionType } from '../../enums/transaction';
import { MoneyDecimal, type Decimal } from '../../money';

/** A transaction as return drivers read it: money in the base currency. */
export interface DriverTransaction {
  date: string;
  type: string;
  /** Cash amount of Contribution, Withdrawal, Dividend, Interest (units for trades: not read). */
  amount: string;
  /** When given, the amount in the base currency (preferred over `amount`). */
  localCcyAmount?: string | null;
  fee?: string | null;
}

/** A holding in a foreign currency: its value at the end in that currency and the rates to base. */
export interface CurrencyExposure {
  localValue: string;
  startRate: string;
  endRate: string;
}

export interface ReturnDriversInput {
  /** The range runs from the end of `from` (the start value's date) to the end of `to`. */
  from: string;
  to: string;
  startValue: string;
  endValue: string;
  transactions: readonly DriverTransaction[];
  /** Charges taken from the portfolio in the range (positive amounts). */
  charges?: readonly { date: string; amount: string }[];
  currencies?: readonly CurrencyExposure[];
}

/** The change in value over a range and its parts, as decimal strings that sum exactly. */
export interface ReturnDrivers {
  change: string;
  /** Contributions minus withdrawals. */
  netFlows: string;
  /** Dividends and interest. */
  income: string;
  /** Transaction fees and charges, negative. */
  fees: string;
  /** End values of foreign holdings × the change in their exchange rate, to the penny. */
  currency: string;
  /** What is left: price movement of the investments (the residual, by construction exact). */
  market: string;
}

/**
 * Return drivers: the change in value over a range split into net flows, income, fees, currency
 * effect and market movement. Every part but the market is computed from the data; the market is
 * the residual, so the parts always sum exactly to the change (decimal arithmetic). Transactions
 * dated after `from` and up to `to` count.
 *
 * @example returnDrivers({ from: '2024-01-01', to: '2024-12-31', startValue: '1000', endValue: '1300', transactions: [{ date: '2024-03-01', type: 'Contribution', amount: '200' }, { date: '2024-06-01', type: 'Dividend', amount: '30' }] })
 * // → { change: '300', netFlows: '200', income: '30', fees: '0', currency: '0', market: '70' }
 */
export function returnDrivers(input: ReturnDriversInput): ReturnDrivers {
  const zero = new MoneyDecimal(0);
  let netFlows: Decimal = zero;
  let income: Decimal = zero;
  let fees: Decimal = zero;
  const inRange = (date: string) => date > input.from && date <= input.to;
  for (const tx of input.transactions) {
    if (!inRange(tx.date)) continue;
    const amount = new MoneyDecimal(tx.localCcyAmount || tx.amount);
    const type = normalizeTransactionType(tx.type);
    if (type === 'Contribution') netFlows = netFlows.plus(amount);
    else if (type === 'Withdrawal') netFlows = netFlows.minus(amount);
    else if (type === 'Dividend' || type === 'Interest') income = income.plus(amount);
    if (tx.fee) fees = fees.minus(tx.fee);
  }
  for (const charge of input.charges ?? []) if (inRange(charge.date)) fees = fees.minus(charge.amount);
  const currency = (input.currencies ?? []).reduce(
    (sum, line) =>
      sum.plus(new MoneyDecimal(line.localValue).times(new MoneyDecimal(line.endRate).minus(line.startRate))),
    zero,
  );
  const currencyEffect = currency.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
  const change = new MoneyDecimal(input.endValue).minus(input.startValue);
  const market = change.minus(netFlows).minus(income).minus(fees).minus(currencyEffect);
  const text = (value: Decimal) => (value.isZero() ? '0' : value.toFixed());
  return {
    change: text(change),
    netFlows: text(netFlows),
    income: text(income),
    fees: text(fees),
    currency: text(currencyEffect),
    market: text(market),
  };
}
