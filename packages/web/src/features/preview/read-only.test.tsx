import Button from '@mui/material/Button';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { WhenWritable, WritableAction } from './read-only';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = {
  clientName: 'Ada Investor',
  portalId: 'p1',
  accountId: 'a1',
  byName: 'Olive Owner',
  startedAt: '2026-01-01T10:00:00Z',
  expiresAt: '2026-01-01T10:30:00Z',
};

/** Signed in; GET /api/me/preview answers `preview` (null: not a preview). */
function stubSession(preview: typeof PREVIEW | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body =
      url === '/api/me/preview'
        ? { preview }
        : { user: { id: 'u1', email: 'u@example.org', isProfessional: true } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const ui = (
  <>
    <WhenWritable>
      <Button>Upload</Button>
    </WhenWritable>
    <WritableAction title="Add to favourites">
      <Button>Star</Button>
    </WritableAction>
  </>
);

describe('read-only in a client preview', () => {
  it('offers the actions outside a preview', async () => {
    stubSession(null);
    await renderWithApp(ui);
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add to favourites' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('hides forms and disables buttons with the reason in a preview', async () => {
    stubSession(PREVIEW);
    await renderWithApp(ui);
    // Stays hidden once the preview is known (and while it was not).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const star = screen.getByRole('button', { name: 'Star' }) as HTMLButtonElement;
    expect(star.disabled).toBe(true);
    fireEvent.mouseOver(star.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Not available in a client preview',
    );
  });
});
