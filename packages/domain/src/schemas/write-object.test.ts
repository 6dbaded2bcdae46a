import { describe, expect, it } from 'vitest';
import { pricesTarget } from '../market-rows/targets';
import { collectionSchema } from '../collections/schema';
import { COLLECTIONS } from '../collections/registry';
import { formStepsSchema } from '../forms/definition';
import { loginSchema, pinSchema } from './auth';
import { importRowObject, requiredText, writeObject } from './common';
import { newMessageSchema } from './message';
import { holdingEditSchema, recordTransactionSchema } from './portfolio-requests';
import { fieldErrors } from './issues';

/** The field errors of a refused parse (path and message key). */
function refusals(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return fieldErrors(result.error as never).map(({ path, key }) => `${path}: ${key}`);
}

describe('write bodies refuse unknown keys (issue 16, ASVS 15.3.3)', () => {
  it('names an unknown key at its own path, at the top and in nested rows', () => {
    expect(refusals(loginSchema, { email: 'ann@example.com', password: 'x', isAdmin: true })).toEqual([
      'isAdmin: validation.unknown_field',
    ]);
    expect(refusals(pinSchema, { pin: '123456', userId: 'u' })).toEqual(['userId: validation.unknown_field']);
    expect(
      refusals(recordTransactionSchema, {
        name: 'Cash',
        symbol: 'CASH',
        type: 'Contribution',
        amount: '1',
        createdAt: '2025-01-01',
      }),
    ).toEqual(['createdAt: validation.unknown_field']);
    expect(refusals(holdingEditSchema, { name: 'A', symbol: 'A', id: 'x' })).toContain(
      'id: validation.unknown_field',
    );
    expect(
      refusals(newMessageSchema, {
        subject: 'Hi',
        body: 'x',
        recipient: [{ kind: 'user', id: 'u', name: 'Ann' }],
        attachments: [{ name: 'a.pdf', url: '/a.pdf', size: 3 }],
      }),
    ).toEqual(['recipient.0.name: validation.unknown_field', 'attachments.0.size: validation.unknown_field']);
  });

  it('refuses unknown keys in the nested rows of a collection and of a form definition', () => {
    const portal = collectionSchema(COLLECTIONS.portals, 'update');
    expect(
      refusals(portal, {
        navigation: [{ name: 'Home', link: '/', subnavigation: [{ name: 'A', link: '/a', x: 1 }] }],
      }),
    ).toEqual(['navigation.0.subnavigation.0.x: validation.unknown_field']);
    expect(
      refusals(formStepsSchema, [
        {
          name: 'one',
          fieldsets: [{ name: 'f', fields: [{ name: 'a', type: 'text', key: 'client-only' }] }],
        },
      ]),
    ).toEqual(['0.fieldsets.0.fields.0.key: validation.unknown_field']);
  });

  it('keeps the loose builder for import rows, which carry columns nobody mapped', () => {
    const row = importRowObject({ name: requiredText('validation.required_field') });
    expect(row.parse({ name: 'A', unmapped: 1 })).toEqual({ name: 'A' });
    expect(
      pricesTarget.schema.safeParse({ symbol: 'ABC', date: '2025-06-30', price: '1', note: 'x' }).success,
    ).toBe(true);
    expect(writeObject({}).safeParse({ any: 1 }).success).toBe(false);
  });
});
