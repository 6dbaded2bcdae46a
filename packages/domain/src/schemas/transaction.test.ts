import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueMessage } from './issues';
import { saleExceedsHeldUnits, transactionOnHoldingSchema, transactionSchema } from './transaction';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const sale = { name: 'Sell VWRL', symbol: 'VWRL', type: 'Sale', amount: '10', parentId: 'pf1' };

describe('transactionSchema (§5)', () => {
  it('name, symbol, type, amount and parent are required', () => {
    expect(issues(transactionSchema, {})).toEqual([
      'name: validation.name_required',
      'symbol: validation.symbol_required',
      'type: validation.required_field',
      'amount: validation.required_field',
      'parentId: validation.required_field',
    ]);
    expect(issues(transactionSchema, { ...sale, type: 'Gift', amount: '' })).toEqual([
      'type: validation.required_field',
      'amount: validation.required_field',
    ]);
  });

  it("amount is a positive decimal string; 'Divident' is read as Dividend", () => {
    expect(issues(transactionSchema, { ...sale, amount: 'ten' })).toEqual(['amount: validation.number']);
    expect(issues(transactionSchema, { ...sale, amount: '-5' })).toEqual(['amount: validation.number']);
    expect(transactionSchema.parse({ ...sale, type: 'Divident' }).type).toBe('Dividend');
  });
});

describe('sale above the held units (§5, §8)', () => {
  it('only sales above the held units are refused', () => {
    expect(saleExceedsHeldUnits('Sale', '10.5', '10')).toBe(true);
    expect(saleExceedsHeldUnits('Sale', '10', '10')).toBe(false);
    expect(saleExceedsHeldUnits('Purchase', '99', '10')).toBe(false);
  });

  it("the issue says 'You only have that many units' followed by the held number", () => {
    const schema = transactionOnHoldingSchema('7.25');
    expect(issues(schema, { ...sale, amount: '7.25' })).toEqual([]);
    const result = schema.safeParse({ ...sale, amount: '8' });
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['amount']);
    expect(issue && issueMessage(issue)).toBe('You only have that many units: 7.25');
    expect(issues(schema, { ...sale, type: 'Purchase', amount: '80' })).toEqual([]);
  });
});
