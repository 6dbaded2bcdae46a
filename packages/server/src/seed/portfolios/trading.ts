import { MoneyDecimal, type Decimal } from '@portal/domain';
import type { transactions } from '../../db/schema/index';
import { addBusinessDays, at, type IsoDate } from '../calendar';
import { CASH_SYMBOL, type Instrument, type Market } from '../market/index';
import type { Rng } from '../random';
import { PositionBook } from './position-book';

export type TransactionRow = typeof transactions.$inferInsert;
export type PortfolioCurrency = keyof typeof CASH_SYMBOL;

/** A directly held property: not an instrument, priced by its own growth rate (spec §3). */
export interface PropertyLine {
  symbol: string;
  name: string;
  price: Decimal;
  annualGrowth: number;
  purchasedOn: IsoDate;
  purchaseMonth: number;
}

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;
const ZERO = new MoneyDecimal(0);
const HUNDRED = new MoneyDecimal(100);
const ONE = new MoneyDecimal(1);
/** 1, 0.1, 0.01, … : one tradable step per number of unit decimals. */
const STEPS = Array.from({ length: 9 }, (_, d) => new MoneyDecimal(1).dividedBy(10 ** d));

/** Smallest tradable unit per kind: shares and bonds whole, fund units to 4 places. */
const UNIT_DECIMALS: Record<Instrument['kind'], number> = {
  equity: 0,
  etf: 0,
  bond: 0,
  commodity: 0,
  fund: 4,
  cash: 2,
  crypto: 6,
};

/** The currency a line's value is in: pounds for lines quoted in pence. */
export function settlementCurrency(instrument: Pick<Instrument, 'currency'>): string {
  return instrument.currency === 'GBX' ? 'GBP' : instrument.currency;
}

/** units × price, in the settlement currency, to the penny (÷ 100 for GBX). */
export function lineValue(instrument: Pick<Instrument, 'currency'>, units: Decimal, price: Decimal): Decimal {
  const value = units.times(price);
  return (instrument.currency === 'GBX' ? value.dividedBy(HUNDRED) : value).toDecimalPlaces(2, HALF_UP);
}

/** A priced purchase, not yet booked. */
export interface Quote {
  instrument: Instrument;
  units: Decimal;
  price: Decimal;
  value: Decimal;
  local: Decimal;
}

export interface TradingContext {
  market: Market;
  rng: Rng;
  portalId: string;
  accountId: string;
  portfolioId: string;
  currency: PortfolioCurrency;
}

/**
 * The books of one portfolio while its history is generated: positions, the uninvested cash
 * (which every event brings back to exactly 0 by buying or selling the cash line) and the
 * transactions booked so far, each with the running cash balance.
 */
export class PortfolioTrader {
  readonly book = new PositionBook();
  readonly rows: TransactionRow[] = [];
  readonly holdingIds = new Map<string, string>();
  readonly properties = new Map<string, PropertyLine>();
  /** Uninvested cash in the portfolio currency. */
  cash: Decimal = ZERO;
  /** Contributions minus withdrawals per month number, for the valuations' net flow. */
  readonly flows = new Map<number, number>();
  /** Minutes after 08:00 of the next row on `sequenceDate`: orders a day's rows by created_at. */
  private sequence = 0;
  private sequenceDate = '';

  constructor(private readonly ctx: TradingContext) {}

  get cashLine(): Instrument {
    return this.ctx.market.bySymbol.get(CASH_SYMBOL[this.ctx.currency])!;
  }

  /** The trading day of a date: the last weekday on or before it (weekend trades take Friday's close). */
  dayOf(date: IsoDate): number {
    return this.ctx.market.days.dayOf(date);
  }

  /** Trade price on `date`: the day's close moved by up to ±1 % (4 decimals). */
  tradePrice(instrument: Instrument, date: IsoDate): Decimal {
    if (instrument.kind === 'cash') return ONE;
    const close = instrument.dailyCloses[this.dayOf(date)]!;
    return new MoneyDecimal((close * (1 + this.ctx.rng.between(-0.01, 0.01))).toFixed(4));
  }

