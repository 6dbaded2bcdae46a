import {
  groupTransactions,
  normalizeTransactionType,
  transactionCategory,
  type FeedRange,
  type TransactionFeed,
  type TransactionsView,
  type TransactionView,
} from '@portal/domain';

export function transactionView(tx: TransactionFeed): TransactionView {
  return {
    ...tx,
    type: normalizeTransactionType(tx.type) ?? tx.type,
    category: transactionCategory(tx.type),
  };
}

const CASH_TYPES = new Set(['Contribution', 'Withdrawal', 'Dividend', 'Interest']);

/** Transactions newest first with the §9 groups; `kind` picks the trades or the cash movements tab. */
export function transactionsView(
  rows: readonly TransactionFeed[],
  range: FeedRange,
  kind: 'all' | 'trades' | 'cash' = 'all',
  currency: string | null = null,
): TransactionsView {
  const views = rows
    .map(transactionView)
    .filter((tx) => kind === 'all' || CASH_TYPES.has(tx.type) === (kind === 'cash'))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : (a.id ?? '').localeCompare(b.id ?? '')));
  return {
    range,
    currency,
    transactions: views,
    categories: groupTransactions(views).map((g) => ({
      category: g.category,
      count: g.transactions.length,
      total: g.total,
    })),
  };
}
