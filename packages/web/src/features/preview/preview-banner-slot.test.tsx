import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { PREVIEW_QUERY_KEY } from './preview-api';
import { PreviewBannerSlot } from './preview-banner-slot';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = {
  clientName: 'Ada Investor',
  portalId: 'p1',
  accountId: 'a1',
  byName: 'Olive Owner',
  startedAt: '2026-01-01T10:00:00Z',
  expiresAt: '2026-01-01T10:30:00Z',
};

/** Signed in; GET /api/me/preview answers `preview`; every other call is recorded and answered {}. */
function stubSession(preview: typeof PREVIEW | null) {
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

describe('the preview banner slot', () => {
  it('shows nothing (and loads no banner) outside a preview', async () => {
    const calls = stubSession(null);
    await renderWithApp(<PreviewBannerSlot />);
    await waitFor(() => expect(calls).toContain('GET /api/me/preview'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Client preview' })).toBeNull();
  });

  it('loads the banner in a preview and keeps it to see the server end the preview', async () => {
    const calls = stubSession(PREVIEW);
    const { queryClient } = await renderWithApp(<PreviewBannerSlot />);
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    expect(banner.textContent).toContain('Ada Investor');
    // The server answers that the preview is over: the banner goes and the app ends it as by hand.
    act(() => queryClient.setQueryData(PREVIEW_QUERY_KEY, null));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Client preview' })).toBeNull());
    await waitFor(() => expect(calls).toContain('POST /api/portals/p1/accounts/a1/preview/end'));
  });
});
