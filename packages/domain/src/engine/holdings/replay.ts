import { MoneyDecimal } from '../../money';
import { cashSymbol } from '../core/currency';
import { HoldingsBook } from './book';
import type { Position, Replay, ReplayOptions, EngineTransaction } from './types';

/**
 * Holdings from transactions (spec §4), applied in the order given (sort by date first). Throws an
 * EngineError naming the row for a sale above the held units ('You only have that many units', with
 * `held`), an unknown type, a bad number, or a trade without price or value. See HoldingsBook.
 *
 * @example replayTransactions([{ date: '2024-01-02', type: 'Purchase', symbol: 'VOD.L', amount: '100', price: '72.5', currency: 'GBX' }])
 * // → { holdings: [{ symbol: 'VOD.L', units: '100', cost: '72.5', costBase: '72.5', currency: 'GBX', openedOn: '2024-01-02' }], cash: { GBP: '-72.5' }, fees: {} }
 */
export function replayTransactions(
  transactions: readonly EngineTransaction[],
  options: ReplayOptions = {},
): Replay {
  const book = new HoldingsBook(options);
  for (let i = 0; i < transactions.length; i++) book.apply(transactions[i]!, i);
  return book.snapshot();
}

/**
 * The replay with its uninvested cash shown as cash lines (spec: cash is held as a 'CASH.<ccy>'
 * holding, 1 unit = 1 of the currency, cost = amount): added to a cash line bought explicitly, a new
 * line otherwise; a line that comes to 0 is left out. Cash in `baseCurrency` costs its amount in the
 * base currency too; other cash added to a line leaves its cost base unknown (null), since the
 * replay keeps no dates of that cash.
 */
export function withCashHoldings(replay: Replay, date: string, baseCurrency?: string): Position[] {
  const bySymbol = new Map(replay.holdings.map((position) => [position.symbol, { ...position }]));
  for (const [currency, amount] of Object.entries(replay.cash)) {
    const symbol = cashSymbol(currency);
    const line = bySymbol.get(symbol);
    const units = new MoneyDecimal(amount).plus(line?.units ?? 0);
    const cost = new MoneyDecimal(amount).plus(line?.cost ?? 0);
    if (units.isZero()) bySymbol.delete(symbol);
    else
      bySymbol.set(symbol, {
        symbol,
        units: units.toFixed(),
        cost: cost.toFixed(),
        costBase: currency === baseCurrency ? cost.toFixed() : null,
        currency,
        openedOn: line?.openedOn ?? date,
      });
  }
  return [...bySymbol.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}
