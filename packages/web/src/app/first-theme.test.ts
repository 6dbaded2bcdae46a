import { getBrand } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { portalQuery } from '../lib/portal-api';
import { rememberedTheme, rememberTheme } from '../themes/remembered-theme';
import { firstTheme } from './first-theme';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const brand = getBrand('asset-manager');
const client = () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

/** GET /api/portals/p1 answers `status` with `body` after `delayMs`; every call is counted. */
function stubPortal(status: number, body: unknown, delayMs = 0) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('the theme of the first frame', () => {
  it("is the brand's outside a portal, without asking anything", async () => {
    const calls = stubPortal(200, { theme: 'dark' });
    expect(await firstTheme({ brand, pathname: '/portals', queryClient: client() })).toBe(brand.defaultTheme);
    expect(await firstTheme({ brand, pathname: '/dashboard/404', queryClient: client() })).toBe(
      brand.defaultTheme,
    );
    expect(calls).toEqual([]);
  });

  it("is the portal's own on a portal's page, read into the screens' cache and remembered", async () => {
    const calls = stubPortal(200, { id: 'p1', name: 'P', theme: 'dark' });
    const queryClient = client();
    expect(await firstTheme({ brand, pathname: '/dashboard/p1/account/a1', queryClient })).toBe('dark');
    expect(calls).toEqual(['/api/portals/p1']);
    expect(queryClient.getQueryData(portalQuery('p1').queryKey)).toMatchObject({ theme: 'dark' });
    expect(rememberedTheme('p1')).toBe('dark');
  });

  it("is the brand's for a portal without a theme or one the brand does not offer", async () => {
    stubPortal(200, { id: 'p1', theme: null });
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient: client() })).toBe(
      brand.defaultTheme,
    );
    stubPortal(200, { id: 'p1', theme: 'no-such-theme' });
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient: client() })).toBe(
      brand.defaultTheme,
    );
  });

  it('does not wait for a slow portal: the theme it was last drawn in, else the brand’s', async () => {
    stubPortal(200, { id: 'p1', theme: 'contrast' }, 200);
    rememberTheme('p1', 'dark');
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient: client(), waitMs: 20 })).toBe(
      'dark',
    );
    localStorage.clear();
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient: client(), waitMs: 20 })).toBe(
      brand.defaultTheme,
    );
  });

  it("is the brand's when the portal refuses (signed out), asked once", async () => {
    const calls = stubPortal(401, { error: { code: 'unauthenticated', message: 'Sign in' } });
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient: client() })).toBe(
      brand.defaultTheme,
    );
    expect(calls).toHaveLength(1);
  });

  it('draws a remembered theme at once and only prefetches the portal into the cache', async () => {
    const calls = stubPortal(200, { id: 'p1', name: 'P', theme: 'contrast' }, 50);
    rememberTheme('p1', 'dark');
    const queryClient = client();
    const started = Date.now();
    expect(await firstTheme({ brand, pathname: '/dashboard/p1', queryClient })).toBe('dark');
    expect(Date.now() - started).toBeLessThan(40);
    expect(calls).toEqual(['/api/portals/p1']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(portalQuery('p1').queryKey)).toMatchObject({ theme: 'contrast' }),
    );
  });
});
