import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { brands } from '../brands/index';
import { portalSchema, portalSchemaFor } from './portal';
import { subscriptionSchema } from './subscription';
import { groupSchema } from './group';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const portal = {
  name: 'North',
  email: 'desk@north.example',
  phone: '+354 555 0101',
  portalLanguage: 'is',
  photo: [{ name: 'logo.png', url: '/media/logo.png' }],
  theme: 'brand:icelandic',
};

describe('portalSchema (§5)', () => {
  it('accepts a valid portal', () => {
    expect(issues(portalSchema, portal)).toEqual([]);
    expect(
      issues(portalSchema, { ...portal, theme: 'brand:greek:professional', tnc: { en: 'Terms' } }),
    ).toEqual([]);
  });

  it('name, email, phone, language, logo and theme are required', () => {
    expect(issues(portalSchema, {})).toEqual([
      'name: validation.name_required',
      'email: validation.email_required',
      'phone: validation.phone_required',
      'portalLanguage: validation.language_required',
      'photo: validation.logo_required',
      'theme: validation.theme_required',
    ]);
    expect(issues(portalSchema, { ...portal, photo: [], theme: 'neon' })).toEqual([
      'photo: validation.logo_required',
      'theme: validation.theme_required',
    ]);
  });

  it("a brand's portal schema only takes its themes and languages", () => {
    const schema = portalSchemaFor(brands.icelandic);
    expect(issues(schema, portal)).toEqual([]);
    expect(issues(schema, { ...portal, theme: 'brand:greek', portalLanguage: 'el' })).toEqual([
      'portalLanguage: validation.language_required',
      'theme: validation.theme_required',
    ]);
  });
});

describe('subscriptionSchema and groupSchema (§5)', () => {
  it('subscription name and both limits are required whole numbers', () => {
    expect(issues(subscriptionSchema, {})).toEqual([
      'name: validation.name_required',
      'accountsLimit: validation.required_field',
      'advisorsLimit: validation.required_field',
    ]);
    expect(issues(subscriptionSchema, { name: 'Gold', accountsLimit: 'x', advisorsLimit: 1.5 })).toEqual([
      'accountsLimit: validation.number',
      'advisorsLimit: validation.number',
    ]);
    expect(
      issues(subscriptionSchema, { name: 'Gold', accountsLimit: -1, advisorsLimit: Number.NaN }),
    ).toEqual(['accountsLimit: validation.min_value', 'advisorsLimit: validation.required_field']);
    expect(issues(subscriptionSchema, { name: 'Gold', accountsLimit: 100, advisorsLimit: 50 })).toEqual([]);
  });

  it('group name and score are required', () => {
    expect(issues(groupSchema, {})).toEqual([
      'name: validation.name_required',
      'score: validation.required_field',
    ]);
    expect(
      issues(groupSchema, { name: 'VIP', score: 3, members: [{ id: 'a1', memberSince: '2024-01-31' }] }),
    ).toEqual([]);
  });
});
