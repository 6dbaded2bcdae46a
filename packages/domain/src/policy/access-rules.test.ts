import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, allowsRule, isAccessRule } from './access-rules';
import type { Viewer } from './viewer';

const viewer = (role: Viewer['role'], mfaValidated = true): Viewer => ({
  userId: 'u1',
  email: 'u1@example.com',
  role,
  organisationId: 'org-1',
  locale: 'en',
  sessionId: 's1',
  mfaValidated,
});

describe('allowsRule', () => {
  it('lets anyone through a public route', () => {
    expect(allowsRule('public', null)).toEqual({ allow: true });
    expect(allowsRule('public', viewer('investor', false))).toEqual({ allow: true });
  });

  it('answers unauthenticated to a guest on every other rule', () => {
    for (const rule of ACCESS_RULES.filter((r) => r !== 'public')) {
      expect(allowsRule(rule, null)).toEqual({ allow: false, deny: 'unauthenticated' });
    }
  });

  it('treats a pending second factor as not signed in, except on the PIN routes', () => {
    for (const rule of ['authenticated', 'professional', 'admin'] as const) {
      expect(allowsRule(rule, viewer('admin', false))).toEqual({ allow: false, deny: 'unauthenticated' });
    }
    expect(allowsRule('mfa-pending', viewer('investor', false))).toEqual({ allow: true });
    expect(allowsRule('mfa-pending', viewer('investor', true))).toEqual({ allow: false, deny: 'forbidden' });
  });

  it('decides by role once fully signed in', () => {
    const table = {
      investor: { authenticated: true, professional: false, admin: false },
      advisor: { authenticated: true, professional: true, admin: false },
      admin: { authenticated: true, professional: true, admin: true },
    } as const;
    for (const [role, rules] of Object.entries(table)) {
      for (const [rule, allowed] of Object.entries(rules)) {
        expect(allowsRule(rule as keyof typeof rules, viewer(role as Viewer['role']))).toEqual(
          allowed ? { allow: true } : { allow: false, deny: 'forbidden' },
        );
      }
    }
  });

  it('refuses an unknown rule (fail closed)', () => {
    expect(allowsRule('pubic' as 'public', viewer('admin'))).toEqual({ allow: false, deny: 'forbidden' });
    expect(isAccessRule('pubic')).toBe(false);
    expect(isAccessRule('mfa-pending')).toBe(true);
  });
});