  /** `value` in the portfolio currency at the stored rate of trading day `day`, to the penny. */
  toLocal(value: Decimal, currency: string, day: number): Decimal {
    if (currency === this.ctx.currency) return value;
    return value
      .times(this.ctx.market.fx.rateOnDay(currency, this.ctx.currency, day))
      .toDecimalPlaces(2, HALF_UP);
  }

  contribution(date: IsoDate, month: number, amount: Decimal): void {
    this.cash = this.cash.plus(amount);
    this.flows.set(month, (this.flows.get(month) ?? 0) + amount.toNumber());
    this.cashRow('Contribution', date, amount, this.cashLine.symbol, 'Contribution');
  }

  withdrawal(date: IsoDate, month: number, amount: Decimal): void {
    this.cash = this.cash.minus(amount);
    this.flows.set(month, (this.flows.get(month) ?? 0) - amount.toNumber());
    this.cashRow('Withdrawal', date, amount, this.cashLine.symbol, 'Withdrawal');
  }

  income(
    type: 'Dividend' | 'Interest',
    date: IsoDate,
    amount: Decimal,
    source: Instrument | PropertyLine,
  ): void {
    this.cash = this.cash.plus(amount);
    this.cashRow(type, date, amount, source.symbol, source.name);
  }

  /**
   * The largest purchase `budget` (portfolio currency) pays for, never more, so cash never goes
   * negative; null when not even one unit fits.
   */
  quote(instrument: Instrument, date: IsoDate, budget: Decimal): Quote | null {
    const price = this.tradePrice(instrument, date);
    const day = this.dayOf(date);
    const settle = settlementCurrency(instrument);
    const decimals = UNIT_DECIMALS[instrument.kind];
    const perUnit =
      (price.toNumber() / (instrument.currency === 'GBX' ? 100 : 1)) *
      this.ctx.market.fx.rateNumberOnDay(settle, this.ctx.currency, day);
    // Sized in floats (a decision, not a stored figure), then checked exactly below.
    const scale = 10 ** decimals;
    let units = new MoneyDecimal(
      (Math.floor((budget.toNumber() / perUnit) * scale) / scale).toFixed(decimals),
    );
    const step = STEPS[decimals]!;
    for (let tries = 0; tries < 5 && units.gt(0); tries++) {
      const value = lineValue(instrument, units, price);
      const local = this.toLocal(value, settle, day);
      if (local.lte(budget) && local.gt(0)) return { instrument, units, price, value, local };
      units = units.minus(step);
    }
    return null;
  }

  /** Books a quoted purchase; returns its cost in the portfolio currency. */
  buyQuoted(quote: Quote, date: IsoDate): Decimal {
    this.bookTrade('Purchase', quote.instrument, date, quote.units, quote.price, quote.value, quote.local);
    return quote.local;
  }

  /** Buys what `budget` pays for (see quote); returns the cost, 0 when nothing was bought. */
  buy(instrument: Instrument, date: IsoDate, budget: Decimal): Decimal {
    if (instrument.kind === 'cash') return this.buyCash(date, budget);
    const quote = this.quote(instrument, date, budget);
    return quote ? this.buyQuoted(quote, date) : ZERO;
  }

  /** Units of a line that can be traded: whole shares, fund units to 4 places, … */
  unitDecimals(instrument: Instrument): number {
    return UNIT_DECIMALS[instrument.kind];
  }

  /** Sells `units` (all of them at most). Returns the proceeds in the portfolio currency. */
  sell(instrument: Instrument, date: IsoDate, units: Decimal): Decimal {
    const price = this.tradePrice(instrument, date);
    const value = lineValue(instrument, units, price);
    const local = this.toLocal(value, settlementCurrency(instrument), this.dayOf(date));
    this.bookTrade('Sale', instrument, date, units, price, value, local);
    return local;
  }

  /** Parks `amount` of uninvested cash on the cash line (1 unit = 1 of the currency). */
  buyCash(date: IsoDate, amount: Decimal): Decimal {
    if (amount.lte(0)) return ZERO;
    this.bookTrade('Purchase', this.cashLine, date, amount, ONE, amount, amount);
    return amount;
  }

  sellCash(date: IsoDate, amount: Decimal): Decimal {
    if (amount.lte(0)) return ZERO;
    this.bookTrade('Sale', this.cashLine, date, amount, ONE, amount, amount);
    return amount;
  }

