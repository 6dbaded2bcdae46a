import { FxBook } from '@portal/domain';
import type { Database } from '../../db/client';
import { latestRates } from '../../providers/database/market';

/**
 * 1 `currency` (a settlement currency) in `base` on a trade date from fx_rates: the latest rate on
 * or before the date of the pair, its inverse or through a common currency (the engine's FxBook),
 * as a decimal string; undefined when no rate connects them, so the cost base stays unknown. One
 * query (the latest row of each pair), and none when the currencies match.
 */
export async function tradeDateRate(
  db: Database,
  currency: string,
  base: string,
  date: string,
): Promise<string | undefined> {
  if (currency === base) return '1';
  const rates = await latestRates(db, date);
  return new FxBook(rates).rateOn(currency, base, date)?.toFixed();
}
