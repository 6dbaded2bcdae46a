import { z } from 'zod';
import { BREAKDOWN_DIMENSIONS } from '../engine/valuation/breakdowns';
import { TRANSACTION_RANGES } from '../enums/transaction';
import { invalidInput } from './common';
import { holdingSchema } from './holding';
import { optionalMoney } from './money';
import { transactionSchema } from './transaction';

const isoDate = z.iso.date({ error: 'validation.date_invalid' });

/**
 * §9 transactions filter: a range (all, 1m, 3m, 6m, 12m, tax year, previous tax year, custom; default
 * 6m), `from`/`to` for a custom one (checked by the engine: 'Please choose a valid date range'), and
 * the tab: every transaction, the trades or the cash movements.
 */
export const transactionsQuerySchema = z.object(
  {
    range: z.enum(TRANSACTION_RANGES, invalidInput).default('6m'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    kind: z.enum(['all', 'trades', 'cash'], invalidInput).default('all'),
  },
  invalidInput,
);
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

/** A performance or charges range: both ends optional, from on or before to. */
export const dateSpanQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() }, invalidInput)
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'validation.date_range_invalid',
    path: ['to'],
  });

/** A valuation date (holdings, breakdowns); today when omitted. */
export const valuationDateQuerySchema = z.object({ date: isoDate.optional() }, invalidInput);

/** setPortfolioBreakdown (§7): the breakdown's name. */
export const breakdownNameSchema = z.enum(BREAKDOWN_DIMENSIONS, invalidInput);

/**
 * Book a transaction on a portfolio (§3, §5: name, symbol, type and amount required; 'Required
 * field'). The portfolio is the route's; a trade's `price` (quote currency) or `value` (its
 * consideration) prices it, or the holding's last price does. The holding is updated in the same
 * database transaction (§4); a sale above the held units is refused with the held number (§5).
 */
export const recordTransactionSchema = transactionSchema.omit({ parentId: true }).extend({
  price: optionalMoney,
  fee: optionalMoney,
});
export type RecordTransactionInput = z.input<typeof recordTransactionSchema>;

/** Create or replace a holding's fields (§3, §5 'Name is required', 'Symbol is required'). */
export const holdingEditSchema = holdingSchema.omit({ parentId: true }).extend({ price: optionalMoney });
export type HoldingEditInput = z.input<typeof holdingEditSchema>;
