import { and, asc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import {
  MoneyDecimal,
  cashCurrencyOf,
  settlementCurrency,
  type DailyValuationInput,
  type PropertyData,
} from '@portal/domain';
import type { Database } from '../db/client';
import { keptCloses, keptRates } from '../market-data/kept-market-data';
import { closesAfter, closesOnOrBefore, ratesWithin } from '../market-data/kept-market-rows';
import { holdings, soldProperties, transactions } from '../db/schema/index';

type Inputs = Pick<DailyValuationInput, 'transactions' | 'prices' | 'fx' | 'closes' | 'rates'> & {
  properties: PropertyData[];
};

/** The columns of a transaction the engine reads (one portfolio's here, a batch's in batch-inputs.ts). */
export const engineTransactionColumns = {
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
};

/** Oldest first, booking order within a day: the order the engine replays. */
export const engineTransactionOrder = [
  asc(transactions.date),
  asc(transactions.createdAt),
  asc(transactions.id),
];

/** A portfolio's active transactions as the engine reads them, oldest first (booking order within a day). */
export async function engineTransactions(db: Database, portfolioId: string) {
  const rows = await db
    .select(engineTransactionColumns)
    .from(transactions)
    .where(and(eq(transactions.portfolioId, portfolioId), eq(transactions.active, true)))
    .orderBy(...engineTransactionOrder);
  return rows.map((row) => ({ ...row, symbol: row.symbol ?? '' }));
}

/** The property columns of a holding row as the engine reads them (the seed's rows too, before they are stored). */
export interface PropertyRow {
  symbol?: string | null;
  name: string;
  currency?: string | null;
  assetClass?: string | null;
  annualGrowth?: string | null;
  pricePoints?: readonly { date: string; value: string }[] | null;
  purchaseDate?: string | null;
  purchaseValue?: string | null;
}

/** Whether a holding row is read as a property: it has growth or price points. */
export const hasPropertyData = (row: PropertyRow) =>
  (row.annualGrowth ?? null) !== null || (row.pricePoints ?? null) !== null;

/** A holding row's property data, normalised as the holdings list's feed reads it (holdings-feeds.ts). */
export function propertyOfRow(row: PropertyRow): PropertyData {
  const decimal = (text: string | null | undefined) =>
    text === null || text === undefined ? null : new MoneyDecimal(text).toFixed();
  return {
    symbol: row.symbol ?? row.name,
    currency: row.currency ?? 'GBP',
    assetClass: row.assetClass ?? null,
    annualGrowth: decimal(row.annualGrowth),
    pricePoints: row.pricePoints?.map((p) => ({ date: p.date, value: decimal(p.value)! })) ?? null,
    purchaseDate: row.purchaseDate ?? null,
    purchaseValue: decimal(row.purchaseValue),
  };
}

/**
 * A property holding row about to be deleted (sold by hand, or by a sale to 0 units), kept as its
 * valuation data (decision 105) so that a revaluation from before `soldOn` values its held days
 * from the same data. Rows without growth or price points keep nothing.
 */
export async function keepSoldProperty(
  tx: Database,
  row: PropertyRow & { id: string; portalId: string; portfolioId: string },
  soldOn: string,
): Promise<void> {
  if (!hasPropertyData(row)) return;
  await tx.insert(soldProperties).values({
    portalId: row.portalId,
    portfolioId: row.portfolioId,
    parentId: row.id,
    symbol: row.symbol ?? row.name,
    name: row.name,
    currency: row.currency ?? null,
    assetClass: row.assetClass ?? null,
    annualGrowth: row.annualGrowth ?? null,
    pricePoints: row.pricePoints ? [...row.pricePoints] : null,
    purchaseDate: row.purchaseDate ?? null,
    purchaseValue: row.purchaseValue ?? null,
    soldOn,
  });
}

/**
 * The direct properties of portfolios (active holdings with growth or price points, §3), by
 * portfolio, in one query: the columns the holdings list values a property from, read as it reads
 * them (holdings-feeds.ts), so that the engine's days and the list agree to the penny. Beside them,
 * in a second query, the kept data of sold properties (decision 105) whose symbol no active line
 * holds, the latest sale's per symbol: the engine reads a property only on the days its line is
 * held, so this values the days before the sale as they were valued while the row existed.
 */
export async function portfolioProperties(
  db: Database,
  portfolioIds: readonly string[],
): Promise<Map<string, PropertyData[]>> {
  const out = new Map<string, PropertyData[]>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length === 0) return out;
  const rows = await db
    .select({
      portfolioId: holdings.portfolioId,
      symbol: holdings.symbol,
      name: holdings.name,
      currency: holdings.currency,
      assetClass: holdings.assetClass,
      annualGrowth: holdings.annualGrowth,
      pricePoints: holdings.pricePoints,
      purchaseDate: holdings.purchaseDate,
      purchaseValue: holdings.purchaseValue,
    })
    .from(holdings)
    .where(
      and(
        inArray(holdings.portfolioId, [...portfolioIds]),
        eq(holdings.active, true),
        or(isNotNull(holdings.annualGrowth), isNotNull(holdings.pricePoints)),
      ),
    )
    .orderBy(asc(holdings.portfolioId), asc(holdings.symbol));
  for (const row of rows) out.get(row.portfolioId)?.push(propertyOfRow(row));
  const sold = await db
    .select({
      portfolioId: soldProperties.portfolioId,
      symbol: soldProperties.symbol,
      name: soldProperties.name,
      currency: soldProperties.currency,
      assetClass: soldProperties.assetClass,
      annualGrowth: soldProperties.annualGrowth,
      pricePoints: soldProperties.pricePoints,
      purchaseDate: soldProperties.purchaseDate,
      purchaseValue: soldProperties.purchaseValue,
    })
    .from(soldProperties)
    .where(
      and(
        inArray(soldProperties.portfolioId, [...portfolioIds]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(holdings)
            .where(
              and(
                eq(holdings.portfolioId, soldProperties.portfolioId),
                eq(holdings.symbol, soldProperties.symbol),
                eq(holdings.active, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(soldProperties.soldOn), asc(soldProperties.createdAt));
  // The latest sale of a symbol wins (the engine keys properties by symbol).
  const latest = new Map<string, (typeof sold)[number]>();
  for (const row of sold) latest.set(`${row.portfolioId} ${row.symbol}`, row);
  for (const row of latest.values()) out.get(row.portfolioId)?.push(propertyOfRow(row));
  return out;
}

/**
 * What valuing a portfolio's days from `from` to `to` needs: its transactions, its direct
 * properties' growth and price points (portfolioProperties), the closes of the
 * symbols it traded (the last one on or before `from` and every one after it, up to `to`), and the
 * exchange rates of every pair touching the currencies it uses that the days valued and the
 * dates of its transactions in other currencies than the base (their cash is converted at the rate
 * of its date, however old) can read. `as: 'columns'` hands the engine the kept series of those
 * symbols and pairs themselves (decision 114: it reads the same closes and rates from them)
 * instead of a row per close and rate.
 */
export async function valuationInputs(
  db: Database,
  portfolioId: string,
  baseCurrency: string,
  accountCurrency: string | null,
  from: string,
  to: string,
  as: 'rows' | 'columns' = 'rows',
): Promise<Inputs> {
  const txs = await engineTransactions(db, portfolioId);
  const symbols = tradedSymbols(txs);
  const properties = (await portfolioProperties(db, [portfolioId])).get(portfolioId)!;
  const currencies = currenciesUsed(txs, baseCurrency, accountCurrency, properties);
  // One query after another: inside the revaluation's transaction they share one connection.
  const closes = await keptCloses(db, symbols);
  if (as === 'columns') {
    const rates = await keptRates(db, [...currencies]);
    return { transactions: txs, prices: [], fx: [], closes, rates, properties };
  }
  const prices = closesAfter(closes, from, to);
  const opening = closesOnOrBefore(closes, from);
  // Only cash in another currency than the base is converted at its own day's rate.
  const converted = txs.filter((t) => t.currency && settlementCurrency(t.currency) !== baseCurrency);
  const before = [...new Set(converted.map((t) => t.date).filter((d) => d < from)), from];
  const rates = await ratesNeeded(db, [...currencies], before, from, to);
  return { transactions: txs, prices: [...opening, ...prices], fx: rates, properties };
}

type EngineRow = Inputs['transactions'][number];

/** The symbols whose closes value a book (cash lines have none). */
export function tradedSymbols(txs: readonly EngineRow[]): string[] {
  return [...new Set(txs.map((t) => t.symbol).filter((s) => s && !cashCurrencyOf(s)))];
}

/**
 * The currencies whose rates a book needs: its own, the account's, GBP, every settlement currency
 * and its properties' currencies.
 */
export function currenciesUsed(
  txs: readonly EngineRow[],
  baseCurrency: string,
  accountCurrency: string | null,
  properties: readonly PropertyData[] = [],
): Set<string> {
  const currencies = new Set([baseCurrency, accountCurrency ?? baseCurrency, 'GBP']);
  for (const t of txs) if (t.currency) currencies.add(settlementCurrency(t.currency));
  for (const p of properties) currencies.add(settlementCurrency(p.currency));
  return currencies;
}

/**
 * The closes of `symbols` after `from`, up to `to` (inclusive), from the closes this process keeps
 * (decision 109: the stamps are compared in the caller's transaction, what changed is read again).
 */
export async function closesBetween(db: Database, symbols: readonly string[], from: string, to: string) {
  return closesAfter(await keptCloses(db, symbols), from, to);
}

/**
 * The rates of every pair touching `currencies` that a rate lookup (the last on or before a day)
 * can find for the days valued, `from` to `to`, and for the `dates` before them (the transactions'
 * dates, whose cash is converted at its own date's rate): every rate from `from` on, and before it
 * only each pair's last rate on or before each of `dates` (the engine indexes what it is given, so
 * five years of rates for a re-valuation from yesterday cost it time). From the rates this process
 * keeps (decision 109).
 */
export async function ratesNeeded(
  db: Database,
  currencies: readonly string[],
  dates: readonly string[],
  from: string,
  to: string,
) {
  return ratesWithin(await keptRates(db, currencies), dates, from, to);
}

/** The last close on or before `date` of each symbol, from the closes this process keeps. */
export async function openingCloses(db: Database, symbols: readonly string[], date: string) {
  return closesOnOrBefore(await keptCloses(db, symbols), date);
}
