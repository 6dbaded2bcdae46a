/** Currency rules shared by the engine: pence lines and cash lines. */

/** The currency a line settles in: GBP for lines quoted in pence (GBX), otherwise its own. */
export function settlementCurrency(currency: string): string {
  return currency === 'GBX' ? 'GBP' : currency;
}

/** How many quote units make one settlement unit: 100 for pence (GBX), 1 otherwise. */
export function quoteDivisor(currency: string): 1 | 100 {
  return currency === 'GBX' ? 100 : 1;
}

const CASH_PREFIX = 'CASH.';

/** The symbol of the cash line of a currency (the seed's convention): 'CASH.GBP'. */
export function cashSymbol(currency: string): string {
  return `${CASH_PREFIX}${currency}`;
}

/** The currency of a cash line symbol ('CASH.EUR' → 'EUR'), or undefined for any other symbol. */
export function cashCurrencyOf(symbol: string): string | undefined {
  return symbol.startsWith(CASH_PREFIX) && symbol.length > CASH_PREFIX.length
    ? symbol.slice(CASH_PREFIX.length)
    : undefined;
}
