import { MoneyDecimal, type Decimal } from '@portal/domain';

/** One open position: what a holding row stores about units and cost. */
export interface Position {
  symbol: string;
  units: Decimal;
  /** units as a float, for estimates that are never stored (sizing trades, past valuations). */
  unitsNumber: number;
  /** Pooled cost in the settlement currency (GBP for GBX lines), 2 decimals. */
  cost: Decimal;
  /** The same pooled cost in the portfolio currency: each purchase at its trade's rate, 2 decimals. */
  costBase: Decimal;
  /** Date of the first purchase of the open position. */
  openedOn: string;
}

const ZERO = new MoneyDecimal(0);

/**
 * Holdings as the replay of trades (spec §4): a purchase adds units and its value, a sale removes
 * units and the sold share of the cost (pooled average cost, the UK "section 104" method, rounded
 * to the penny at each sale); a position at 0 units is closed. The cost in the portfolio currency
 * pools each purchase's local amount (its value at the trade's rate) by the same rules. The seed books its trades through
 * this and the tests replay the stored transactions through it to check the stored holdings.
 */
export class PositionBook {
  private readonly bySymbol = new Map<string, Position>();

  get(symbol: string): Position | undefined {
    return this.bySymbol.get(symbol);
  }

  open(): Position[] {
    return [...this.bySymbol.values()];
  }

  /** The open positions without copying (do not trade while iterating). */
  positions(): IterableIterator<Position> {
    return this.bySymbol.values();
  }

  /** `local` is the purchase's value in the portfolio currency (the value itself when omitted). */
  purchase(symbol: string, units: Decimal, value: Decimal, date: string, local: Decimal = value): Position {
    if (units.lte(0)) throw new RangeError(`Purchase of ${symbol} needs positive units`);
    const current = this.bySymbol.get(symbol);
    if (current) {
      current.units = current.units.plus(units);
      current.unitsNumber += units.toNumber();
      current.cost = current.cost.plus(value);
      current.costBase = current.costBase.plus(local);
      return current;
    }
    const position = {
      symbol,
      units,
      unitsNumber: units.toNumber(),
      cost: value,
      costBase: local,
      openedOn: date,
    };
    this.bySymbol.set(symbol, position);
    return position;
  }

  /** Removes units; throws when more are sold than held (spec §5 "You only have that many units"). */
  sale(symbol: string, units: Decimal): Position | undefined {
    const current = this.bySymbol.get(symbol);
    if (!current || units.gt(current.units)) {
      throw new RangeError(
        `Sale of ${units.toFixed()} ${symbol} exceeds the ${current?.units.toFixed() ?? 0} held`,
      );
    }
    const left = current.units.minus(units);
    if (left.isZero()) {
      this.bySymbol.delete(symbol);
      return undefined;
    }
    current.cost = soldShareLeft(current.cost, left, current.units);
    current.costBase = soldShareLeft(current.costBase, left, current.units);
    current.units = left;
    current.unitsNumber -= units.toNumber();
    return current;
  }
}

/** What stays of a pooled cost when `left` of `held` units remain, to the penny (half up). */
function soldShareLeft(cost: Decimal, left: Decimal, held: Decimal): Decimal {
  return cost.times(left).dividedBy(held).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
}

export { ZERO };
