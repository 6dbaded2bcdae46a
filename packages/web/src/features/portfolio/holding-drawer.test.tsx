import { screen, within } from '@testing-library/react';
import type { DrawerView } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { EMPTY_LISTS } from './drawer-state';
import { HoldingDrawer } from './holding-drawer';
import { holding } from './holding-test-data';

afterEach(() => vi.unstubAllGlobals());

const key = { portalId: 'p1', accountId: 'a1', portfolioId: 'f1' };

/** The drawer's API answers the holding; the other parts' requests find nothing. */
function stubDrawer(view: DrawerView, documents: unknown[] = []) {
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (String(url).includes('/drawer/RWSC/documents')) return json(200, { items: documents });
    if (url.includes('/drawer/')) return json(200, view);
    if (url.includes('/overview')) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    return json(200, {});
  });
}

/** The details table as label → amount. */
async function details(name: string): Promise<Record<string, string>> {
  const table = await screen.findByRole('table', { name }, { timeout: 5000 });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
}

function renderDrawer(view: DrawerView, language = 'en', documents: unknown[] = []) {
  stubDrawer(view, documents);
  return renderWithApp(
    <HoldingDrawer
      portfolioKey={key}
      state={{ open: { kind: 'holding', symbol: 'RWSC' }, lists: EMPTY_LISTS }}
      dispatch={() => {}}
      fundHref={() => null}
    />,
    { language, brand: language === 'el' ? 'greek' : 'asset-manager' },
  );
}

describe('holding drawer: every amount in its own currency', { timeout: 15_000 }, () => {
  it('greek-dollar-portfolio: the value is in the portfolio’s dollars, not the page’s pounds', async () => {
    await renderDrawer(
      {
        holding: holding({
          cost: '161543.03',
          value: '379743.94',
          valueBase: '379743.94',
          costBase: '161543.03',
          gainBase: { total: '218200.91', market: '218200.91', currency: '0.00' },
        }),
        baseCurrency: 'USD',
        weight: '0.5',
        transactions: [],
        discrete: null,
      },
      'el',
    );
    const rows = await details('Στοιχεία');
    expect(rows).toMatchObject({
      // Written as Greek readers write dollars (decision 55).
      'Κόστος (USD)': '161.543,03\u00a0$',
      'Αξία (USD)': '379.743,94\u00a0$',
      'Κέρδος/ζημία (USD)': '218.200,91\u00a0$',
      'Επίδραση αγοράς': '218.200,91\u00a0$',
      'Συναλλαγματική επίδραση': '0,00\u00a0$',
    });
    expect(Object.values(rows).join(' ')).not.toContain('£');
  });

  it('usd-line-in-a-sterling-portfolio: cost and value in dollars, then in pounds with the gain split', async () => {
    await renderDrawer({
      holding: holding({}),
      baseCurrency: 'GBP',
      weight: '0.5',
      transactions: [],
      discrete: null,
    });
    expect(await details('Details')).toMatchObject({
      'Cost (USD)': '$15,000.00',
      'Value (USD)': '$16,500.00',
      'Cost (GBP)': '£12,000.00',
      'Value (GBP)': '£15,000.00',
      'Gain/loss (GBP)': '£3,000.00',
      'Market effect': '£1,363.64',
      'Currency effect': '£1,636.36',
    });
  });

  it('without a cost base (a source that has none): a dash, never a converted guess', async () => {
    await renderDrawer({
      holding: holding({ costBase: null, gainBase: null }),
      baseCurrency: 'GBP',
      weight: '0.5',
      transactions: [],
      discrete: null,
    });
    const rows = await details('Details');
    expect(rows).toMatchObject({ 'Cost (USD)': '$15,000.00', 'Cost (GBP)': '—', 'Gain/loss (GBP)': '—' });
    expect(rows['Market effect']).toBeUndefined();
  });
});

describe('holding drawer: the filtered transactions link (§9)', { timeout: 15_000 }, () => {
  it("opens the portfolio's transactions on the last 3 months, keeping the screen's other query", async () => {
    stubDrawer({
      holding: holding({}),
      baseCurrency: 'GBP',
      weight: '0.5',
      transactions: [],
      discrete: null,
    });
    const dispatched: unknown[] = [];
    await renderWithApp(
      <HoldingDrawer
        portfolioKey={key}
        state={{ open: { kind: 'holding', symbol: 'RWSC' }, lists: EMPTY_LISTS }}
        dispatch={(action) => dispatched.push(action)}
        fundHref={() => null}
      />,
      { path: '/dashboard/p1/portfolio/f1?account=a1&tab=holdings&range=12m' },
    );
    const link = await screen.findByRole(
      'link',
      { name: 'All portfolio transactions, last 3 months' },
      { timeout: 5000 },
    );
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/dashboard/p1/portfolio/f1');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      account: 'a1',
      tab: 'transactions',
      range: '3m',
    });
    link.click();
    expect(dispatched).toContainEqual({ type: 'close' });
  });
});

describe(
  'holding drawer: documents (§2; the partners Data API’s holding documents, §7)',
  { timeout: 15_000 },
  () => {
    it("lists the holding's documents as the portfolio's route gives them, each a download", async () => {
      await renderDrawer(
        { holding: holding({}), baseCurrency: 'GBP', weight: '0.5', transactions: [], discrete: null },
        'en',
        [
          {
            id: 'd1',
            name: 'Rowan KIID',
            type: 'KIID',
            fileName: 'KIID Rowan.pdf',
            size: 1200,
            createdAt: '2025-05-01T00:00:00.000Z',
            url: '/api/portals/p1/accounts/a1/portfolios/f1/drawer/RWSC/documents/d1/file',
          },
        ],
      );
      const link = await screen.findByRole('link', { name: 'Download Rowan KIID (PDF)' }, { timeout: 5000 });
      expect(link.getAttribute('href')).toBe(
        '/api/portals/p1/accounts/a1/portfolios/f1/drawer/RWSC/documents/d1/file',
      );
      expect(link.getAttribute('download')).toBe('KIID Rowan.pdf');
    });
  },
);
