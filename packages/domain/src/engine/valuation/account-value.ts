import { MoneyDecimal } from '../../money';
import { FxBook, type FxInput } from './market';

/** A portfolio's stored value and its currency, as an account total adds them. */
export interface PortfolioValueLine {
  value: string | null;
  currency: string | null;
}

/**
 * An account's value: its active portfolios' values in the account's currency (`target`) at the
 * latest rates on `date`, each converted value rounded to the penny before it is added (the figure
 * the holdings pages show per portfolio). Null when a portfolio's currency has no rate: the caller
 * keeps the stored value rather than guess. A portfolio without a currency is in the account's.
 */
export function accountValue(
  lines: readonly PortfolioValueLine[],
  target: string,
  rates: readonly FxInput[],
  date: string,
): string | null {
  const fx = new FxBook(rates.map((r) => ({ ...r })));
  let sum = new MoneyDecimal(0);
  for (const line of lines) {
    const value = new MoneyDecimal(line.value ?? '0');
    const currency = line.currency ?? target;
    const rate = currency === target ? new MoneyDecimal(1) : fx.rateOn(currency, target, date);
    if (!rate) return null;
    sum = sum.plus(value.times(rate).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP));
  }
  return sum.toFixed(2);
}
