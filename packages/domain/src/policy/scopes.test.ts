import { describe, expect, it } from 'vitest';
import { accountScope, canReadAccount, portalScope, type AccountFacts } from './scopes';
import { testViewer } from './test-viewers';

describe('accountScope', () => {
  it('gives admins their company, advisors their owned accounts, investors their own', () => {
    expect(accountScope(testViewer({ role: 'admin' }))).toEqual({
      kind: 'organisation',
      organisationId: 'org-1',
    });
    expect(accountScope(testViewer({ role: 'advisor' }))).toEqual({
      kind: 'owner',
      userId: 'user-1',
      organisationId: 'org-1',
    });
    expect(accountScope(testViewer({ role: 'investor', organisationId: null }))).toEqual({
      kind: 'client',
      userId: 'user-1',
    });
  });

  it('gives nothing to guests, a pending second factor, or staff without a company', () => {
    expect(accountScope(null)).toEqual({ kind: 'none' });
    expect(accountScope(testViewer({ role: 'admin', mfaValidated: false }))).toEqual({ kind: 'none' });
    expect(accountScope(testViewer({ role: 'admin', organisationId: null }))).toEqual({ kind: 'none' });
    expect(accountScope(testViewer({ role: 'advisor', organisationId: null }))).toEqual({ kind: 'none' });
  });
});

describe('portalScope', () => {
  it('gives staff their company portals and investors the portals of their accounts', () => {
    for (const role of ['admin', 'advisor'] as const) {
      expect(portalScope(testViewer({ role }))).toEqual({ kind: 'organisation', organisationId: 'org-1' });
    }
    expect(portalScope(testViewer())).toEqual({ kind: 'client-accounts', userId: 'user-1' });
  });

  it('answers the §8 message to an advisor without a company', () => {
    expect(portalScope(testViewer({ role: 'advisor', organisationId: null }))).toEqual({
      kind: 'no-organisation',
      messageKey: 'errors.no_organisation',
    });
    expect(portalScope(testViewer({ role: 'admin', organisationId: null }))).toEqual({ kind: 'none' });
    expect(portalScope(null)).toEqual({ kind: 'none' });
  });
});

describe('canReadAccount', () => {
  const account: AccountFacts = {
    organisationId: 'org-1',
    clientUserId: 'client-1',
    ownerUserIds: ['advisor-1'],
  };

  it('lets the client, an owning advisor and the company admin read it', () => {
    expect(canReadAccount(testViewer({ userId: 'client-1' }), account)).toBe(true);
    expect(canReadAccount(testViewer({ userId: 'advisor-1', role: 'advisor' }), account)).toBe(true);
    expect(canReadAccount(testViewer({ userId: 'admin-1', role: 'admin' }), account)).toBe(true);
  });

  it('keeps out another client, a non-owner advisor, and staff of another company', () => {
    expect(canReadAccount(testViewer({ userId: 'client-2' }), account)).toBe(false);
    expect(canReadAccount(testViewer({ userId: 'advisor-2', role: 'advisor' }), account)).toBe(false);
    expect(
      canReadAccount(testViewer({ userId: 'admin-2', role: 'admin', organisationId: 'org-2' }), account),
    ).toBe(false);
    expect(
      canReadAccount(testViewer({ userId: 'advisor-1', role: 'advisor', organisationId: 'org-2' }), account),
    ).toBe(false);
    expect(canReadAccount(null, account)).toBe(false);
  });
});
