import { MoneyDecimal, type Decimal } from '../../money';
import { monthsBetween } from '../core/dates';
import { lastOnOrBefore, sortedByDate } from '../core/search';
import type { EngineHolding } from './types';

/** True for a property holding valued from its own data (spec §3: asset class Property, 1 unit). */
export function isPropertyHolding(holding: EngineHolding): boolean {
  return (
    (holding.assetClass ?? '').toLowerCase() === 'property' &&
    ((holding.pricePoints?.length ?? 0) > 0 || !!holding.annualGrowth)
  );
}

/**
 * The value of a property on `date` (spec §3 annual_growth, pricePoints): the latest price point on
 * or before the date; else the purchase value grown by `annualGrowth` percent a year for the whole
 * months since the purchase, to the penny; undefined when neither is known for the date.
 *
 * @example propertyValue({ symbol: 'PROP-1', units: '1', currency: 'GBP', assetClass: 'Property', annualGrowth: '5', purchaseDate: '2020-01-01', purchaseValue: '100000' }, '2022-01-01')
 * // → { date: '2022-01-01', value: Decimal('110250') }
 */
export function propertyValue(
  holding: EngineHolding,
  date: string,
): { date: string; value: Decimal } | undefined {
  const points = holding.pricePoints ? sortedByDate(holding.pricePoints) : [];
  const i = lastOnOrBefore(
    points.map((p) => p.date),
    date,
  );
  if (i >= 0) return { date: points[i]!.date, value: new MoneyDecimal(points[i]!.value) };
  if (!holding.annualGrowth || !holding.purchaseDate || !holding.purchaseValue || holding.purchaseDate > date)
    return undefined;
  const months = Math.floor(monthsBetween(holding.purchaseDate, date) + 1e-9);
  const growth = new MoneyDecimal(1).plus(new MoneyDecimal(holding.annualGrowth).dividedBy(100));
  const value = new MoneyDecimal(holding.purchaseValue)
    .times(growth.pow(new MoneyDecimal(months).dividedBy(12)))
    .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
  return { date, value };
}
