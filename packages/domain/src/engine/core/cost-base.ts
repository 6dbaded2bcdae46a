import { settlementCurrency } from './currency';

/**
 * A line's pooled cost in the base currency when it is known: the stored cost base; else, for a
 * line that settles in the base currency (GBX lines in a GBP portfolio, cash in its own currency),
 * the cost itself, because the rate is 1 on every date; else null. A missing cost base of a foreign
 * line stays unknown: no rate of another date stands in for the trade dates' rates.
 *
 * @example costInBase('1300', undefined, 'USD', 'GBP') // → null
 * @example costInBase('723.5', undefined, 'GBX', 'GBP') // → '723.5'
 */
export function costInBase(
  cost: string | null | undefined,
  costBase: string | null | undefined,
  currency: string,
  baseCurrency: string,
): string | null {
  if (costBase !== null && costBase !== undefined && costBase !== '') return costBase;
  if (cost === null || cost === undefined || cost === '') return null;
  return settlementCurrency(currency) === baseCurrency ? cost : null;
}
