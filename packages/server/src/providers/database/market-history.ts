import { addMonths } from '@portal/domain';
import type { Database } from '../../db/client';
import { closesOf, monthlyReturnsBySymbol, rateHistory } from './market';

/**
 * The market's history from our tables, beyond the portfolio feeds: the monthly returns the
 * simulator draws on and a security's closes for its discrete returns.
 */
export interface MarketHistory {
  returnHistory(
    symbols: readonly string[],
    today: string,
  ): Promise<Record<string, { date: string; return: number }[]>>;
  priceHistory(symbol: string, today: string): Promise<{ date: string; price: string }[]>;
  /** 1 `from` in `to` at each market date up to `today`, oldest first. */
  rateHistory(from: string, to: string, today: string): Promise<{ date: string; rate: string }[]>;
}

export function marketHistory(db: Database): MarketHistory {
  return {
    returnHistory: (symbols: readonly string[], today: string) =>
      monthlyReturnsBySymbol(db, symbols, addMonths(today, -36)),
    // Five years and a month: enough for the 5Y discrete return and its start point.
    priceHistory: (symbol: string, today: string) => closesOf(db, symbol, addMonths(today, -61)),
    rateHistory: (from: string, to: string, today: string) => rateHistory(db, from, to, today),
  };
}
