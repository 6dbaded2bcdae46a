import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { DashboardHome } from '../clients';

afterEach(() => vi.unstubAllGlobals());

const portal = '11111111-1111-4111-8111-111111111111';

function stubApi() {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://portal.test');
    asked.push(path);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (path.pathname === `/api/portals/${portal}/portfolios`)
      return json({
        items: [
          {
            id: 'p1',
            name: 'Ævisparnaður',
            type: 'GIA',
            value: '1200000',
            currency: 'ISK',
            accountId: 'a1',
            accountName: 'Ásta Árnadóttir',
            accountExternalId: 'X1',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      });
    return json({});
  });
  return asked;
}

describe("the 'Portfolios' screen", { timeout: 20_000 }, () => {
  it('lists portfolios with links to their screens, on the root route with view=portfolios', async () => {
    const asked = stubApi();
    await renderWithApp(<DashboardHome />, {
      path: `/dashboard/${portal}?view=portfolios`,
      route: '/dashboard/:portal',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolios' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Ævisparnaður' });
    expect(link.getAttribute('href')).toBe(`/dashboard/${portal}/portfolio/p1?account=a1`);
    expect(screen.getByText('Ásta Árnadóttir')).toBeTruthy();
    // Not the clients overview: it never asked for the accounts list.
    expect(asked.some((url) => url.pathname.endsWith('/accounts'))).toBe(false);
  });

  it('is not what the root route shows without the view', async () => {
    const asked = stubApi();
    await renderWithApp(<DashboardHome />, { path: `/dashboard/${portal}`, route: '/dashboard/:portal' });
    await waitFor(() => expect(asked.some((url) => url.pathname.endsWith('/accounts'))).toBe(true));
    expect(asked.some((url) => url.pathname.endsWith('/portfolios'))).toBe(false);
  });
});
