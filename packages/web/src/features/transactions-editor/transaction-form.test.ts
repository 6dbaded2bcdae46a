import { recordTransactionSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { EMPTY_TRANSACTION, formToTransaction, saleRefusal } from './transaction-form';

describe('transaction form (§5)', () => {
  it("says 'Symbol is required' and 'Required field' through the shared schema", () => {
    const result = recordTransactionSchema.safeParse(
      formToTransaction({ ...EMPTY_TRANSACTION, name: 'Vodafone' }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages.symbol).toBe('validation.symbol_required');
    expect(messages.type).toBe('validation.required_field');
    expect(messages.amount).toBe('validation.required_field');
  });

  it('refuses a sale above the held units with the held number', () => {
    const sale = { ...EMPTY_TRANSACTION, type: 'Sale', amount: '6001' };
    expect(saleRefusal(sale, '6000')).toEqual({ held: '6000' });
    expect(saleRefusal({ ...sale, amount: '6000' }, '6000')).toBeNull();
    expect(saleRefusal({ ...sale, type: 'Purchase' }, '0')).toBeNull();
    expect(saleRefusal(sale, undefined)).toEqual({ held: '0' });
  });
});
