import { MoneyDecimal, type Decimal } from '../../money';
import { dayNumber, fromDayNumber } from '../core/dates';
import { PriceBook, type FxBook, type PriceFound } from '../valuation/market';
import { fxToBase, valueHoldings, type ValuationContext } from '../valuation/value-holdings';
import {
  DayTotals,
  STALE_BUSINESS_DAYS,
  businessDaysBetween,
  dailyBook,
  dayGrid,
  fxBookOf,
  isCashTracked,
  orderedRows,
  priceRows,
  propertyValuers,
  tradePrice,
  type TradePrice,
} from './plan';
import { heldOn } from '../valuation/property';
import type { DailyPoint, DailyValuation, DailyValuationInput } from './types';

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

/** Closes, falling back to a symbol's last trade price while it has no close yet. */
class ClosesOrTradePrice extends PriceBook {
  readonly traded = new Map<string, TradePrice>();
  /** Symbols answered from their trade price since the last clear. */
  readonly fallbacks = new Set<string>();

  override priceOn(symbol: string, date: string): PriceFound | undefined {
    const close = super.priceOn(symbol, date);
    if (close) return close;
    const trade = this.traded.get(symbol);
    if (!trade) return undefined;
    this.fallbacks.add(symbol);
    return { date: trade.date, price: new MoneyDecimal(trade.price), currency: trade.currency };
  }
}

/**
 * The daily valuation written plainly over HoldingsBook and valueHoldings (a decimal object per
 * holding per day): the reference the fast path (valueDaily) is tested against, to the penny.
 * Each day's transactions are applied, then the book is snapshot and valued with valueHoldings at
 * the day's closes and rates; uninvested cash (held in the base currency) is added to the penny.
 */
export function valueDailyReference(input: DailyValuationInput): DailyValuation {
  const rows = orderedRows(input);
  const cashTracked = isCashTracked(rows);
  const prices = new ClosesOrTradePrice(priceRows(input));
  const properties = propertyValuers(input);
  const fx = fxBookOf(input);
  const book = dailyBook(input.baseCurrency, cashTracked, fx);
  const totals = new DayTotals(cashTracked);
  const points: DailyPoint[] = [];
  let next = 0;
  for (const day of dayGrid(input, rows)) {
    const date = fromDayNumber(day);
    for (; next < rows.length && rows[next]!.tx.date <= date; next++) {
      const { tx, row } = rows[next]!;
      const applied = book.apply(tx, row);
      if (applied.type === 'Purchase' || applied.type === 'Sale') {
        prices.traded.set(tx.symbol, tradePrice(tx, input.baseCurrency));
      }
      if (tx.date === date) totals.add(applied);
      else totals.take(); // before `from`: replayed, not reported
    }
    const context: ValuationContext = { prices, fx, date, baseCurrency: input.baseCurrency };
    const replay = book.snapshot();
    prices.fallbacks.clear();
    const holdings = replay.holdings.map((position) =>
      heldOn(position, properties.get(position.symbol), date),
    );
    const valuation = valueHoldings(holdings, context);
    const cash = Object.entries(replay.cash).reduce(
      (sum, [currency, amount]) => sum.plus(new MoneyDecimal(amount).times(fxToBase(context, currency))),
      new MoneyDecimal(0),
    );
    // Cash half toward +∞, as reconcile.ts: a contribution of pennies adds exactly them.
    const value = new MoneyDecimal(valuation.total).plus(
      cash.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_CEIL),
    );
    // A property valued from its own data (no price) is never stale: it has no close to wait for.
    const stale = valuation.holdings
      .filter(
        (h) =>
          prices.fallbacks.has(h.symbol) ||
          (h.price !== null && businessDaysBetween(dayNumber(h.priceDate), day) > STALE_BUSINESS_DAYS),
      )
      .map((h) => h.symbol);
    points.push({
      date,
      value: value.toFixed(2),
      valueAccount: inAccountCurrency(value, fx, input, date),
      ...totals.take(),
      stale,
    });
  }
  return { points };
}

/** The value restated in the account currency at the day's rate, to the penny; null without one. */
function inAccountCurrency(
  value: Decimal,
  fx: FxBook,
  input: DailyValuationInput,
  date: string,
): string | null {
  if (!input.accountCurrency) return null;
  const rate = fx.rateOn(input.baseCurrency, input.accountCurrency, date);
  return rate ? value.times(rate).toDecimalPlaces(2, HALF_UP).toFixed(2) : null;
}
