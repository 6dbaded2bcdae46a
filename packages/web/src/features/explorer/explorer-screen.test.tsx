import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FundList } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import ExplorerScreen from './explorer-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const fund = {
  id: 'f1',
  isin: 'GB00B0000017',
  name: 'Harbourside Global Equity Fund Acc',
  fundCode: 'HG01',
  groupName: 'Harbourside Investment Management',
  assetClass: 'Equities',
  fundType: 'OEIC',
  currency: 'GBP',
  region: 'Global',
  sector: 'Global',
  esgRating: 8,
  size: '1250000000.0000',
  price: '217.33000000',
  priceDate: '2025-06-02',
  favourite: false,
};
const page = (items: (typeof fund)[]): FundList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
  facets: {
    category: [{ value: 'Equities', count: 1 }],
    currency: [{ value: 'GBP', count: 1 }],
    region: [{ value: 'Global', count: 1 }],
  },
});

/**
 * The list answers with `list(url)`, the spotlight with `spotlight`; a favourite change waits for
 * `release` and then answers `status`.
 */
function stubApi(
  list: (url: string) => FundList,
  favourite: { status: number },
  spotlight: (typeof fund)[] = [],
) {
  const calls: { url: string; method: string }[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/favourite')) {
      await held;
      return favourite.status === 200
        ? json(200, { favourite: method === 'PUT' })
        : json(favourite.status, { error: { code: 'internal', message: 'boom' } });
    }
    if (url.endsWith('/funds/spotlight')) return json(200, { items: spotlight });
    if (url.includes('/funds')) return json(200, list(url));
    return json(200, {});
  });
  return { calls, release: () => release() };
}

const render = () =>
  renderWithApp(<ExplorerScreen />, { path: '/dashboard/p1/explorer', route: '/dashboard/:portal/explorer' });

describe('explorer screen', { timeout: 15_000 }, () => {
  it('stars a fund at once and puts the star back when the server refuses', async () => {
    const api = stubApi(() => page([fund]), { status: 500 });
    await render();
    const add = `Add ${fund.name} to favourites`;
    // The star stays disabled until the app knows this is not a client preview (read-only).
    await waitFor(
      () => expect((screen.getByRole('button', { name: add }) as HTMLButtonElement).disabled).toBe(false),
      { timeout: 4000 },
    );
    fireEvent.click(screen.getByRole('button', { name: add }));
    // Optimistic: starred before the server answers.
    const starred = await screen.findByRole('button', { name: `Remove ${fund.name} from favourites` });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    api.release();
    expect(
      (
        await screen.findByRole('button', { name: `Add ${fund.name} to favourites` }, { timeout: 5000 })
      ).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(api.calls.some((c) => c.method === 'PUT' && c.url === '/api/portals/p1/funds/f1/favourite')).toBe(
      true,
    );
  });

  it('sends the debounced search and filters to the server, and offers to clear them when nothing matches', async () => {
    const api = stubApi(() => page([]), { status: 200 });
    await render();
    expect(await screen.findByText('No funds match your search.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by fund name or ISIN'), {
      target: { value: 'GB00B0000017' },
    });
    fireEvent.click(screen.getByLabelText('Favourites only'));
    await waitFor(
      () =>
        expect(
          api.calls.some((c) => c.url.includes('q=GB00B0000017') && c.url.includes('favourites=only')),
        ).toBe(true),
      { timeout: 3000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect((screen.getByLabelText('Search by fund name or ISIN') as HTMLInputElement).value).toBe('');
  });

  it('remembers list or grid', async () => {
    stubApi(() => page([fund]), { status: 200 });
    await render();
    await screen.findByRole('list', { name: 'List' });
    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(await screen.findByRole('list', { name: 'Grid' })).toBeTruthy();
    expect(localStorage.getItem('portal.explorer.view')).toBe('grid');
  });

  it('filters by category and shows each value with its count, keeping a chosen value at 0', async () => {
    const bond = {
      ...fund,
      id: 'f2',
      name: 'Sterling Gilt Fund',
      assetClass: 'Fixed Interest',
      currency: 'GBX',
    };
    const api = stubApi(
      (url) => ({
        ...page(url.includes('category=Fixed') ? [bond] : [fund, bond]),
        facets: {
          category: [
            { value: 'Equities', count: 1234 },
            { value: 'Fixed Interest', count: 1 },
          ],
          currency: [{ value: 'GBP', count: url.includes('category=Fixed') ? 1 : 1235 }],
          region: url.includes('category=Fixed') ? [] : [{ value: 'Global', count: 1235 }],
        },
      }),
      { status: 200 },
    );
    await render();
    await screen.findByText('Sterling Gilt Fund');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(screen.getByRole('option', { name: 'Global (1,235)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    // Counts through the number formatter (grouped), names through the data names.
    expect(screen.getByRole('option', { name: 'Equities (1,234)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Fixed Interest (1)' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.url.includes('category=Fixed+Interest') && c.url.includes('region=Global')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText(fund.name)).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getByRole('option', { name: 'GBP (1)' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    // No fixed-interest fund is Global now: the chosen region stays, at 0, to be seen and undone.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All regions', 'Global (0)']);
  });

  it("shows the portal's spotlight above the results and opens a fund from it", async () => {
    const promoted = {
      ...fund,
      id: 'f9',
      name: 'Aurum Natural Resources Fund Acc',
      assetClass: 'Commodities',
    };
    stubApi(() => page([fund]), { status: 200 }, [promoted]);
    await render();
    const spotlight = await screen.findByRole('region', { name: 'Funds in the spotlight' });
    expect(spotlight.textContent).toContain('Commodities · GBP');
    fireEvent.click(screen.getByText(promoted.name));
    expect(await screen.findByRole('dialog', { name: promoted.name })).toBeTruthy();
  });
});
