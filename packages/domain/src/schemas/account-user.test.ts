import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountSchema } from './account';
import { organisationSchema } from './organisation';
import { userSchema } from './user';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const account = { name: 'Jane Doe', email: 'jane@example.com', owner: ['adv1'] };
const user = { name: 'Jane', email: 'jane@example.com', phone: '+44 20 1234', userLanguage: 'en' };

describe('accountSchema (§5)', () => {
  it('accepts a valid account and trims', () => {
    expect(accountSchema.parse({ ...account, name: '  Jane Doe ' }).name).toBe('Jane Doe');
  });

  it('name, email and advisor are required', () => {
    expect(issues(accountSchema, {})).toEqual([
      'name: validation.name_required',
      'email: validation.email_required',
      'owner: validation.advisor_required',
    ]);
    expect(issues(accountSchema, { ...account, name: '   ', email: '', owner: [] })).toEqual([
      'name: validation.name_required',
      'email: validation.email_required',
      'owner: validation.advisor_required',
    ]);
  });

  it('email must be valid', () => {
    expect(issues(accountSchema, { ...account, email: 'jane@' })).toEqual([
      'email: validation.email_invalid',
    ]);
  });
});

describe('userSchema (§5)', () => {
  it('accepts a valid user without a password', () => {
    expect(userSchema.parse(user).password).toBeUndefined();
    expect(userSchema.parse({ ...user, password: '' }).password).toBeUndefined();
  });

  it('name, email, phone and language are required', () => {
    expect(issues(userSchema, {})).toEqual([
      'name: validation.name_required',
      'email: validation.email_required',
      'phone: validation.phone_required',
      'userLanguage: validation.language_required',
    ]);
    expect(issues(userSchema, { ...user, userLanguage: 'fr' })).toEqual([
      'userLanguage: validation.language_required',
    ]);
  });

  it('a given password has 8+ characters and a digit', () => {
    expect(issues(userSchema, { ...user, password: 'abc1' })).toEqual(['password: validation.password_min']);
    expect(issues(userSchema, { ...user, password: 'abcdefgh' })).toEqual([
      'password: validation.custom_password_rule',
    ]);
    expect(issues(userSchema, { ...user, password: 'abc' })).toEqual([
      'password: validation.password_min',
      'password: validation.custom_password_rule',
    ]);
    expect(userSchema.parse({ ...user, password: 'abcdefg1' }).password).toBe('abcdefg1');
  });
});

describe('organisationSchema', () => {
  it('requires a name only', () => {
    expect(issues(organisationSchema, {})).toEqual(['name: validation.name_required']);
    expect(issues(organisationSchema, { name: 'Acme', url: 'acme.com' })).toEqual([]);
  });
});
