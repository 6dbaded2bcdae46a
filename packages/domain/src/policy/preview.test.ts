import { describe, expect, it } from 'vitest';
import {
  canStartPreview,
  previewAllowsRequest,
  previewExpiry,
  PREVIEW_END_ROUTE,
  PREVIEW_TTL_MS,
  type PreviewTargetFacts,
} from './preview';
import { testViewer } from './test-viewers';

const account = (overrides: Partial<PreviewTargetFacts> = {}): PreviewTargetFacts => ({
  organisationId: 'org-1',
  clientUserId: 'client-1',
  ownerUserIds: ['advisor-1'],
  client: { role: 'investor', active: true },
  ...overrides,
});
const advisor = testViewer({ userId: 'advisor-1', role: 'advisor' });
const admin = testViewer({ userId: 'admin-1', role: 'admin' });

describe('canStartPreview', () => {
  it("lets the owner advisor and the company's admin preview an account with a client", () => {
    expect(canStartPreview(advisor, account())).toEqual({ allow: true });
    expect(canStartPreview(admin, account())).toEqual({ allow: true });
  });

  it('answers not_found for an account outside the viewer’s scope', () => {
    expect(canStartPreview(testViewer({ userId: 'advisor-2', role: 'advisor' }), account())).toEqual({
      allow: false,
      deny: 'not_found',
    });
    expect(canStartPreview(admin, account({ organisationId: 'org-2' }))).toEqual({
      allow: false,
      deny: 'not_found',
    });
  });

  it('forbids investors, guests, a pending second factor and a preview inside a preview', () => {
    const forbidden = { allow: false, deny: 'forbidden' };
    expect(canStartPreview(null, account())).toEqual(forbidden);
    expect(canStartPreview(testViewer({ userId: 'client-1' }), account())).toEqual(forbidden);
    expect(canStartPreview({ ...advisor, mfaValidated: false }, account())).toEqual(forbidden);
    const previewing = {
      ...testViewer({ userId: 'client-1' }),
      preview: {
        byUserId: 'admin-1',
        byName: 'Admin',
        portalId: 'p',
        accountId: 'a',
        startedAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-01T00:30:00.000Z',
      },
    };
    expect(canStartPreview(previewing, account())).toEqual(forbidden);
    expect(canStartPreview({ ...admin, preview: previewing.preview }, account())).toEqual(forbidden);
  });

  it('needs an active investor as the account’s client', () => {
    const noClient = { allow: false, deny: 'no_client' };
    expect(canStartPreview(advisor, account({ clientUserId: null, client: null }))).toEqual(noClient);
    expect(canStartPreview(advisor, account({ client: { role: 'investor', active: false } }))).toEqual(
      noClient,
    );
    expect(canStartPreview(advisor, account({ client: { role: 'advisor', active: true } }))).toEqual(
      noClient,
    );
    expect(canStartPreview(admin, account({ clientUserId: 'admin-1' }))).toEqual(noClient);
  });
});

describe('previewAllowsRequest', () => {
  it('lets reads through and refuses every other method', () => {
    expect(previewAllowsRequest('GET', '/api/portals/:portalId/accounts')).toBe(true);
    expect(previewAllowsRequest('HEAD', '/api/portals/:portalId/accounts')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'whatever'])
      expect(previewAllowsRequest(method, '/api/portals/:portalId/messages')).toBe(false);
  });

  it('lets through ending the preview, signing out and the page-visit log, by route pattern', () => {
    expect(previewAllowsRequest('POST', PREVIEW_END_ROUTE.slice('POST '.length))).toBe(true);
    expect(previewAllowsRequest('post', '/api/auth/sign-out')).toBe(true);
    expect(previewAllowsRequest('POST', '/api/portals/:portalId/activity/page-visits')).toBe(true);
    expect(previewAllowsRequest('DELETE', '/api/auth/sign-out')).toBe(false);
    // A concrete path is not a pattern: nothing matches it by accident.
    expect(previewAllowsRequest('POST', '/api/portals/p1/accounts/a1/preview/end')).toBe(false);
  });

  it("refuses the client's own security pages even as reads", () => {
    expect(previewAllowsRequest('GET', '/api/auth/sessions')).toBe(false);
    expect(previewAllowsRequest('HEAD', '/api/auth/totp')).toBe(false);
    expect(previewAllowsRequest('GET', '/api/auth/session')).toBe(true);
  });
});

describe('previewExpiry', () => {
  it('is 30 minutes, or the session’s hard end when that comes first', () => {
    const now = new Date('2026-01-01T10:00:00.000Z');
    expect(previewExpiry(now, new Date('2026-01-01T20:00:00.000Z')).getTime()).toBe(
      now.getTime() + PREVIEW_TTL_MS,
    );
    expect(previewExpiry(now, new Date('2026-01-01T10:05:00.000Z')).toISOString()).toBe(
      '2026-01-01T10:05:00.000Z',
    );
  });
});
