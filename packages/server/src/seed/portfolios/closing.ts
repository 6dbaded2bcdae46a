import { MoneyDecimal, type Decimal } from '@portal/domain';
import type { holdings } from '../../db/schema/index';
import { at, monthStart } from '../calendar';
import type { Market } from '../market/index';
import { propertyValue, type PortfolioPlan } from './state';
import { lineValue, settlementCurrency, type PortfolioTrader, type PropertyLine } from './trading';

export type HoldingRow = typeof holdings.$inferInsert;

/** An open position at the as-of date: price, value (settlement currency) and value in the portfolio currency. */
export interface FinalLine {
  symbol: string;
  price: Decimal;
  value: Decimal;
  local: Decimal;
}

export function finalLines(market: Market, trader: PortfolioTrader): FinalLine[] {
  return trader.book.open().map((position) => {
    const instrument = market.bySymbol.get(position.symbol);
    if (!instrument) {
      const property = trader.properties.get(position.symbol)!;
      const value = new MoneyDecimal(propertyValue(property, market.calendar.lastMonth).toFixed(2));
      return { symbol: position.symbol, price: value, value, local: value };
    }
    // The as-of month's close is the latest stored close (its anchor: the last trading day).
    const last = market.days.anchorOf(market.asOfIndex);
    const price = new MoneyDecimal(instrument.daily[last]!);
    const value = lineValue(instrument, position.units, price);
    return {
      symbol: position.symbol,
      price,
      value,
      local: trader.toLocal(value, settlementCurrency(instrument), last),
    };
  });
}

export function holdingRows(
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
      costBase: position.costBase.toFixed(2),
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
