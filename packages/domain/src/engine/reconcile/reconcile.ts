import { MoneyDecimal, type Decimal } from '../../money';
import { settlementCurrency } from '../core/currency';
import { EngineError } from '../core/errors';
import { formatFixed } from '../core/fixed';
import type { HoldingsBook, AppliedTransaction } from '../holdings/book';
import { portfolioBook, tracksCash } from '../holdings/portfolio-book';
import { withCashHoldings } from '../holdings/replay';
import type { EngineTransaction } from '../holdings/types';
import { FxBook, PriceBook } from '../valuation/market';
import { heldOn, propertyValuersOf, type PropertyValuer } from '../valuation/property';
import { fxToBase, valueHoldings, type ValuationContext } from '../valuation/value-holdings';
import type { LinkedPoint } from '../returns/linked-points';
import { timeWeightedFromPoints } from '../returns/twr';
import { moneyWeightedFromPoints } from '../returns/xirr';
import type { ReconcileInput, ReconcileResult, ReconcileTransaction } from './types';

const TRADES = new Set(['Purchase', 'Sale']);

/** A reconciliation row as the engine's transaction (consideration from `amount` when given). */
function toEngineTransaction(tx: ReconcileTransaction): EngineTransaction {
  const trade = TRADES.has(tx.type);
  return {
    date: tx.date,
    type: tx.type,
    symbol: tx.symbol,
    amount: (trade ? tx.units : tx.amount) ?? '',
    price: tx.price,
    value: trade ? tx.amount : null,
    currency: tx.currency,
    fee: tx.fee,
    localCcyAmount: trade ? tx.localCcyAmount : null,
  };
}

/** Which transaction first names each symbol: missing prices are reported against it. */
function firstRows(transactions: readonly { symbol: string }[]): Map<string, number> {
  const rows = new Map<string, number>();
  transactions.forEach((tx, i) => rows.has(tx.symbol) || rows.set(tx.symbol, i));
  return rows;
}

/**
 * A portfolio reconciled from its transactions on a valuation date (the command-line engine, issue 4):
 * holdings by replay (spec §4), valued at each symbol's latest price on or before the date and
 * converted to the base currency; the time-weighted return (cumulative, and annualised as the power
 * of 12 over the months) and the money-weighted return (XIRR, actual/365) since the first
 * transaction. A direct property (`properties`: growth or price points, spec §3) is valued from its
 * own data on every date that data values, as the holdings list and the daily engine value it
 * (heldOn); before that, at its latest price or fails as any line. Cash in other currencies is converted into the base currency on its date. Without Contribution or Withdrawal rows, purchases and sales are the external flows
 * (fees included) and only income stays in the portfolio as cash; otherwise cash is tracked and only
 * contributions and withdrawals are external. The portfolio is valued just before the flows of each
 * transaction date. EngineErrors carry the index of the offending row of `input.transactions`.
 *
 * @example reconcilePortfolio({ baseCurrency: 'GBP', valuationDate: '2024-12-31', transactions: [{ date: '2024-01-02', symbol: 'ABC', type: 'Purchase', units: '10', price: '100', currency: 'GBP' }], prices: [{ symbol: 'ABC', date: '2024-12-31', price: '110', currency: 'GBP' }], fx: [] })
 * // → { holdings: [{ symbol: 'ABC', units: '10', cost: '1000', costBase: '1000', currency: 'GBP', value: '1100.00' }], totalValue: '1100.00', cash: '0.00', twr: { value: 0.1 }, ... }
 */
