import {
  MoneyDecimal,
  type BrandId,
  type Decimal,
  type PortfolioRegion,
  type PortfolioType,
} from '@portal/domain';
import type { holdings, portfolioValuations } from '../../db/schema/index';
import { at, dayOf, monthOf, monthStart, type IsoDate } from '../calendar';
import type { Instrument, Market } from '../market/index';
import type { Rng } from '../random';
import { randomWeights, buildUniverse, type Universe } from './universe';
import {
  lineValue,
  PortfolioTrader,
  settlementCurrency,
  type PortfolioCurrency,
  type PropertyLine,
  type TransactionRow,
} from './trading';

export type HoldingRow = typeof holdings.$inferInsert;
export type ValuationRow = typeof portfolioValuations.$inferInsert;

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

export interface SimulatedPortfolio {
  transactions: TransactionRow[];
  holdings: HoldingRow[];
  valuations: ValuationRow[];
  /** Value at the as-of date in the portfolio currency: the sum of the holdings' values. */
  value: Decimal;
  /** Value of each holding in the portfolio currency, for breakdowns (same order as holdings). */
  localValues: Decimal[];
  /** Month-start values and net flows from the first month after inception to the as-of date. */
  series: { startMonth: number; values: number[]; flows: number[] };
}

type EventKind = 'contribution' | 'dividend' | 'interest' | 'switch' | 'withdrawal' | 'topup';

/** How often each event happens, by wrapper: pensions draw down, trusts distribute, ISAs subscribe. */
const EVENT_WEIGHTS: Record<PortfolioType, [EventKind, number][]> = {
  GIA: [
    ['contribution', 2],
    ['dividend', 3],
    ['interest', 1],
    ['switch', 2],
    ['withdrawal', 1],
    ['topup', 1],
  ],
  ISA: [
    ['contribution', 4],
    ['dividend', 3],
    ['interest', 1],
    ['switch', 2],
    ['withdrawal', 0.5],
    ['topup', 1],
  ],
  SIPP: [
    ['contribution', 3],
    ['dividend', 2],
    ['interest', 1],
    ['switch', 2],
    ['withdrawal', 1.5],
    ['topup', 1],
  ],
  ExO: [
    ['contribution', 2],
    ['dividend', 2],
    ['interest', 0.5],
    ['switch', 3],
    ['withdrawal', 1],
    ['topup', 1],
  ],
  OPB: [
    ['contribution', 1],
    ['dividend', 2],
    ['interest', 1],
    ['switch', 2],
    ['withdrawal', 2],
    ['topup', 1],
  ],
  Trust: [
    ['contribution', 1],
    ['dividend', 3],
    ['interest', 2],
    ['switch', 1],
    ['withdrawal', 2],
    ['topup', 1],
  ],
  SSAS: [
    ['contribution', 2],
    ['dividend', 2],
    ['interest', 2],
    ['switch', 1],
    ['withdrawal', 1],
    ['topup', 1],
  ],
};

// prettier-ignore
const PROPERTIES = [
  'Unit 4, Riverside Business Park, Bristol', 'Suite 2, Wharf House, Leeds', 'Units 7-9, Castle Trading Estate, Cardiff',
  'First floor offices, 18 King Street, Manchester', 'Warehouse 3, Thames Gateway Park, Dartford',
  'Retail unit, 42 High Street, Winchester', 'Clinic premises, 5 Abbey Mews, Bath', 'Workshop, 11 Mill Lane, Harrogate',
];

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * The whole life of one portfolio, from its first contribution to the as-of date: an opening
 * purchase of a risk-appropriate mix, then dated events (contributions, income, switches,
 * withdrawals), each closing at zero uninvested cash. Holdings are what the trades leave; values
 * come from the as-of prices.
 */
