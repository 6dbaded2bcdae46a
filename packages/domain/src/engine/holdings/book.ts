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

/**
 * What a transaction moved, for callers that track flows: its type, the settlement currency and
 * the consideration (trades) or cash amount (others) in it, and its fee; scaled BigInts (8 decimals).
 */
export interface AppliedTransaction {
  type: TransactionType;
  currency: string;
  amount: bigint;
  fee: bigint;
}

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
  private readonly cashRate: ReplayOptions['cashRate'];

  constructor(options: ReplayOptions = {}) {
    this.base = options.baseCurrency ?? 'GBP';
    this.tradesMoveCash = options.tradesMoveCash ?? true;
    this.cashRate = options.cashRate;
  }

  /** Cash of a row in `currency`, converted into the base currency when a cashRate is set. */
  private inBase(currency: string, amount: bigint, fee: bigint, tx: EngineTransaction, row: number) {
    if (!this.cashRate || currency === this.base) return { currency, amount, fee };
    const rate = this.cashRate(currency, tx.date);
    const scaled = rate === undefined ? undefined : parseFixed(rate);
    if (scaled === undefined) {
      throw new EngineError('errors.missing_fx_rate', { from: currency, to: this.base, date: tx.date }, row);
    }
    return {
      currency: this.base,
      amount: mulDivRound(amount, scaled, FIXED_ONE, MONEY_DECIMALS),
      fee: mulDivRound(fee, scaled, FIXED_ONE, MONEY_DECIMALS),
    };
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
  apply(tx: EngineTransaction, row = 0): AppliedTransaction {
    const type = normalizeTransactionType(tx.type);
    if (type === null)
      throw new EngineError('errors.unknown_transaction_type', { type: String(tx.type) }, row);
    if (!tx.symbol) throw new EngineError('validation.symbol_required', {}, row);
    const fee = optionalFixed(tx.fee, row, 'fee') ?? 0n;
    if (type === 'Purchase' || type === 'Sale') return this.trade(type, tx, row, fee);
    const own = fixedField(tx.amount, row, 'amount') / BigInt(quoteDivisor(tx.currency || this.base));
    const cash = this.inBase(settlementCurrency(tx.currency || this.base), own, fee, tx, row);
    this.moveCash(cash.currency, (type === 'Withdrawal' ? -cash.amount : cash.amount) - cash.fee, cash.fee);
    return { type, ...cash };
  }

  private trade(
    type: 'Purchase' | 'Sale',
    tx: EngineTransaction,
    row: number,
    fee: bigint,
  ): AppliedTransaction {
    const units = fixedField(tx.units ?? tx.amount, row, 'units');
    if (units <= 0n) throw new EngineError('validation.min_value', { limit: '0.00000001' }, row);
    const quote = tx.currency || this.base;
    const consideration = this.consideration(tx, units, quote, row);
    const local = optionalFixed(tx.localCcyAmount, row, 'localCcyAmount');
    const cash =
      local === undefined
        ? this.inBase(settlementCurrency(quote), consideration, fee, tx, row)
        : { currency: this.base, amount: local, fee };
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
    if (this.tradesMoveCash) {
      this.moveCash(cash.currency, (type === 'Purchase' ? -cash.amount : cash.amount) - cash.fee, cash.fee);
    }
    return { type, ...cash };
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
