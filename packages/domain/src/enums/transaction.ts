/** Transaction enumerations (spec §3 Transaction, §9 Transactions). */

/** §3 transaction types. */
export const TRANSACTION_TYPES = [
  'Purchase',
  'Sale',
  'Contribution',
  'Withdrawal',
  'Dividend',
  'Interest',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A transaction type from stored text, accepting one form's spelling 'Divident' (§3); else null. */
export function normalizeTransactionType(text: string | null | undefined): TransactionType | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === 'Divident') return 'Dividend';
  return (TRANSACTION_TYPES as readonly string[]).includes(trimmed) ? (trimmed as TransactionType) : null;
}

/** §9 grouped transaction categories. */
export const TRANSACTION_CATEGORIES = [
  'Gross Interest',
  'Payments in',
  'Payments out',
  'Management Fees',
  'Dividends',
  'Trade buy',
  'Trade sale',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/**
 * The category of each type. Management Fees have no type of their own: fees come from the
 * charges feed (§7 /Charges) and are grouped there.
 */
export const TRANSACTION_CATEGORY_OF: Record<TransactionType, TransactionCategory> = {
  Purchase: 'Trade buy',
  Sale: 'Trade sale',
  Contribution: 'Payments in',
  Withdrawal: 'Payments out',
  Dividend: 'Dividends',
  Interest: 'Gross Interest',
};

/** §4: purchases add units to the holding of the same symbol, sales subtract them. */
export const UNIT_CHANGING_TYPES: readonly TransactionType[] = ['Purchase', 'Sale'];

/** §9 transaction list ranges; the default is '6m' (constants DEFAULT_TRANSACTIONS_RANGE). */
export const TRANSACTION_RANGES = [
  'all',
  '1m',
  '3m',
  '6m',
  '12m',
  'taxYear',
  'previousTaxYear',
  'custom',
] as const;
export type TransactionRange = (typeof TRANSACTION_RANGES)[number];
