import { MoneyDecimal } from '../../money';
import { TRANSACTION_TYPES, normalizeTransactionType, type TransactionType } from '../../enums/transaction';
import { EngineError } from '../core/errors';
import { FIXED_ONE, formatFixed, mulDivRound, parseFixed } from '../core/fixed';
import { costInBase } from '../core/cost-base';
import { settlementCurrency } from '../core/currency';
import type { Position, Replay, ReplayOptions, EngineTransaction } from './types';

interface OpenLine {
  symbol: string;
  units: bigint;
  cost: bigint;
  /** The pooled cost in the base currency; null once a purchase's rate was unknown. */
  costBase: bigint | null;
  currency: string;
  openedOn: string;
}

const MONEY_DECIMALS = 2;
/** The stored spellings, looked up before the general normaliser (this runs once per row). */
const TYPES = new Map<string, TransactionType>(TRANSACTION_TYPES.map((type) => [type, type]));
const PENCE = FIXED_ONE * 100n;

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
 * Beside the cost, each line pools its cost in the base currency (`costBase`): a purchase adds its
 * `localCcyAmount` when the row gives one (what was paid in the base currency), else its
 * consideration at the `costRate` of the trade date; a sale removes the sold share, like the cost.
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
  private readonly costRate: ReplayOptions['costRate'];

  constructor(options: ReplayOptions = {}) {
    this.base = options.baseCurrency ?? 'GBP';
    this.tradesMoveCash = options.tradesMoveCash ?? true;
    this.cashRate = options.cashRate;
    this.costRate = options.costRate ?? options.cashRate;
  }

  /** What the last apply moved: one object reused (apply runs a million times in a replay). */
  private readonly applied: AppliedTransaction = { type: 'Purchase', currency: '', amount: 0n, fee: 0n };

  /** Records a row's cash in `applied`, converted into the base currency when a cashRate is set. */
  private settle(
    type: TransactionType,
    currency: string,
    amount: bigint,
    fee: bigint,
    tx: EngineTransaction,
    row: number,
  ) {
    const applied = this.applied;
    applied.type = type;
    if (!this.cashRate || currency === this.base) {
      applied.currency = currency;
      applied.amount = amount;
      applied.fee = fee;
      return applied;
    }
    const rate = this.cashRate(currency, tx.date);
    const scaled = rate === undefined ? undefined : parseFixed(rate);
    if (scaled === undefined) {
      throw new EngineError('errors.missing_fx_rate', { from: currency, to: this.base, date: tx.date }, row);
    }
    applied.currency = this.base;
    applied.amount = mulDivRound(amount, scaled, FIXED_ONE, MONEY_DECIMALS);
    applied.fee = mulDivRound(fee, scaled, FIXED_ONE, MONEY_DECIMALS);
    return applied;
  }

  /**
   * Puts a stored position (a holding row) on the books before further transactions, with its
   * units, costs, currency and opening date. A cost base left out is the cost for a line settled in
   * the base currency and unknown (null) otherwise (see costInBase).
   */
  hold(position: Omit<Position, 'costBase'> & { costBase?: string | null }): void {
    const costBase = costInBase(position.cost, position.costBase, position.currency, this.base);
    this.lines.set(position.symbol, {
      symbol: position.symbol,
      units: fixedField(position.units, 0, 'units'),
      cost: fixedField(position.cost, 0, 'cost'),
      costBase: costBase === null ? null : fixedField(costBase, 0, 'costBase'),
      currency: position.currency,
      openedOn: position.openedOn,
    });
  }

  /** Puts uninvested cash (a stored cash line, a decimal string) on the books before further transactions. */
  holdCash(currency: string, amount: string): void {
    this.cash.set(currency, (this.cash.get(currency) ?? 0n) + fixedField(amount, 0, 'units'));
  }

  /** The uninvested cash in a currency as a decimal string ('0' when none). */
  cashIn(currency: string): string {
    return formatFixed(this.cash.get(currency) ?? 0n);
  }

  /** Units held of a symbol as a decimal string ('0' when none). */
  unitsOf(symbol: string): string {
    return formatFixed(this.lines.get(symbol)?.units ?? 0n);
  }

  /**
   * Applies one transaction; `row` is its index in the caller's list, carried by any EngineError
   * ('errors.sale_above_units' with `held`, 'errors.unknown_transaction_type', ...). A refused
   * transaction leaves the books unchanged. The answer is valid until the next apply (reused).
   */
  apply(tx: EngineTransaction, row = 0): Readonly<AppliedTransaction> {
    const type = TYPES.get(tx.type) ?? normalizeTransactionType(tx.type);
    if (type === null)
      throw new EngineError('errors.unknown_transaction_type', { type: String(tx.type) }, row);
    if (!tx.symbol) throw new EngineError('validation.symbol_required', {}, row);
    const fee = optionalFixed(tx.fee, row, 'fee') ?? 0n;
    if (type === 'Purchase' || type === 'Sale') return this.trade(type, tx, row, fee);
    const own = fixedField(tx.amount, row, 'amount') / (tx.currency === 'GBX' ? 100n : 1n);
    const cash = this.settle(type, settlementCurrency(tx.currency || this.base), own, fee, tx, row);
    this.moveCash(cash.currency, (type === 'Withdrawal' ? -cash.amount : cash.amount) - cash.fee, cash.fee);
    return cash;
  }

  private trade(type: 'Purchase' | 'Sale', tx: EngineTransaction, row: number, fee: bigint) {
    const units = fixedField(tx.units ?? tx.amount, row, 'units');
    if (units <= 0n) throw new EngineError('validation.min_value', { limit: '0.00000001' }, row);
    const quote = tx.currency || this.base;
    const consideration = this.consideration(tx, units, quote, row);
    const local = optionalFixed(tx.localCcyAmount, row, 'localCcyAmount');
    const line = this.lines.get(tx.symbol);
    const held = line?.units ?? 0n;
    if (type === 'Sale' && (!line || units > held)) {
      throw new EngineError('errors.sale_above_units', { held: formatFixed(held) }, row);
    }
    const cash =
      local === undefined
        ? this.settle(type, settlementCurrency(quote), consideration, fee, tx, row)
        : this.settle(type, this.base, local, fee, tx, row);
    if (type === 'Sale') {
      const left = held - units;
      if (left === 0n) this.lines.delete(tx.symbol);
      else {
        line!.cost = mulDivRound(line!.cost, left, held, MONEY_DECIMALS);
        if (line!.costBase !== null) line!.costBase = mulDivRound(line!.costBase, left, held, MONEY_DECIMALS);
        line!.units = left;
      }
    } else {
      const costBase = this.baseConsideration(tx.date, settlementCurrency(quote), consideration, local);
      if (line) {
        line.units += units;
        line.cost += consideration;
        line.costBase = line.costBase === null || costBase === null ? null : line.costBase + costBase;
        line.currency = quote;
      } else {
        this.lines.set(tx.symbol, {
          symbol: tx.symbol,
          units,
          cost: consideration,
          costBase,
          currency: quote,
          openedOn: tx.date,
        });
      }
    }
    if (this.tradesMoveCash) {
      this.moveCash(cash.currency, (type === 'Purchase' ? -cash.amount : cash.amount) - cash.fee, cash.fee);
    }
    return cash;
  }

  /** The consideration in the settlement currency: `value`, else units × price (÷ 100 for GBX) to the penny. */
  private consideration(tx: EngineTransaction, units: bigint, quote: string, row: number): bigint {
    const value = optionalFixed(tx.value, row, 'value');
    if (value !== undefined) return value;
    const price = optionalFixed(tx.price, row, 'price');
    if (price === undefined) throw new EngineError('errors.missing_trade_value', { symbol: tx.symbol }, row);
    return mulDivRound(units, price, quote === 'GBX' ? PENCE : FIXED_ONE, MONEY_DECIMALS);
  }

  /**
   * A purchase's consideration in the base currency, to the penny: `localCcyAmount` when given, the
   * consideration itself in the base currency, else at the trade date's costRate; null without one.
   */
  private baseConsideration(
    date: string,
    settle: string,
    consideration: bigint,
    local: bigint | undefined,
  ): bigint | null {
    if (local !== undefined) return local;
    if (settle === this.base) return consideration;
    const rate = this.costRate?.(settle, date);
    if (rate === undefined) return null;
    const scaled = parseFixed(rate);
    if (scaled !== undefined) return mulDivRound(consideration, scaled, FIXED_ONE, MONEY_DECIMALS);
    return convertExactly(consideration, rate);
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
        costBase: line.costBase === null ? null : formatFixed(line.costBase),
        currency: line.currency,
        openedOn: line.openedOn,
      }));
    return { holdings, cash: toRecord(this.cash), fees: toRecord(this.fees) };
  }
}

/**
 * An amount times a rate of more than 8 decimals (an inverse or cross rate), to the penny half away
 * from zero like mulDivRound; null when the rate is not a number.
 */
function convertExactly(amount: bigint, rate: string): bigint | null {
  try {
    const product = new MoneyDecimal(formatFixed(amount)).times(rate);
    return product.isFinite()
      ? (parseFixed(product.toFixed(MONEY_DECIMALS, MoneyDecimal.ROUND_HALF_UP)) ?? null)
      : null;
  } catch {
    return null;
  }
}

function toRecord(values: Map<string, bigint>): Record<string, string> {
  return Object.fromEntries([...values.entries()].sort().map(([key, value]) => [key, formatFixed(value)]));
}