export function simulatePortfolio(
  market: Market,
  brand: BrandId,
  plan: PortfolioPlan,
  rng: Rng,
): SimulatedPortfolio {
  const trader = new PortfolioTrader({
    market,
    rng,
    portalId: plan.portalId,
    accountId: plan.accountId,
    portfolioId: plan.id,
    currency: plan.currency,
  });
  const universe = buildUniverse(market, brand, plan.region, plan.currency);
  const first = market.calendar.firstMonth;
  const asOfMonth = market.calendar.lastMonth;
  const inceptionMonth = monthOf(plan.inception);
  const indexOf = (month: number) => month - first;

  const equityShare = 0.1 + (0.85 * (plan.riskLevel - 1)) / 9;
  const pickNew = (kind: 'equity' | 'bond'): Instrument => {
    const pool = kind === 'equity' || universe.bonds.length === 0 ? universe.equities : universe.bonds;
    // A few random draws find a line not yet held; a small pool may offer none, then any will do.
    let choice = rng.pick(pool);
    for (let tries = 0; tries < 6 && trader.book.get(choice.symbol); tries++) choice = rng.pick(pool);
    return choice;
  };
  const heldInstruments = () =>
    trader.book
      .open()
      .map((position) => market.bySymbol.get(position.symbol))
      .filter((instrument): instrument is Instrument => instrument !== undefined);

  // Per symbol: closes, the pence divisor and the rates into the portfolio currency, looked up once.
  const valuers = new Map<string, (index: number, units: number) => number>();
  const valuerOf = (symbol: string) => {
    let valuer = valuers.get(symbol);
    if (!valuer) {
      const instrument = market.bySymbol.get(symbol);
      if (instrument) {
        const closes = instrument.closes;
        const divisor = instrument.currency === 'GBX' ? 100 : 1;
        const rates = market.fx.rateSeries(settlementCurrency(instrument), plan.currency);
        valuer = (index, units) => ((units * closes[index]!) / divisor) * rates[index]!;
      } else {
        const property = trader.properties.get(symbol)!;
        valuer = (index) => propertyValue(property, index + first);
      }
      valuers.set(symbol, valuer);
    }
    return valuer;
  };
  /** The portfolio's value at a month index, as a float: for sizing and past valuations only. */
  const estimateValue = (index: number): number => {
    // Every event ends with the cash swept, so between events it is (almost always) exactly 0.
    let total = trader.cash.isZero() ? 0 : trader.cash.toNumber();
    for (const position of trader.book.positions())
      total += valuerOf(position.symbol)(index, position.unitsNumber);
    return total;
  };

  // Opening: the first contribution, an optional property, then the mix.
  const k0 = indexOf(inceptionMonth);
  const opening = new MoneyDecimal(roundTo(plan.initialAmount, 100));
  trader.contribution(plan.inception, inceptionMonth, opening);
  if (plan.withProperty) {
    const price = new MoneyDecimal(roundTo(plan.initialAmount * rng.between(0.25, 0.45), 1000));
    trader.buyProperty(
      {
        symbol: `PROP-${rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}`,
        name: rng.pick(PROPERTIES),
        price,
        annualGrowth: Number(rng.between(0.015, 0.055).toFixed(4)),
        purchasedOn: plan.inception,
        purchaseMonth: inceptionMonth,
      },
      plan.inception,
    );
  }
  const investable = trader.cash.toNumber() * rng.between(0.94, 0.98);
  const lines = rng.int(4, 8);
  const equityLines = Math.max(1, Math.round(lines * equityShare));
  const bondLines = Math.max(plan.riskLevel >= 9 ? 0 : 1, lines - equityLines);
  const crypto = plan.withCrypto ? rng.between(0.02, 0.05) : 0;
  const picks: [Instrument, number][] = [];
  randomWeights(rng, equityLines).forEach((w) =>
    picks.push([pickNew('equity'), w * equityShare * (1 - crypto)]),
  );
  randomWeights(rng, bondLines).forEach((w) =>
    picks.push([pickNew('bond'), w * (1 - equityShare) * (1 - crypto)]),
  );
  if (plan.withCrypto) picks.push([market.bySymbol.get('BTC')!, crypto]);
  if (rng.chance(0.15))
    picks.push([rng.pick(universe.alternatives.filter((i) => i.kind === 'commodity')), 0.03]);
  for (const [instrument, weight] of picks) {
    const budget = MoneyDecimal.min(trader.cash, new MoneyDecimal((investable * weight).toFixed(2)));
    trader.buy(instrument, plan.inception, k0, budget);
  }
  trader.sweep(plan.inception);

  // Dated events over the life, about as many as the transaction target allows.
  const span = asOfMonth - inceptionMonth - 1;
  const events: { month: number; day: number; kind: EventKind }[] = [];
  if (span > 0) {
    const count = Math.max(0, Math.round((plan.targetTransactions - trader.rows.length) / 2.3));
    for (let i = 0; i < count; i++) {
      events.push({
        month: inceptionMonth + 1 + Math.floor(rng.next() * span),
        day: rng.int(2, 28),
        kind: rng.weighted(EVENT_WEIGHTS[plan.type]),
      });
    }
    events.sort((a, b) => a.month - b.month || a.day - b.day);
  }

  const run = (kind: EventKind, date: IsoDate, month: number) => {
    const k = indexOf(month);
    const value = estimateValue(k);
    const cashLine = trader.cashLine;
    switch (kind) {
      case 'contribution': {
        const amount = new MoneyDecimal(roundTo(Math.max(500, value * rng.between(0.02, 0.12)), 100));
        trader.contribution(date, month, amount);
        const held = heldInstruments().filter((i) => i.kind !== 'cash');
        const target =
          held.length > 0 && rng.chance(0.6)
            ? rng.pick(held)
            : pickNew(rng.chance(equityShare) ? 'equity' : 'bond');
        trader.buy(
          target,
          date,
          k,
          new MoneyDecimal((amount.toNumber() * rng.between(0.7, 0.95)).toFixed(2)),
        );
        break;
      }
      case 'dividend': {
        const payers = heldInstruments().filter((i) => i.yield > 0 && i.kind !== 'bond' && i.kind !== 'cash');
        if (payers.length === 0) return run('interest', date, month);
        const payer = rng.pick(payers);
        const units = trader.book.get(payer.symbol)!.units;
        const gross = lineValue(payer, units, new MoneyDecimal(payer.prices[k]!)).times(payer.yield / 2);
        const amount = trader.toLocal(gross.toDecimalPlaces(2, HALF_UP), settlementCurrency(payer), k);
        if (amount.lt(1)) return;
        trader.income('Dividend', date, amount, payer);
        break;
      }
      case 'interest': {
        const bonds = heldInstruments().filter((i) => i.kind === 'bond');
        const source = bonds.length > 0 ? rng.pick(bonds) : cashLine;
        const units = trader.book.get(source.symbol)?.units;
        if (!units) return;
        // A bond unit is 100 nominal; the coupon is paid twice a year. Cash earns a quarter's rate.
        const nominal =
          source.kind === 'bond' ? units.times(100).times(source.yield / 2) : units.times(source.yield / 4);
        const amount = trader.toLocal(nominal.toDecimalPlaces(2, HALF_UP), settlementCurrency(source), k);
        if (amount.lt(0.5)) return;
        trader.income('Interest', date, amount, source);
        break;
      }
      case 'switch': {
        const tradable = heldInstruments().filter((i) => i.kind !== 'cash');
        if (tradable.length < 2) return run('contribution', date, month);
        const from = rng.pick(tradable);
        const held = trader.book.get(from.symbol)!.units;
        const fraction = rng.chance(0.35) ? 1 : rng.between(0.2, 0.7);
        const units =
          fraction === 1
            ? held
            : held.times(fraction).toDecimalPlaces(trader.unitDecimals(from), MoneyDecimal.ROUND_DOWN);
        if (units.lte(0)) return;
        const proceeds = trader.sell(from, date, k, units);
        trader.buy(pickNew(from.assetClass === 'Fixed income' ? 'bond' : 'equity'), date, k, proceeds);
        break;
      }
      case 'withdrawal': {
        const wanted = roundTo(value * rng.between(0.02, 0.08), 50);
        const cash = trader.book.get(cashLine.symbol);
        if (cash && cash.unitsNumber >= wanted) {
          const amount = new MoneyDecimal(wanted);
          trader.sellCash(date, amount);
          trader.withdrawal(date, month, amount);
          break;
        }
        const tradable = heldInstruments().filter((i) => i.kind !== 'cash');
        if (tradable.length === 0) return;
        const from = rng.pick(tradable);
        const held = trader.book.get(from.symbol)!.units;
        const price = from.closes[k]! / (from.currency === 'GBX' ? 100 : 1);
        const rate = market.fx.rateNumber(settlementCurrency(from), plan.currency, k);
        const needed = Math.min(trader.book.get(from.symbol)!.unitsNumber, (wanted / (price * rate)) * 1.02);
        let units = new MoneyDecimal(needed.toFixed(8)).toDecimalPlaces(
          trader.unitDecimals(from),
          MoneyDecimal.ROUND_UP,
        );
        if (units.gt(held)) units = held;
        if (units.lte(0)) return;
        const proceeds = trader.sell(from, date, k, units);
        trader.withdrawal(date, month, MoneyDecimal.min(proceeds, new MoneyDecimal(wanted)));
        break;
      }
      case 'topup': {
        const cash = trader.book.get(cashLine.symbol)?.unitsNumber ?? 0;
        if (cash < 1000 || cash < value * 0.03) return run('dividend', date, month);
        const budget = new MoneyDecimal((cash * rng.between(0.5, 0.9)).toFixed(2));
        const quote = trader.quote(pickNew(rng.chance(equityShare) ? 'equity' : 'bond'), k, budget);
        if (!quote) return;
        trader.sellCash(date, quote.local);
        trader.buyQuoted(quote, date);
        break;
      }
    }
    trader.sweep(date);
  };

  // Walk the months: events of a month, then the valuation on the first of the next month.
  const valuations: ValuationRow[] = [];
  const series = { startMonth: inceptionMonth + 1, values: [] as number[], flows: [] as number[] };
  let next = 0;
  let finalValue = new MoneyDecimal(0);
  let finals: FinalLine[] = [];
  for (let month = inceptionMonth; month < asOfMonth; month++) {
    while (next < events.length && events[next]!.month === month) {
      const event = events[next++]!;
      run(event.kind, dayOf(month, event.day), month);
    }
    const valuationMonth = month + 1;
    const flow = trader.flows.get(month) ?? 0;
    let value: string;
    if (valuationMonth === asOfMonth) {
      finals = finalLines(market, trader);
      finalValue = finals.reduce((sum, line) => sum.plus(line.local), new MoneyDecimal(0));
      value = finalValue.toFixed(2);
    } else {
      value = estimateValue(indexOf(valuationMonth)).toFixed(2);
    }
    series.values.push(Number(value));
    series.flows.push(flow);
    valuations.push({
      id: rng.uuid(),
      createdAt: at(monthStart(valuationMonth)),
      portalId: plan.portalId,
      portfolioId: plan.id,
      date: monthStart(valuationMonth),
      value,
      netFlow: flow.toFixed(2),
    });
  }

  return {
    transactions: trader.rows,
    holdings: holdingRows(market, trader, plan, finals),
    valuations,
    value: finalValue,
    localValues: finals.map((line) => line.local),
    series,
  };
}

