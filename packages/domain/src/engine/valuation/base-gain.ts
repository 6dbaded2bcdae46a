import { MoneyDecimal, type MoneyInput } from '../../money';
import type { BaseGain } from './types';

const HALF_UP = MoneyDecimal.ROUND_HALF_UP;

/**
 * The gain of a holding in the base currency split into its market and currency effects (BaseGain):
 * `value` and `cost` in the settlement currency, `valueBase` and `costBase` in the base currency,
 * `rate` 1 settlement unit in base today. Each part is rounded to the penny; when the two rounded
 * parts miss the exact total (valueBase − costBase) by a penny, that penny goes to the part whose
 * rounding moved it furthest the other way, so both stay within a penny and a half of their exact
 * figures and add up to the total exactly.
 *
 * @example baseGain({ value: '1300', cost: '1000', valueBase: '1040.00', costBase: '800', rate: new MoneyDecimal('0.8') })
 * // → { total: '240.00', market: '240.00', currency: '0.00' }
 */
export function baseGain(figures: {
  value: MoneyInput;
  cost: MoneyInput;
  valueBase: MoneyInput;
  costBase: MoneyInput;
  rate: MoneyInput;
}): BaseGain {
  const total = new MoneyDecimal(figures.valueBase).minus(figures.costBase);
  const costToday = new MoneyDecimal(figures.cost).times(figures.rate);
  const exactMarket = new MoneyDecimal(figures.value).times(figures.rate).minus(costToday);
  const exactCurrency = costToday.minus(figures.costBase);
  let market = exactMarket.toDecimalPlaces(2, HALF_UP);
  let currency = exactCurrency.toDecimalPlaces(2, HALF_UP);
  const residue = total.minus(market).minus(currency);
  if (!residue.isZero()) {
    // How far each rounding fell short in the residue's direction: the larger takes the residue.
    const direction = residue.isNegative() ? -1 : 1;
    const marketShort = exactMarket.minus(market).times(direction);
    const currencyShort = exactCurrency.minus(currency).times(direction);
    if (marketShort.gte(currencyShort)) market = market.plus(residue);
    else currency = currency.plus(residue);
  }
  return { total: total.toFixed(2), market: market.toFixed(2), currency: currency.toFixed(2) };
}
