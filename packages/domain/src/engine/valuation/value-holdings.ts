import { MoneyDecimal, type Decimal } from '../../money';
import { cashCurrencyOf, quoteDivisor, settlementCurrency } from '../core/currency';
import { EngineError } from '../core/errors';
import { costInBase } from '../core/cost-base';
import { baseGain } from './base-gain';
import { holdingReturn } from './holding-return';
import type { FxBook, PriceBook } from './market';
import { isPropertyHolding, propertyValue } from './property';
import type { EngineHolding, Valuation, ValuedHolding } from './types';

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

export interface ValuationContext {
  prices: PriceBook;
  fx: FxBook;
  date: string;
  baseCurrency: string;
}

function money(value: Decimal): string {
  return value.toDecimalPlaces(2, HALF_UP).toFixed(2);
}

/** 1 unit of `currency` (settlement) in the base currency on the date; EngineError when unknown. */
export function fxToBase(context: ValuationContext, currency: string): Decimal {
  const rate = context.fx.rateOn(currency, context.baseCurrency, context.date);
  if (!rate) {
    throw new EngineError('errors.missing_fx_rate', {
      from: currency,
      to: context.baseCurrency,
      date: context.date,
    });
  }
  return rate;
}

/**
 * One holding on the context's date: a cash line ('CASH.<ccy>') at 1; a property from its price
 * points or growth; anything else at its latest price on or before the date. The value is
 * units × price in the settlement currency (÷ 100 for GBX: pence), to the penny, then converted
 * to the base currency at the date's rate, to the penny. With its cost in the base currency (see
 * costInBase), the gain in the base currency is split into market and currency effects (baseGain).
 * EngineError 'errors.missing_price' or 'errors.missing_fx_rate' (with symbol/pair and date) when
 * the data is missing.
 *
 * @example valueHolding({ symbol: 'VOD.L', units: '100', cost: '70', currency: 'GBX' }, { prices: new PriceBook([{ symbol: 'VOD.L', date: '2024-01-31', price: '72.5', currency: 'GBX' }]), fx: new FxBook([]), date: '2024-02-01', baseCurrency: 'GBP' })
 * // → { ..., price: '72.5', value: '72.50', valueBase: '72.50', return: { value: 0.0357... },
 * //      costBase: '70', gainBase: { total: '2.50', market: '2.50', currency: '0.00' } }
 */
export function valueHolding(holding: EngineHolding, context: ValuationContext): ValuedHolding {
  const cashCurrency = cashCurrencyOf(holding.symbol);
  let price: Decimal | null;
  let priceDate = context.date;
  let value: Decimal;
  let currency = holding.currency;
  if (cashCurrency) {
    price = new MoneyDecimal(1);
    currency = cashCurrency;
    value = new MoneyDecimal(holding.units);
  } else if (isPropertyHolding(holding)) {
    const found = propertyValue(holding, context.date);
    if (!found) throw new EngineError('errors.missing_price', { symbol: holding.symbol, date: context.date });
    price = null;
    priceDate = found.date;
    value = found.value;
  } else {
    const found = context.prices.priceOn(holding.symbol, context.date);
    if (!found) throw new EngineError('errors.missing_price', { symbol: holding.symbol, date: context.date });
    price = found.price;
    priceDate = found.date;
    currency = found.currency || holding.currency;
    value = new MoneyDecimal(holding.units).times(found.price).dividedBy(quoteDivisor(currency));
  }
  const settled = value.toDecimalPlaces(2, HALF_UP);
  const rate = fxToBase(context, settlementCurrency(currency));
  const base = settled.times(rate).toDecimalPlaces(2, HALF_UP);
  const costBase = costInBase(holding.cost, holding.costBase, currency, context.baseCurrency);
  const cost = holding.cost;
  return {
    ...holding,
    price: price === null ? null : price.toFixed(),
    priceDate,
    value: money(settled),
    valueBase: money(base),
    return: holdingReturn(settled, cost),
    costBase,
    gainBase:
      costBase === null || cost === null || cost === undefined || cost === ''
        ? null
        : baseGain({ value: settled, cost, valueBase: base, costBase, rate }),
  };
}

/**
 * All holdings on a date with their exact total in the base currency.
 *
 * @example valueHoldings(holdings, { prices, fx, date: '2024-06-30', baseCurrency: 'GBP' }).total // → '125400.12'
 */
export function valueHoldings(holdings: readonly EngineHolding[], context: ValuationContext): Valuation {
  const valued = holdings.map((holding) => valueHolding(holding, context));
  const total = valued.reduce((sum, line) => sum.plus(line.valueBase), new MoneyDecimal(0));
  return { date: context.date, baseCurrency: context.baseCurrency, holdings: valued, total: money(total) };
}
