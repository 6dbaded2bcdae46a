import { cashCurrencyOf } from '../core/currency';
import { readDecimal, unitsParts, type DecimalParts } from './cents';
import type { Row, TradePrice } from './plan';

const parts = (): DecimalParts => ({ float: 0, int: 0, scale: -1 });

/**
 * The open lines of the fast path, one slot per traded symbol: units exact (scaled BigInt) and as
 * float and integer parts, the quote currency of the last purchase, the last trade's price (the
 * value of a line with no close yet). Mirrors what HoldingsBook accepted.
 */
export class Lines {
  readonly index = new Map<string, number>();
  readonly symbols: string[] = [];
  /** The currency of a 'CASH.<ccy>' line, undefined for others. */
  readonly cash: (string | undefined)[] = [];
  readonly units: bigint[] = [];
  readonly unitsParts: DecimalParts[] = [];
  readonly currency: string[] = [];
  readonly trade: (TradePrice | undefined)[] = [];
  readonly tradeParts: DecimalParts[] = [];

  constructor(rows: readonly Row[]) {
    for (const { tx } of rows) {
      if (this.index.has(tx.symbol)) continue;
      this.index.set(tx.symbol, this.symbols.length);
      this.symbols.push(tx.symbol);
      this.cash.push(cashCurrencyOf(tx.symbol));
      this.units.push(0n);
      this.unitsParts.push(parts());
      this.currency.push('');
      this.trade.push(undefined);
      this.tradeParts.push(parts());
    }
  }

  /** Mirrors a trade HoldingsBook accepted: units added or removed, the line closed at 0. */
  applyTrade(k: number, sale: boolean, units: bigint, price: TradePrice, quote: string): void {
    const left = sale ? this.units[k]! - units : this.units[k]! + units;
    this.units[k] = left;
    unitsParts(left, this.unitsParts[k]!);
    this.trade[k] = price;
    readDecimal(price.price, this.tradeParts[k]!);
    if (!sale) this.currency[k] = quote;
  }
}
