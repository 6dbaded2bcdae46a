import type { BrandId, PortfolioRegion, PortfolioType } from '@portal/domain';
import { monthOf, type IsoDate } from '../calendar';
import type { Instrument, Market } from '../market/index';
import type { Rng } from '../random';
import { PortfolioTrader, settlementCurrency, type PortfolioCurrency, type PropertyLine } from './trading';
import { buildUniverse, type Universe } from './universe';

export interface PortfolioPlan {
  id: string;
  accountId: string;
  portalId: string;
  type: PortfolioType;
  currency: PortfolioCurrency;
  region: PortfolioRegion;
  riskLevel: number;
  inception: IsoDate;
  /** First contribution, in the portfolio currency. */
  initialAmount: number;
  /** About how many transactions the history should have. */
  targetTransactions: number;
  withProperty: boolean;
  withCrypto: boolean;
}

/** `value` rounded to a multiple of `step`, at least one step (amounts people actually pay in). */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** A property's value in a month: purchase price grown at its annual rate, to the penny. */
export function propertyValue(property: PropertyLine, month: number): number {
  const years = Math.max(0, month - property.purchaseMonth) / 12;
  return Number((property.price.toNumber() * (1 + property.annualGrowth) ** years).toFixed(2));
}

/**
 * One portfolio while its history is generated: its plan, its books (the trader), what it may buy,
 * and float estimates of its value for sizing trades and for past valuations.
 */
export class PortfolioState {
  readonly trader: PortfolioTrader;
  readonly universe: Universe;
  readonly inceptionMonth: number;
  /** Target share of equities, from the risk level: 10 % at level 1 up to 95 % at level 10. */
  readonly equityShare: number;
  /** Per symbol, the float value of some units in a month (closes, pence, exchange rates resolved once). */
  private readonly valuers = new Map<string, (index: number, units: number) => number>();

  constructor(
    readonly market: Market,
    brand: BrandId,
    readonly plan: PortfolioPlan,
    readonly rng: Rng,
  ) {
    this.trader = new PortfolioTrader({
      market,
      rng,
      portalId: plan.portalId,
      accountId: plan.accountId,
      portfolioId: plan.id,
      currency: plan.currency,
    });
    this.universe = buildUniverse(market, brand, plan.region, plan.currency);
    this.inceptionMonth = monthOf(plan.inception);
    this.equityShare = 0.1 + (0.85 * (plan.riskLevel - 1)) / 9;
  }

  /** Index of a month number in the market's monthly series. */
  indexOf(month: number): number {
    return month - this.market.calendar.firstMonth;
  }

  /** A line to buy: preferably one not held yet. */
  pickNew(kind: 'equity' | 'bond'): Instrument {
    const { equities, bonds } = this.universe;
    const pool = kind === 'equity' || bonds.length === 0 ? equities : bonds;
    // A few random draws find a line not yet held; a small pool may offer none, then any will do.
    let choice = this.rng.pick(pool);
    for (let tries = 0; tries < 6 && this.trader.book.get(choice.symbol); tries++)
      choice = this.rng.pick(pool);
    return choice;
  }

  /** The instruments held (direct properties left out: they are never traded). */
  heldInstruments(): Instrument[] {
    const held: Instrument[] = [];
    for (const position of this.trader.book.positions()) {
      const instrument = this.market.bySymbol.get(position.symbol);
      if (instrument) held.push(instrument);
    }
    return held;
  }

  /** The portfolio's value at a month index, as a float: for sizing and past valuations only. */
  estimateValue(index: number): number {
    const cash = this.trader.cash;
    // Every event ends with the cash swept, so between events it is (almost always) exactly 0.
    let total = cash.isZero() ? 0 : cash.toNumber();
    for (const position of this.trader.book.positions()) {
      total += this.valuerOf(position.symbol)(index, position.unitsNumber);
    }
    return total;
  }

  private valuerOf(symbol: string) {
    let valuer = this.valuers.get(symbol);
    if (!valuer) {
      const instrument = this.market.bySymbol.get(symbol);
      if (instrument) {
        const closes = instrument.closes;
        const divisor = instrument.currency === 'GBX' ? 100 : 1;
        const rates = this.market.fx.rateSeries(settlementCurrency(instrument), this.plan.currency);
        valuer = (index, units) => ((units * closes[index]!) / divisor) * rates[index]!;
      } else {
        const property = this.trader.properties.get(symbol)!;
        const first = this.market.calendar.firstMonth;
        valuer = (index) => propertyValue(property, index + first);
      }
      this.valuers.set(symbol, valuer);
    }
    return valuer;
  }
}
