import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, passwordChangeSchema, passwordResetSchema, pinSchema, signupSchema } from './auth';
import { formSchema, pageSchema, postSchema } from './content';
import { dateRangeSchema } from './date-range';
import { issueMessage } from './issues';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('content limits (§5)', () => {
  it('SEO description is at most 150 characters', () => {
    expect(issues(pageSchema, { name: 'Home', description: 'x'.repeat(150) })).toEqual([]);
    const result = pageSchema.safeParse({ name: 'Home', description: 'x'.repeat(151) });
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('validation.max_characters');
    expect(issue && issueMessage(issue)).toBe('Max 150 characters');
    expect(issue && issueMessage(issue, 'el')).toBe('Έως 150 χαρακτήρες');
  });

  it('form description is at most 200 characters', () => {
    expect(issues(formSchema, { name: 'KYC', description: 'x'.repeat(200) })).toEqual([]);
    expect(issues(formSchema, { name: 'KYC', description: 'x'.repeat(201) })).toEqual([
      'description: validation.max_characters',
    ]);
  });

  it('pages, posts and forms need a name', () => {
    for (const schema of [pageSchema, postSchema, formSchema]) {
      expect(issues(schema, {})).toEqual(['name: validation.name_required']);
    }
    expect(issues(postSchema, { name: 'P', tags: ['Advice', 'Gossip'] })).toEqual([
      'tags.1: validation.invalid_input',
    ]);
  });
});

describe('auth forms (§2, §5)', () => {
  it('login requires email and password', () => {
    expect(issues(loginSchema, {})).toEqual([
      'email: validation.email_required',
      'password: validation.required_field',
    ]);
    expect(issues(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual([]);
  });

  it('signup requires a strong password and the terms', () => {
    expect(issues(signupSchema, { email: 'a@b.co', password: 'short', terms: false })).toEqual([
      'password: validation.password_min',
      'password: validation.custom_password_rule',
      'terms: validation.terms_required',
    ]);
    expect(issues(signupSchema, { email: 'a@b.co', password: 'longenough1', terms: true })).toEqual([]);
    expect(issues(passwordChangeSchema, { password: 'longenough' })).toEqual([
      'password: validation.custom_password_rule',
    ]);
  });

  it('reset needs a valid e-mail; a PIN is six digits', () => {
    expect(issues(passwordResetSchema, { email: 'nope' })).toEqual(['email: validation.email_invalid']);
    expect(issues(pinSchema, { pin: '12345' })).toEqual(['pin: errors.wrong_pin']);
    expect(issues(pinSchema, { pin: ' 123456 ' })).toEqual([]);
  });
});

describe('date range (§5)', () => {
  it('needs two valid dates in order', () => {
    expect(issues(dateRangeSchema, { from: '2024-01-01', to: '2024-03-31' })).toEqual([]);
    expect(issues(dateRangeSchema, { from: '2024-04-01', to: '2024-03-31' })).toEqual([
      'to: validation.date_range_invalid',
    ]);
    expect(issues(dateRangeSchema, { from: '', to: '2024-13-01' })).toEqual([
      'from: validation.date_range_invalid',
      'to: validation.date_invalid',
    ]);
  });
});
