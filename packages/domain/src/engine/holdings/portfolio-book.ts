/**
 * The one cash rule of a portfolio's books, shared by the daily engine, the command-line engine and
 * the server's booking (the holdings table), so that the table and the valued series never disagree:
 * cash is tracked once the portfolio has a contribution or withdrawal (then trades take and give
 * cash, and only those two are external flows), and every row's cash is converted into the base
 * currency at the rate of its own date (8 decimals), to the penny.
 */
import { MoneyDecimal, type Decimal } from '../../money';
import { HoldingsBook } from './book';
import type { EngineTransaction, ReplayOptions } from './types';

/** The types whose presence makes the portfolio keep its cash (and be the only external flows). */
export const CASH_TRACKING_TYPES = ['Contribution', 'Withdrawal'] as const;

/** Whether trades move the cash of a portfolio with these transactions. */
export function tracksCash(transactions: Iterable<{ type: string }>): boolean {
  for (const tx of transactions) if (tx.type === 'Contribution' || tx.type === 'Withdrawal') return true;
  return false;
}

/** What converts cash: FxBook, or any book answering the rate of 1 `from` in `to` on a date. */
export interface CashRates {
  rateOn(from: string, to: string, date: string): Decimal | undefined;
}

/**
 * The book of a portfolio under the cash rule. `costRate` (decision 44) defaults to the cash rate.
 * Rows come by date: one rate per currency and date is looked up, not one per row.
 */
export function portfolioBook(
  baseCurrency: string,
  cashTracked: boolean,
  fx: CashRates,
  costRate?: ReplayOptions['costRate'],
): HoldingsBook {
  const last = new Map<string, { date: string; rate: string | undefined }>();
  return new HoldingsBook({
    baseCurrency,
    tradesMoveCash: cashTracked,
    costRate,
    cashRate: (currency, date) => {
      let memo = last.get(currency);
      if (!memo) last.set(currency, (memo = { date: '', rate: undefined }));
      if (memo.date !== date) {
        memo.date = date;
        memo.rate = fx.rateOn(currency, baseCurrency, date)?.toFixed(8);
      }
      return memo.rate;
    },
  });
}

/**
 * The cash, in the base currency, that trades (and their fees) moved before cash was tracked and
 * move once it is: what a portfolio's first contribution or withdrawal adds to its cash line, since
 * from then on the books take every earlier trade from cash too. Rows in the order given; a decimal string.
 */
export function cashOfTrades(
  transactions: readonly EngineTransaction[],
  baseCurrency: string,
  fx: CashRates,
): string {
  const cashOf = (tracked: boolean) => {
    const book = portfolioBook(baseCurrency, tracked, fx, () => undefined);
    transactions.forEach((tx, row) => book.apply(tx, row));
    return new MoneyDecimal(book.cashIn(baseCurrency));
  };
  return cashOf(true).minus(cashOf(false)).toFixed();
}
