import { normalizeTransactionType, type TransactionType } from '../../enums/transaction';
import { EngineError } from '../core/errors';
import { FIXED_ONE, formatFixed, mulDivRound, parseFixed } from '../core/fixed';
import { quoteDivisor, settlementCurrency } from '../core/currency';
import type { Position, Replay, ReplayOptions, EngineTransaction } from './types';

interface OpenLine {
  symbol: string;
  units: bigint;
  cost: bigint;
  currency: string;
  openedOn: string;
}

const MONEY_DECIMALS = 2;

/** A required decimal field of row `row` as a scaled BigInt ('Please enter a number' otherwise). */
function fixedField(text: string | null | undefined, row: number, field: string): bigint {
  const value = text === null || text === undefined ? undefined : parseFixed(text);
  if (value === undefined) {
    throw new EngineError(
      text === null || text === undefined ? 'validation.required_field' : 'validation.number',
      { field },
      row,
    );
  }
  return value;
}

function optionalFixed(text: string | null | undefined, row: number, field: string): bigint | undefined {
  return text === null || text === undefined || text === '' ? undefined : fixedField(text, row, field);
}

/**
 * The books of one portfolio while transactions are applied in order (spec §4): a purchase adds
 * units and its consideration to the holding of that symbol, creating it where none exists; a sale
 * removes units and the sold share of the pooled cost (rounded to the penny, the UK "section 104"
 * pool the seed also uses), refusing to sell more than is held; a holding at 0 units is removed.
 * Contributions, dividends and interest add cash, withdrawals take it; trades take and give cash
 * unless `tradesMoveCash` is false. Fees reduce cash and are totalled; they are not added to cost.
 *
 * Arithmetic is exact: scaled BigInts (8 decimals), converted to decimal strings by `snapshot`.
 */
export class HoldingsBook {
  private readonly lines = new Map<string, OpenLine>();
  private readonly cash = new Map<string, bigint>();
  private readonly fees = new Map<string, bigint>();
  private readonly base: string;
  private readonly tradesMoveCash: boolean;

  constructor(options: ReplayOptions = {}) {
    this.base = options.baseCurrency ?? 'GBP';
    this.tradesMoveCash = options.tradesMoveCash ?? true;
  }

  /** Units held of a symbol as a decimal string ('0' when none). */
  unitsOf(symbol: string): string {
    return formatFixed(this.lines.get(symbol)?.units ?? 0n);
  }

  /**
   * Applies one transaction; `row` is its index in the caller's list, carried by any EngineError
   * ('errors.sale_above_units' with `held`, 'errors.unknown_transaction_type', ...). A refused
   * transaction leaves the books unchanged.
   */
  apply(tx: EngineTransaction, row = 0): TransactionType {
    const type = normalizeTransactionType(tx.type);
    if (type === null)
      throw new EngineError('errors.unknown_transaction_type', { type: String(tx.type) }, row);
    if (!tx.symbol) throw new EngineError('validation.symbol_required', {}, row);
    const fee = optionalFixed(tx.fee, row, 'fee') ?? 0n;
    if (type === 'Purchase' || type === 'Sale') {
      this.trade(type, tx, row, fee);
      return type;
    }
    const currency = settlementCurrency(tx.currency || this.base);
    const amount = fixedField(tx.amount, row, 'amount') / BigInt(quoteDivisor(tx.currency || this.base));
    const signed = type === 'Withdrawal' ? -amount : amount;
    this.moveCash(currency, signed - fee, fee);
    return type;
  }

  private trade(type: 'Purchase' | 'Sale', tx: EngineTransaction, row: number, fee: bigint): void {
    const units = fixedField(tx.units ?? tx.amount, row, 'units');
    if (units <= 0n) throw new EngineError('validation.min_value', { limit: '0.00000001' }, row);
    const quote = tx.currency || this.base;
    const consideration = this.consideration(tx, units, quote, row);
    const line = this.lines.get(tx.symbol);
    if (type === 'Purchase') {
      if (line) {
        line.units += units;
        line.cost += consideration;
        line.currency = quote;
      } else {
        this.lines.set(tx.symbol, {
          symbol: tx.symbol,
          units,
          cost: consideration,
          currency: quote,
          openedOn: tx.date,
        });
      }
    } else {
      const held = line?.units ?? 0n;
      if (!line || units > held)
        throw new EngineError('errors.sale_above_units', { held: formatFixed(held) }, row);
      const left = held - units;
      if (left === 0n) this.lines.delete(tx.symbol);
      else {
        line.cost = mulDivRound(line.cost, left, held, MONEY_DECIMALS);
        line.units = left;
      }
    }
    if (!this.tradesMoveCash) return;
    const local = optionalFixed(tx.localCcyAmount, row, 'localCcyAmount');
    const currency = local === undefined ? settlementCurrency(quote) : this.base;
    const cash = local ?? consideration;
    this.moveCash(currency, (type === 'Purchase' ? -cash : cash) - fee, fee);
  }

  /** The consideration in the settlement currency: `value`, else units × price (÷ 100 for GBX) to the penny. */
  private consideration(tx: EngineTransaction, units: bigint, quote: string, row: number): bigint {
    const value = optionalFixed(tx.value, row, 'value');
    if (value !== undefined) return value;
    const price = optionalFixed(tx.price, row, 'price');
    if (price === undefined) throw new EngineError('errors.missing_trade_value', { symbol: tx.symbol }, row);
    return mulDivRound(units, price, FIXED_ONE * BigInt(quoteDivisor(quote)), MONEY_DECIMALS);
  }

  private moveCash(currency: string, change: bigint, fee: bigint): void {
    this.cash.set(currency, (this.cash.get(currency) ?? 0n) + change);
    if (fee !== 0n) this.fees.set(currency, (this.fees.get(currency) ?? 0n) + fee);
  }

  /** The books as decimal strings: positions sorted by symbol, cash and fees by currency. */
  snapshot(): Replay {
    const holdings: Position[] = [...this.lines.values()]
      .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
      .map((line) => ({
        symbol: line.symbol,
        units: formatFixed(line.units),
        cost: formatFixed(line.cost),
        currency: line.currency,
        openedOn: line.openedOn,
      }));
    return { holdings, cash: toRecord(this.cash), fees: toRecord(this.fees) };
  }
}

function toRecord(values: Map<string, bigint>): Record<string, string> {
  return Object.fromEntries([...values.entries()].sort().map(([key, value]) => [key, formatFixed(value)]));
}