  /** Puts whatever cash is uninvested on the cash line, closing the event at a balance of 0. */
  sweep(date: IsoDate): void {
    if (this.cash.gt(0)) this.buyCash(date, this.cash);
  }

  buyProperty(property: PropertyLine, date: IsoDate): void {
    this.properties.set(property.symbol, property);
    this.book.purchase(property.symbol, ONE, property.price, date);
    this.cash = this.cash.minus(property.price);
    const holdingId = this.holdingId(property.symbol);
    const price = property.price.toFixed(2);
    this.rows.push({
      id: this.ctx.rng.uuid(),
      createdAt: this.createdAt(date),
      portalId: this.ctx.portalId,
      accountId: this.ctx.accountId,
      portfolioId: this.ctx.portfolioId,
      parentId: holdingId,
      name: property.name,
      symbol: property.symbol,
      type: 'Purchase',
      date,
      settleDate: addBusinessDays(date, 20),
      amount: '1',
      localCcyAmount: price,
      units: '1',
      price,
      currency: this.ctx.currency,
      assetClass: 'Property',
      region: 'UK',
      security: property.name,
      value: price,
      balance: this.cash.toFixed(2),
      fundName: null,
      considerationLocal: price,
    });
  }

  /** created_at of the next row on a date: the same few instants recur, so they are shared. */
  private createdAt(date: IsoDate): Date {
    if (date !== this.sequenceDate) {
      this.sequenceDate = date;
      this.sequence = 0;
    }
    return at(date, this.sequence++);
  }

  /** The id of the open holding of a symbol; a new one after the position was closed (spec §4). */
  holdingId(symbol: string): string {
    let id = this.holdingIds.get(symbol);
    if (!id) {
      id = this.ctx.rng.uuid();
      this.holdingIds.set(symbol, id);
    }
    return id;
  }

  private bookTrade(
    type: 'Purchase' | 'Sale',
    instrument: Instrument,
    date: IsoDate,
    units: Decimal,
    price: Decimal,
    value: Decimal,
    local: Decimal,
  ): void {
    const holdingId = this.holdingId(instrument.symbol);
    if (type === 'Purchase') {
      this.book.purchase(instrument.symbol, units, value, date, local);
      this.cash = this.cash.minus(local);
    } else {
      if (!this.book.sale(instrument.symbol, units)) this.holdingIds.delete(instrument.symbol);
      this.cash = this.cash.plus(local);
    }
    const unitsText = units.toFixed();
    const localText = local.toFixed(2);
    // A flat literal in column order: rows keep one hidden class, which COPY serialisation reads fast.
    this.rows.push({
      id: this.ctx.rng.uuid(),
      createdAt: this.createdAt(date),
      portalId: this.ctx.portalId,
      accountId: this.ctx.accountId,
      portfolioId: this.ctx.portfolioId,
      parentId: holdingId,
      name: instrument.name,
      symbol: instrument.symbol,
      type,
      date,
      settleDate:
        instrument.kind === 'cash' ? date : addBusinessDays(date, instrument.kind === 'fund' ? 4 : 2),
      amount: unitsText,
      localCcyAmount: localText,
      units: unitsText,
      price: price.toFixed(4),
      currency: instrument.currency,
      assetClass: instrument.assetClass,
      region: instrument.region,
      security: instrument.isin ?? instrument.symbol,
      value: value.toFixed(2),
      balance: this.cash.toFixed(2),
      fundName: instrument.kind === 'fund' ? instrument.name : null,
      considerationLocal: localText,
    });
  }

  private cashRow(type: string, date: IsoDate, amount: Decimal, symbol: string, name: string): void {
    const text = amount.toFixed(2);
    this.rows.push({
      id: this.ctx.rng.uuid(),
      createdAt: this.createdAt(date),
      portalId: this.ctx.portalId,
      accountId: this.ctx.accountId,
      portfolioId: this.ctx.portfolioId,
      parentId: null,
      name,
      symbol,
      type,
      date,
      settleDate: date,
      amount: text,
      localCcyAmount: text,
      units: null,
      price: null,
      currency: this.ctx.currency,
      assetClass: 'Cash',
      region: null,
      security: null,
      value: text,
      balance: this.cash.toFixed(2),
      fundName: null,
      considerationLocal: null,
    });
  }
}
