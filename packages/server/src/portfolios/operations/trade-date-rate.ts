import { and, desc, eq, lte } from 'drizzle-orm';
import { FxBook, type FxInput } from '@portal/domain';
import type { Database } from '../../db/client';
import { fxRates } from '../../db/schema/index';
import { latestRates } from '../../providers/database/market';

/** The latest stored rate of one ordered pair on or before `date`, as the one entry of a list. */
async function latestOfPair(db: Database, from: string, to: string, date: string): Promise<FxInput[]> {
  const [row] = await db
    .select({ date: fxRates.date, rate: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.fromCurrency, from), eq(fxRates.toCurrency, to), lte(fxRates.date, date)))
    .orderBy(desc(fxRates.date))
    .limit(1);
  return row ? [{ date: row.date, from, to, rate: String(row.rate) }] : [];
}

/**
 * 1 `currency` (a settlement currency) in `base` on a trade date from fx_rates: the latest rate on
 * or before the date of the pair, else of its inverse, else through a common currency (the engine's
 * FxBook), as a decimal string; undefined when no rate connects them, so the cost base stays
 * unknown. One index read when the pair is stored (the seed stores every pair), none when the
 * currencies match; the latest row of every pair only for a cross rate.
 */
export async function tradeDateRate(
  db: Database,
  currency: string,
  base: string,
  date: string,
): Promise<string | undefined> {
  if (currency === base) return '1';
  return (await tradeDateFx(db, currency, base, date)).rateOn(currency, base, date)?.toFixed();
}

/** The rates tradeDateRate reads, as the engine's FxBook (empty when the currencies match). */
export async function tradeDateFx(
  db: Database,
  currency: string,
  base: string,
  date: string,
): Promise<FxBook> {
  if (currency === base) return new FxBook([]);
  let rates = await latestOfPair(db, currency, base, date);
  if (rates.length === 0) rates = await latestOfPair(db, base, currency, date);
  if (rates.length === 0) rates = await latestRates(db, date);
  return new FxBook(rates);
}