export function reconcilePortfolio(input: ReconcileInput): ReconcileResult {
  const rows = input.transactions
    .map((tx, row) => ({ tx, row }))
    .filter(({ tx }) => tx.date <= input.valuationDate)
    .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : a.row - b.row));
  const cashTracked = tracksCash(rows.map(({ tx }) => tx));
  const market = {
    prices: new PriceBook(input.prices),
    fx: new FxBook(input.fx),
    baseCurrency: input.baseCurrency,
  };
  const book = portfolioBook(input.baseCurrency, cashTracked, market.fx);
  const opened = firstRows(input.transactions);
  const properties = propertyValuersOf(input.properties);
  const valueAt = (date: string) => valuation(book, { ...market, date }, opened, properties);
  const points: LinkedPoint[] = [];
  for (let i = 0; i < rows.length;) {
    const date = rows[i]!.tx.date;
    const before = valueAt(date).total;
    let flow = new MoneyDecimal(0);
    for (; i < rows.length && rows[i]!.tx.date === date; i++) {
      const { tx, row } = rows[i]!;
      const applied = book.apply(toEngineTransaction(tx), row);
      flow = flow.plus(externalFlow(applied, cashTracked, { ...market, date }));
    }
    points.push({ date, value: before.toNumber(), flow: flow.toNumber(), inner: [] });
  }
  const end = valueAt(input.valuationDate);
  points.push({ date: input.valuationDate, value: end.total.toNumber(), flow: 0, inner: [] });
  const twr = timeWeightedFromPoints(points);
  return {
    holdings: end.holdings,
    totalValue: end.total.toFixed(2),
    cash: end.cash.toFixed(2),
    twr: twr.value,
    twrAnnualised: twr.annualised,
    xirr: moneyWeightedFromPoints(points),
    cashTracked,
  };
}

/** The books valued on a date: holdings (uninvested cash apart) and totals in the base currency. */
function valuation(
  book: HoldingsBook,
  context: ValuationContext,
  opened: Map<string, number>,
  properties: ReadonlyMap<string, PropertyValuer>,
) {
  const replay = book.snapshot();
  try {
    const lines = withCashHoldings(replay, context.date, context.baseCurrency).map((line) =>
      heldOn(line, properties.get(line.symbol), context.date),
    );
    const valued = valueHoldings(lines, context);
    const cash = Object.entries(replay.cash).reduce(
      (sum, [currency, amount]) => sum.plus(new MoneyDecimal(amount).times(fxToBase(context, currency))),
      new MoneyDecimal(0),
    );
    const explicit = new Set(replay.holdings.map((h) => h.symbol));
    const holdings = valued.holdings
      .filter((h) => explicit.has(h.symbol))
      .map((h) => ({
        symbol: h.symbol,
        units: h.units,
        cost: h.cost ?? '0',
        costBase: h.costBase,
        currency: settlementCurrency(h.currency),
        value: h.valueBase,
      }));
    // Cash to the penny half toward +∞: adding whole pennies then adds exactly them, also when an
    // overdraft turns into a balance (half away from zero would add a cent more there).
    const pennies = cash.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_CEIL);
    const total = holdings.reduce((sum, h) => sum.plus(h.value), new MoneyDecimal(0)).plus(pennies);
    return { holdings, cash: pennies, total };
  } catch (error) {
    if (error instanceof EngineError && error.row === undefined && error.params.symbol !== undefined) {
      throw new EngineError(error.key, error.params, opened.get(error.params.symbol));
    }
    throw error;
  }
}

/**
 * The external flow of an applied row in the base currency: contributions in, withdrawals out when
 * cash is tracked; otherwise purchases in (consideration plus fee) and sales out (less the fee).
 */
function externalFlow(applied: AppliedTransaction, cashTracked: boolean, context: ValuationContext): Decimal {
  const { type } = applied;
  const external = cashTracked
    ? type === 'Contribution' || type === 'Withdrawal'
    : type === 'Purchase' || type === 'Sale';
  if (!external) return new MoneyDecimal(0);
  const amount = new MoneyDecimal(formatFixed(applied.amount));
  const fee = new MoneyDecimal(formatFixed(applied.fee));
  const signed =
    type === 'Purchase' || type === 'Contribution' ? amount.plus(fee) : amount.minus(fee).negated();
  return signed.times(fxToBase(context, applied.currency));
}
