import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { MoneyDecimal, type FeedRange, type TransactionFeed } from '@portal/domain';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema/index';

function inRange(column: typeof transactions.date, range: FeedRange): SQL | undefined {
  return and(range.from ? gte(column, range.from) : undefined, range.to ? lte(column, range.to) : undefined);
}

/** A portfolio's active transactions in the range, newest first, amounts as decimal strings. */
export async function transactionRows(
  db: Database,
  portfolioId: string,
  range: FeedRange,
  where?: SQL,
): Promise<TransactionFeed[]> {
  const rows = await db
    .select({
      id: transactions.id,
      date: transactions.date,
      type: transactions.type,
      name: transactions.name,
      symbol: transactions.symbol,
      amount: transactions.amount,
      price: transactions.price,
      value: transactions.value,
      localCcyAmount: transactions.localCcyAmount,
      currency: transactions.currency,
      fee: transactions.fee,
      settleDate: transactions.settleDate,
      assetClass: transactions.assetClass,
      balance: transactions.balance,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.portfolioId, portfolioId),
        eq(transactions.active, true),
        inRange(transactions.date, range),
        where,
      ),
    )
    .orderBy(desc(transactions.date), desc(transactions.createdAt), asc(transactions.id));
  const text = (v: string | null) => (v === null ? null : new MoneyDecimal(v).toFixed());
  return rows.map((r) => ({
    ...r,
    symbol: r.symbol ?? '',
    amount: new MoneyDecimal(r.amount).toFixed(),
    price: text(r.price),
    value: text(r.value),
    localCcyAmount: text(r.localCcyAmount),
    fee: text(r.fee),
    balance: text(r.balance),
  }));
}
