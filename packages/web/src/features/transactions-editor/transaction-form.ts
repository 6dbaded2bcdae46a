import { saleExceedsHeldUnits, type RecordTransactionInput, type TransactionType } from '@portal/domain';

/** The transaction form's values: strings, '' = not given. */
export interface TransactionFormValues {
  name: string;
  symbol: string;
  type: string;
  amount: string;
  price: string;
  fee: string;
  date: string;
  currency: string;
}

export const EMPTY_TRANSACTION: TransactionFormValues = {
  name: '',
  symbol: '',
  type: '',
  amount: '',
  price: '',
  fee: '',
  date: '',
  currency: '',
};

/** The request body (recordTransactionSchema's input): blanks left out. */
export function formToTransaction(values: TransactionFormValues): RecordTransactionInput {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') body[key] = value.trim();
  return body as unknown as RecordTransactionInput;
}

/**
 * §5: a sale above the held units is refused before it is sent, with the held number; the server
 * checks again under its row lock. Null when the sale is allowed (or it is not a sale).
 */
export function saleRefusal(
  values: TransactionFormValues,
  heldUnits: string | undefined,
): { held: string } | null {
  if (values.type !== 'Sale' || !/^\d+(\.\d+)?$/.test(values.amount.trim())) return null;
  const held = heldUnits ?? '0';
  return saleExceedsHeldUnits(values.type as TransactionType, values.amount.trim(), held) ? { held } : null;
}
