import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { PREVIEW, stubPreviewSession } from './preview-session.test-util';
import { PREVIEW_QUERY_KEY } from '../../lib/preview-state';
import { PreviewBannerSlot } from './preview-banner-slot';

afterEach(() => vi.unstubAllGlobals());

describe('the preview banner slot', () => {
  it('shows nothing (and loads no banner) outside a preview', async () => {
    const calls = stubPreviewSession(null);
    await renderWithApp(<PreviewBannerSlot />);
    await waitFor(() => expect(calls).toContain('GET /api/me/preview'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Client preview' })).toBeNull();
  });

  it('loads the banner in a preview and keeps it to see the server end the preview', async () => {
    const calls = stubPreviewSession(PREVIEW);
    const { queryClient } = await renderWithApp(<PreviewBannerSlot />);
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    expect(banner.textContent).toContain('Ada Investor');
    // The server answers that the preview is over: the banner goes and the app ends it as by hand.
    act(() => queryClient.setQueryData(PREVIEW_QUERY_KEY, null));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Client preview' })).toBeNull());
    await waitFor(() => expect(calls).toContain('POST /api/portals/p1/accounts/a1/preview/end'));
  });
});
