import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_CATEGORY_OF,
  normalizeTransactionType,
  type TransactionCategory,
} from '../../enums/transaction';
import { MoneyDecimal } from '../../money';

/**
 * The §9 category of a transaction type: the six types map as TRANSACTION_CATEGORY_OF says; fee
 * and charge rows from the charges feed (a type containing 'fee' or 'charge') are Management Fees;
 * anything else has no category (null).
 */
export function transactionCategory(type: string): TransactionCategory | null {
  const known = normalizeTransactionType(type);
  if (known) return TRANSACTION_CATEGORY_OF[known];
  return /fee|charge/i.test(type) ? 'Management Fees' : null;
}

export interface TransactionGroup<T> {
  category: TransactionCategory;
  transactions: T[];
  /** Sum of the cash amounts (localCcyAmount where given, else value, else amount). */
  total: string;
}

/**
 * Transactions grouped into the §9 categories, in their order (Gross Interest, Payments in, Payments
 * out, Management Fees, Dividends, Trade buy, Trade sale); empty groups are left out, and rows without
 * a category too.
 *
 * @example groupTransactions([{ type: 'Dividend', amount: '12.5' }]) // → [{ category: 'Dividends', transactions: [...], total: '12.5' }]
 */
export function groupTransactions<
  T extends { type: string; amount: string; value?: string | null; localCcyAmount?: string | null },
>(transactions: readonly T[]): TransactionGroup<T>[] {
  const groups = new Map<TransactionCategory, T[]>();
  for (const tx of transactions) {
    const category = transactionCategory(tx.type);
    if (!category) continue;
    const list = groups.get(category) ?? [];
    list.push(tx);
    groups.set(category, list);
  }
  return TRANSACTION_CATEGORIES.filter((c) => groups.has(c)).map((category) => {
    const list = groups.get(category)!;
    const total = list.reduce(
      (sum, tx) => sum.plus(tx.localCcyAmount || tx.value || tx.amount),
      new MoneyDecimal(0),
    );
    return { category, transactions: list, total: total.toFixed() };
  });
}
