import { MoneyDecimal, type PortfolioType } from '@portal/domain';
import type { IsoDate } from '../calendar';
import { roundTo, type PortfolioState } from './state';
import { lineValue, settlementCurrency } from './trading';

export type EventKind = 'contribution' | 'dividend' | 'interest' | 'switch' | 'withdrawal' | 'topup';

/** How often each event happens, by wrapper: pensions draw down, trusts distribute, ISAs subscribe. */
export const EVENT_WEIGHTS: Record<PortfolioType, [EventKind, number][]> = {
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

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

export interface ScheduledEvent {
  month: number;
  day: number;
  kind: EventKind;
}

/**
 * Dated events over the life after the opening month, about as many as the transaction target
 * allows (an event books 2-3 transactions on average), in date order.
 */
export function scheduleEvents(state: PortfolioState): ScheduledEvent[] {
  const { plan, rng, trader, inceptionMonth } = state;
  const span = state.market.calendar.lastMonth - inceptionMonth - 1;
  const events: ScheduledEvent[] = [];
  if (span <= 0) return events;
  const count = Math.max(0, Math.round((plan.targetTransactions - trader.rows.length) / 2.3));
  for (let i = 0; i < count; i++) {
    events.push({
      month: inceptionMonth + 1 + Math.floor(rng.next() * span),
      day: rng.int(2, 28),
      kind: rng.weighted(EVENT_WEIGHTS[plan.type]),
    });
  }
  return events.sort((a, b) => a.month - b.month || a.day - b.day);
}

/**
 * One event: its transactions, then the uninvested cash swept to the cash line, so every event
 * closes at a cash balance of 0. An event that cannot happen (no dividend payer, not enough cash)
 * falls back to another kind or does nothing.
 */
export function runEvent(state: PortfolioState, kind: EventKind, date: IsoDate, month: number): void {
  const { trader, rng, market, plan, equityShare } = state;
  const run = (other: EventKind) => runEvent(state, other, date, month);
  const k = state.indexOf(month);
  const value = state.estimateValue(k);
  const cashLine = trader.cashLine;
  switch (kind) {
    case 'contribution': {
      const amount = new MoneyDecimal(roundTo(Math.max(500, value * rng.between(0.02, 0.12)), 100));
      trader.contribution(date, month, amount);
      const held = state.heldInstruments().filter((i) => i.kind !== 'cash');
      const target =
        held.length > 0 && rng.chance(0.6)
          ? rng.pick(held)
          : state.pickNew(rng.chance(equityShare) ? 'equity' : 'bond');
      trader.buy(target, date, new MoneyDecimal((amount.toNumber() * rng.between(0.7, 0.95)).toFixed(2)));
      break;
    }
    case 'dividend': {
      const payers = state
        .heldInstruments()
        .filter((i) => i.yield > 0 && i.kind !== 'bond' && i.kind !== 'cash');
      if (payers.length === 0) return run('interest');
      const payer = rng.pick(payers);
      const units = trader.book.get(payer.symbol)!.units;
      const gross = lineValue(payer, units, new MoneyDecimal(payer.prices[k]!)).times(payer.yield / 2);
      const amount = trader.toLocal(
        gross.toDecimalPlaces(2, HALF_UP),
        settlementCurrency(payer),
        trader.dayOf(date),
      );
      if (amount.lt(1)) return;
      trader.income('Dividend', date, amount, payer);
      break;
    }
    case 'interest': {
      const bonds = state.heldInstruments().filter((i) => i.kind === 'bond');
      const source = bonds.length > 0 ? rng.pick(bonds) : cashLine;
      const units = trader.book.get(source.symbol)?.units;
      if (!units) return;
      // A bond unit is 100 nominal; the coupon is paid twice a year. Cash earns a quarter's rate.
      const nominal =
        source.kind === 'bond' ? units.times(100).times(source.yield / 2) : units.times(source.yield / 4);
      const amount = trader.toLocal(
        nominal.toDecimalPlaces(2, HALF_UP),
        settlementCurrency(source),
        trader.dayOf(date),
      );
      if (amount.lt(0.5)) return;
      trader.income('Interest', date, amount, source);
      break;
    }
    case 'switch': {
      const tradable = state.heldInstruments().filter((i) => i.kind !== 'cash');
      if (tradable.length < 2) return run('contribution');
      const from = rng.pick(tradable);
      const held = trader.book.get(from.symbol)!.units;
      const fraction = rng.chance(0.35) ? 1 : rng.between(0.2, 0.7);
      const units =
        fraction === 1
          ? held
          : held.times(fraction).toDecimalPlaces(trader.unitDecimals(from), MoneyDecimal.ROUND_DOWN);
      if (units.lte(0)) return;
      const proceeds = trader.sell(from, date, units);
      trader.buy(state.pickNew(from.assetClass === 'Fixed income' ? 'bond' : 'equity'), date, proceeds);
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
      const tradable = state.heldInstruments().filter((i) => i.kind !== 'cash');
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
      const proceeds = trader.sell(from, date, units);
      trader.withdrawal(date, month, MoneyDecimal.min(proceeds, new MoneyDecimal(wanted)));
      break;
    }
    case 'topup': {
      const cash = trader.book.get(cashLine.symbol)?.unitsNumber ?? 0;
      if (cash < 1000 || cash < value * 0.03) return run('dividend');
      const budget = new MoneyDecimal((cash * rng.between(0.5, 0.9)).toFixed(2));
      const quote = trader.quote(state.pickNew(rng.chance(equityShare) ? 'equity' : 'bond'), date, budget);
      if (!quote) return;
      trader.sellCash(date, quote.local);
      trader.buyQuoted(quote, date);
      break;
    }
  }
  trader.sweep(date);
}
