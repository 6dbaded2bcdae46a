import { COLLECTIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { adminResolver } from '../drawer/use-admin-form';
import { emptyRow, initialValues, numberValue, toWrite } from './form-values';

const errorsOf = async (
  slug: keyof typeof COLLECTIONS,
  values: Record<string, unknown>,
  mode: 'create' | 'update' = 'create',
) => {
  const collection = COLLECTIONS[slug];
  const resolver = adminResolver(collection, mode);
  const start = initialValues(collection, null);
  const result = await resolver({ ...start, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
  );
};

describe('form values', () => {
  it('starts a new item from the declaration: defaults, empty lists, switches off, slider at its minimum', () => {
    const forms = initialValues(COLLECTIONS.forms, null);
    expect(forms).toMatchObject({
      name: '',
      owned: 'Personal',
      editable: true,
      single: false,
      recipients: [],
    });
    expect(initialValues(COLLECTIONS.riskProfiles, null).riskLevel).toBe(1);
    expect(initialValues(COLLECTIONS.portals, null)).toMatchObject({ photo: [], tnc: {}, navigation: [] });
  });

  it('shows stored values as inputs: dates as YYYY-MM-DD, numbers as text', () => {
    const values = initialValues(COLLECTIONS.models, {
      id: 'm',
      name: 'Balanced',
      min: '35.5',
      data: [{ name: 'Equities', value: 50 }],
    });
    expect(values).toMatchObject({
      name: 'Balanced',
      min: '35.5',
      data: [{ name: 'Equities', value: '50' }],
    });
    expect(initialValues(COLLECTIONS.commentary, { reportDate: '2025-03-31T00:00:00.000Z' }).reportDate).toBe(
      '2025-03-31',
    );
  });

  it('reads numbers as the schema wants them: whole numbers as numbers, decimals as text, blank as null', () => {
    const whole = { name: 'score', type: 'number', label: '', integer: true } as const;
    const decimal = { name: 'min', type: 'number', label: '' } as const;
    expect(numberValue(whole, ' 7 ')).toBe(7);
    expect(numberValue(whole, 'seven')).toBe('seven');
    expect(numberValue(decimal, '0.0000001')).toBe('0.0000001');
    expect(numberValue(decimal, '')).toBeNull();
  });

  it('sends only writable fields, leaves an empty password out and drops blank list entries', () => {
    const values = {
      ...initialValues(COLLECTIONS.users, null),
      name: 'Ann',
      password: '',
      lastLogin: '2025-01-01',
    };
    const written = toWrite(COLLECTIONS.users, values);
    expect(written).not.toHaveProperty('password');
    expect(written).not.toHaveProperty('lastLogin');
    expect(toWrite(COLLECTIONS.forms, { recipients: ['a@x.example', ' '] }).recipients).toEqual([
      'a@x.example',
    ]);
  });

  it('gives a tabular field an empty row of its columns', () => {
    const data = COLLECTIONS.models.steps[1]!.fieldsets[0]!.fields[0]!;
    expect(emptyRow(data)).toEqual({ name: '', value: '' });
  });
});

describe('validation with the collection schema (§5 messages as keys)', () => {
  it("says 'Name is required' and 'Please enter a number'", async () => {
    const errors = await errorsOf('subscriptions', { name: '', accountsLimit: 'many', advisorsLimit: '5' });
    expect(errors).toMatchObject({ name: 'validation.name_required', accountsLimit: 'validation.number' });
  });

  it("says 'Maximum value is {limit}' and 'Max {limit} characters'", async () => {
    expect((await errorsOf('models', { max: '130' })).max).toBe('validation.max_value');
    expect((await errorsOf('forms', { name: 'F', description: 'x'.repeat(201) })).description).toBe(
      'validation.max_characters',
    );
  });

  it("wants an e-mail's shape and a logo", async () => {
    const errors = await errorsOf('portals', {
      name: 'P',
      email: 'nope',
      phone: '1',
      portalLanguage: 'en',
      theme: 'dark',
    });
    expect(errors).toMatchObject({ email: 'validation.email_invalid', photo: 'validation.logo_required' });
  });

  it('accepts a valid item, a blank optional number as null and an unchanged password', async () => {
    const errors = await errorsOf('groups', {
      portalId: '6f1c1c1e-7c1a-4c1a-9c1a-1c1a1c1a1c1a',
      name: 'VIP',
      score: '5',
    });
    expect(errors).toEqual({});
    expect(
      await errorsOf('users', { name: 'Ann', email: 'ann@x.example', phone: '1', userLanguage: 'en' }),
    ).toEqual({});
  });

  it('checks the rows of a tabular field', async () => {
    const errors = await errorsOf('models', { data: [{ name: '', value: 'x' }] }, 'update');
    expect(errors).toHaveProperty('data');
  });
});
