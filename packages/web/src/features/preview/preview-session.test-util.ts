import { vi } from 'vitest';

/** A client preview as GET /api/me/preview answers it during one. */
export const PREVIEW = {
  clientName: 'Ada Investor',
  portalId: 'p1',
  accountId: 'a1',
  byName: 'Olive Owner',
  startedAt: '2026-01-01T10:00:00Z',
  expiresAt: '2026-01-01T10:30:00Z',
};

/**
 * Stubs fetch for a signed-in professional: GET /api/me/preview answers `preview` (null: not a
 * preview), the session answers the user, anything else {}. Returns the calls made, in order.
 * Undo with vi.unstubAllGlobals().
 */
export function stubPreviewSession(preview: typeof PREVIEW | null): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const body =
      url === '/api/me/preview'
        ? { preview }
        : url === '/api/auth/session'
          ? { user: { id: 'u1', email: 'u@example.org', isProfessional: true } }
          : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
