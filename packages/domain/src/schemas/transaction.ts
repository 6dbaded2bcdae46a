import { z } from 'zod';
import { HOLDING_ASSET_CLASSES, HOLDING_CURRENCIES, HOLDING_REGIONS } from '../enums/holding';
import { TRANSACTION_TYPES, normalizeTransactionType, type TransactionType } from '../enums/transaction';
import { toDecimal, type MoneyInput } from '../money';
import { writeObject, idRef, nameField, optionalDate, optionalText, requiredText } from './common';
import { optionalMoney, requiredMoney } from './money';

const required = { error: 'validation.required_field' } as const;

/** §5 transaction type: 'Required field'; one form's 'Divident' is stored as 'Dividend' (§3). */
export const transactionTypeField = z
  .enum([...TRANSACTION_TYPES, 'Divident'], required)
  .transform((value): TransactionType => normalizeTransactionType(value) ?? 'Dividend');

/** Create a transaction (§3 Transaction; §5 name, symbol, type and amount required). */
export const transactionSchema = writeObject({
  name: nameField,
  symbol: requiredText('validation.symbol_required'),
  type: transactionTypeField,
  /** Units bought or sold, or the cash amount; a positive decimal string. */
  amount: requiredMoney('validation.required_field').refine(
    (value) => !value.startsWith('-'),
    'validation.number',
  ),
  /** The account or portfolio the transaction belongs to. */
  parentId: idRef(),
  date: optionalDate,
  currency: z.enum(HOLDING_CURRENCIES, required).optional(),
  localCcyAmount: optionalMoney,
  value: optionalMoney,
  balance: optionalMoney,
  assetclass: z.enum(HOLDING_ASSET_CLASSES, required).optional(),
  region: z.enum(HOLDING_REGIONS, required).optional(),
  security: optionalText,
  fundName: optionalText,
});

export type TransactionInput = z.input<typeof transactionSchema>;
export type TransactionWrite = z.output<typeof transactionSchema>;

/** True when a sale of `amount` units is more than the `heldUnits` of its holding (§5). */
export function saleExceedsHeldUnits(
  type: TransactionType,
  amount: MoneyInput,
  heldUnits: MoneyInput,
): boolean {
  return type === 'Sale' && toDecimal(amount).greaterThan(toDecimal(heldUnits));
}

/**
 * The transaction schema for a transaction on an existing holding of `heldUnits` units: a sale may
 * not exceed them. The issue is on `amount` with 'errors.sale_above_units' and `params.held`, which
 * the message is followed by (§5 "followed by the held number").
 */
export function transactionOnHoldingSchema(heldUnits: MoneyInput) {
  const held = toDecimal(heldUnits).toFixed();
  return transactionSchema.superRefine((tx, ctx) => {
    if (saleExceedsHeldUnits(tx.type, tx.amount, held)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'errors.sale_above_units',
        params: { held },
      });
    }
  });
}