/** A property's value in a month: purchase price grown at its annual rate, to the penny. */
function propertyValue(property: PropertyLine, month: number): number {
  const years = Math.max(0, month - property.purchaseMonth) / 12;
  return Number((property.price.toNumber() * (1 + property.annualGrowth) ** years).toFixed(2));
}

/** An open position at the as-of date: price, value (settlement currency) and value in the portfolio currency. */
interface FinalLine {
  symbol: string;
  price: Decimal;
  value: Decimal;
  local: Decimal;
}

function finalLines(market: Market, trader: PortfolioTrader): FinalLine[] {
  return trader.book.open().map((position) => {
    const instrument = market.bySymbol.get(position.symbol);
    if (!instrument) {
      const property = trader.properties.get(position.symbol)!;
      const value = new MoneyDecimal(propertyValue(property, market.calendar.lastMonth).toFixed(2));
      return { symbol: position.symbol, price: value, value, local: value };
    }
    const price = new MoneyDecimal(instrument.prices[market.asOfIndex]!);
    const value = lineValue(instrument, position.units, price);
    return {
      symbol: position.symbol,
      price,
      value,
      local: trader.toLocal(value, settlementCurrency(instrument), market.asOfIndex),
    };
  });
}

function holdingRows(
  market: Market,
  trader: PortfolioTrader,
  plan: PortfolioPlan,
  finals: FinalLine[],
): HoldingRow[] {
  const createdAt = at(plan.inception);
  return finals.map(({ symbol, price, value }): HoldingRow => {
    const position = trader.book.get(symbol)!;
    const instrument = market.bySymbol.get(symbol);
    const property = instrument ? undefined : trader.properties.get(symbol)!;
    const cost = position.cost.toFixed(2);
    // One flat literal for both kinds: rows keep one shape, which serialisation reads fast.
    return {
      id: trader.holdingId(symbol),
      createdAt,
      portalId: plan.portalId,
      portfolioId: plan.id,
      parentId: plan.id,
      instrumentId: instrument ? instrument.id : null,
      name: instrument ? instrument.name : property!.name,
      symbol,
      units: position.units.toFixed(),
      currency: instrument ? instrument.currency : plan.currency,
      region: instrument ? instrument.region : 'UK',
      purchaseDate: position.openedOn,
      purchaseValue: cost,
      assetClass: instrument ? instrument.assetClass : 'Property',
      sector: instrument ? instrument.sector : 'Property',
      type: instrument ? instrument.type : 'Other',
      price: price.toFixed(4),
      cost,
      value: value.toFixed(2),
      annualGrowth: property ? (property.annualGrowth * 100).toFixed(2) : null,
      pricePoints: property ? propertyPricePoints(property, market.calendar.lastMonth) : null,
      isin: instrument ? instrument.isin : null,
      sedol: instrument ? instrument.sedol : null,
    };
  });
}

/** Yearly valuations from the purchase to the as-of date (the last point is the current value). */
function propertyPricePoints(property: PropertyLine, asOfMonth: number): { date: string; value: string }[] {
  const points = [{ date: property.purchasedOn, value: property.price.toFixed(2) }];
  for (let month = property.purchaseMonth + 12; month < asOfMonth; month += 12) {
    points.push({ date: monthStart(month), value: propertyValue(property, month).toFixed(2) });
  }
  points.push({ date: monthStart(asOfMonth), value: propertyValue(property, asOfMonth).toFixed(2) });
  return points;
}

export type { Universe };
