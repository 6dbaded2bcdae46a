import { useTheme } from '@mui/material/styles';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { rememberedTheme, rememberTheme } from '../themes/remembered-theme';
import { usePortalTheme } from './use-portal-theme';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The palette mode the app draws in, following the route's portal. */
function Probe() {
  usePortalTheme();
  return <span data-testid="mode">{useTheme().palette.mode}</span>;
}

/** GET /api/portals/p1 answers `theme` once `release` is called. */
function stubSlowPortal(theme: string) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async () => {
    await answered;
    return new Response(JSON.stringify({ id: 'p1', theme }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return () => release();
}

describe('usePortalTheme', () => {
  it('draws a portal in the theme it was last drawn in while it is read, then follows its answer', async () => {
    rememberTheme('p1', 'dark');
    const release = stubSlowPortal('light');
    await renderWithApp(<Probe />, { path: '/dashboard/p1' });
    expect(screen.getByTestId('mode').textContent).toBe('dark');
    release();
    await waitFor(() => expect(screen.getByTestId('mode').textContent).toBe('light'));
    await waitFor(() => expect(rememberedTheme('p1')).toBe('light'));
  });

  it('remembers the theme a portal answered with, for the next visit', async () => {
    const release = stubSlowPortal('dark');
    await renderWithApp(<Probe />, { path: '/dashboard/p1/account/a1' });
    expect(screen.getByTestId('mode').textContent).toBe('light');
    release();
    await waitFor(() => expect(screen.getByTestId('mode').textContent).toBe('dark'));
    expect(rememberedTheme('p1')).toBe('dark');
  });
});
