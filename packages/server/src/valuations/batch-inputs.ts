import { and, eq, inArray } from 'drizzle-orm';
import { settlementCurrency } from '@portal/domain';
import type { Database } from '../db/client';
import { transactions } from '../db/schema/index';
import type { InputsReader } from './revalue-portfolio';
import {
  closesBetween,
  currenciesUsed,
  engineTransactionColumns,
  engineTransactionOrder,
  openingCloses,
  portfolioProperties,
  ratesNeeded,
  tradedSymbols,
  valuationInputs,
} from './valuation-inputs';

/** A portfolio of a batch as its locked row says it will be valued: its currencies and first day. */
export interface BatchMember {
  id: string;
  base: string;
  accountCurrency: string | null;
  from: string;
  /** Its currency column as stored (null: GBP), as the holdings feed reads it. */
  currency: string | null;
}

type Inputs = Awaited<ReturnType<InputsReader>>;
type Close = Inputs['prices'][number];
type Rate = Inputs['fx'][number];

/**
 * The inputs of several portfolios read together, inside the batch's transaction after their rows
 * are locked: one query for all their transactions, one for their properties, one for the closes and one for the opening
 * closes per distinct first day (one in the daily run: every portfolio starts the day after
 * yesterday), one for the rates of every currency they use. Valuing each then costs no read of its
 * own. A request the reads do not cover (another first day or last day, a currency no member used)
 * is read on its own by valuationInputs, so the answer is always what that would read.
 */
export async function batchInputsReader(
  tx: Database,
  members: readonly BatchMember[],
  to: string,
): Promise<InputsReader> {
  if (members.length === 0) return valuationInputs;
  const rows = await tx
    .select({ portfolioId: transactions.portfolioId, ...engineTransactionColumns })
    .from(transactions)
    .where(
      and(
        inArray(
          transactions.portfolioId,
          members.map((m) => m.id),
        ),
        eq(transactions.active, true),
      ),
    )
    .orderBy(...engineTransactionOrder);
  const books = new Map<string, Inputs['transactions'][number][]>(members.map((m) => [m.id, []]));
  for (const { portfolioId, ...row } of rows)
    books.get(portfolioId!)!.push({ ...row, symbol: row.symbol ?? '' });

  const properties = await portfolioProperties(
    tx,
    members.map((m) => m.id),
  );

  const allCurrencies = new Set<string>();
  const byFrom = new Map<string, Set<string>>();
  // The rates valuationInputs reads for each member, read for all: every rate from the earliest
  // first day on, and before it each pair's last rate on or before each day a member converts cash
  // on (its transactions in another currency than its own) and each first day. A member's lookups
  // then find what its own reads find (the extra rates are stored rates no later than the one its
  // own reads hold for a day it looks up). Reading every rate since the first cost tens of
  // thousands of rows a batch, and each member's engine indexed them all.
  const rateDays = new Set<string>();
  let earliest = to;
  for (const member of members) {
    const book = books.get(member.id)!;
    for (const t of book)
      if (t.date < member.from && t.currency && settlementCurrency(t.currency) !== member.base)
        rateDays.add(t.date);
    rateDays.add(member.from);
    if (member.from < earliest) earliest = member.from;
    const owned = properties.get(member.id)!;
    for (const c of currenciesUsed(book, member.base, member.accountCurrency, owned)) allCurrencies.add(c);
    const symbols = byFrom.get(member.from) ?? new Set<string>();
    for (const s of tradedSymbols(book)) symbols.add(s);
    byFrom.set(member.from, symbols);
  }
  const closes = new Map<string, Map<string, Close[]>>();
  for (const [from, symbols] of byFrom) {
    const list = [...symbols];
    const bySymbol = new Map<string, Close[]>();
    for (const close of [
      ...(await openingCloses(tx, list, from)),
      ...(await closesBetween(tx, list, from, to)),
    ]) {
      const series = bySymbol.get(close.symbol) ?? [];
      series.push(close);
      bySymbol.set(close.symbol, series);
    }
    closes.set(from, bySymbol);
  }
  const rates = await ratesNeeded(tx, [...allCurrencies], [...rateDays], earliest, to);

  return async (db, portfolioId, baseCurrency, accountCurrency, from, until) => {
    const book = books.get(portfolioId);
    const read = closes.get(from);
    const owned = properties.get(portfolioId) ?? [];
    const currencies = book ? currenciesUsed(book, baseCurrency, accountCurrency, owned) : undefined;
    if (!book || !read || until !== to || ![...currencies!].every((c) => allCurrencies.has(c)))
      return valuationInputs(db, portfolioId, baseCurrency, accountCurrency, from, until);
    const prices = tradedSymbols(book).flatMap((symbol) => read.get(symbol) ?? []);
    const fx: Rate[] = rates.filter((r) => currencies!.has(r.from) || currencies!.has(r.to));
    return { transactions: book, prices, fx, properties: owned };
  };
}
