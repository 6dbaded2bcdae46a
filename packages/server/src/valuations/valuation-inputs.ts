import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cashCurrencyOf, settlementCurrency, type DailyValuationInput } from '@portal/domain';
import type { Database } from '../db/client';
import { rowsOf } from '../providers/database/market';
import { fxRates, instrumentPrices, instruments, transactions } from '../db/schema/index';

type Inputs = Pick<DailyValuationInput, 'transactions' | 'prices' | 'fx'>;

/** A portfolio's active transactions as the engine reads them, oldest first (booking order within a day). */
export async function engineTransactions(db: Database, portfolioId: string) {
  const rows = await db
    .select({
      date: transactions.date,
      type: transactions.type,
      symbol: transactions.symbol,
      amount: transactions.amount,
      units: transactions.units,
      price: transactions.price,
      value: transactions.value,
      currency: transactions.currency,
      localCcyAmount: transactions.localCcyAmount,
      fee: transactions.fee,
    })
    .from(transactions)
    .where(and(eq(transactions.portfolioId, portfolioId), eq(transactions.active, true)))
    .orderBy(asc(transactions.date), asc(transactions.createdAt), asc(transactions.id));
  return rows.map((row) => ({ ...row, symbol: row.symbol ?? '' }));
}

/**
 * What valuing a portfolio's days from `from` to `to` needs: its transactions, the closes of the
 * symbols it traded (the last one on or before `from` and every one after it, up to `to`), and the
 * exchange rates of every pair touching the currencies it uses that the days valued and the
 * dates of its transactions in other currencies than the base (their cash is converted at the rate
 * of its date, however old) can read.
 */
export async function valuationInputs(
  db: Database,
  portfolioId: string,
  baseCurrency: string,
  accountCurrency: string | null,
  from: string,
  to: string,
): Promise<Inputs> {
  const txs = await engineTransactions(db, portfolioId);
  const symbols = [...new Set(txs.map((t) => t.symbol).filter((s) => s && !cashCurrencyOf(s)))];
  const currencies = new Set([baseCurrency, accountCurrency ?? baseCurrency, 'GBP']);
  for (const t of txs) if (t.currency) currencies.add(settlementCurrency(t.currency));
  // One query after another: inside the revaluation's transaction they share one connection.
  const prices =
    symbols.length === 0
      ? []
      : await db
          .select({
            symbol: instruments.symbol,
            date: instrumentPrices.date,
            price: instrumentPrices.price,
            currency: instrumentPrices.currency,
          })
          .from(instrumentPrices)
          .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
          .where(
            and(
              inArray(instruments.symbol, symbols),
              sql`${instrumentPrices.date} > ${from}`,
              sql`${instrumentPrices.date} <= ${to}`,
            ),
          );
  const opening = await openingCloses(db, symbols, from);
  // Only cash in another currency than the base is converted at its own day's rate.
  const converted = txs.filter((t) => t.currency && settlementCurrency(t.currency) !== baseCurrency);
  const before = [...new Set(converted.map((t) => t.date).filter((d) => d < from)), from];
  const rates = await ratesNeeded(db, [...currencies], before, from, to);
  return { transactions: txs, prices: [...opening, ...prices], fx: rates };
}

/**
 * The rates of every pair touching `currencies` that a rate lookup (the last on or before a day)
 * can find for the days valued, `from` to `to`, and for the `dates` before them (the transactions'
 * dates, whose cash is converted at its own date's rate): every rate from `from` on, and before it
 * only each pair's last rate on or before each of `dates`, one backward index read apiece. Reading
 * every rate since the first made a re-valuation from yesterday read five years of them.
 */
async function ratesNeeded(
  db: Database,
  currencies: readonly string[],
  dates: readonly string[],
  from: string,
  to: string,
) {
  const list = sql.join(
    currencies.map((c) => sql`${c}`),
    sql`, `,
  );
  const touching = sql`(from_currency in (${list}) or to_currency in (${list}))`;
  return rowsOf<{ date: string; from: string; to: string; rate: string }>(
    db,
    sql`
    select date::text as date, from_currency as "from", to_currency as "to", rate::text as rate
      from ${fxRates}
     where ${touching} and date >= ${from} and date <= ${to}
    union
    select r.date::text, r.from_currency, r.to_currency, r.rate::text
      from (select distinct from_currency, to_currency from ${fxRates} where ${touching}) pair
     cross join unnest(${`{${dates.join(',')}}`}::date[]) as needed(day)
     cross join lateral (
       select date, from_currency, to_currency, rate from ${fxRates}
        where from_currency = pair.from_currency and to_currency = pair.to_currency
          and date <= least(needed.day, ${to}::date)
        order by date desc limit 1
     ) r`,
  );
}

/** The last close on or before `date` of each symbol: one backward index read per instrument. */
async function openingCloses(db: Database, symbols: readonly string[], date: string) {
  if (symbols.length === 0) return [];
  const list = sql.join(
    symbols.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<{ symbol: string; date: string; price: string; currency: string }>(
    db,
    sql`
    select i.symbol, p.date::text as date, p.price::text as price, p.currency
      from ${instruments} i
      cross join lateral (
        select date, price, currency from ${instrumentPrices}
         where instrument_id = i.id and date <= ${date}
         order by date desc limit 1
      ) p
     where i.symbol in (${list})`,
  );
}
