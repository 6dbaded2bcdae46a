import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import ClientsScreen from './clients-screen';

afterEach(() => vi.unstubAllGlobals());

const portal = '11111111-1111-4111-8111-111111111111';

/** The portal, its filter menus and the accounts list (empty); records the accounts requests. */
function stubApi(items: unknown[] = []) {
  const lists: URL[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const path = new URL(url, 'http://portal.test');
    if (path.pathname === `/api/portals/${portal}`) return json({ id: portal, name: 'Alpha Portal' });
    if (path.pathname.endsWith('/account-filters'))
      return json({
        portfolioTypes: ['GIA', 'ISA'],
        groups: [{ id: 'g1', name: 'Family office' }],
        letters: [],
      });
    if (path.pathname.endsWith('/accounts')) {
      lists.push(path);
      return json({ items, total: items.length, totals: { value: '0', count: items.length, gains: '0' } });
    }
    return json({ error: { code: 'unauthenticated', message: 'Please sign in' } }, 401);
  });
  return lists;
}

describe('clients overview filter bar (§2)', { timeout: 20_000 }, () => {
  it("offers the types and groups present, keeps a chosen group the menu lacks, and 'all' clears a filter", async () => {
    const lists = stubApi();
    await renderWithApp(<ClientsScreen />, { path: `/${portal}?group=g9`, route: '/:portal' });
    // The type menu appears once the filter menus have loaded.
    const type = await screen.findByRole('combobox', { name: 'Portfolio type' });
    const group = screen.getByRole('combobox', { name: 'Client group' });
    expect(type.textContent).toBe('All types');
    expect(group.textContent).toBe('g9');
    const options = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    fireEvent.mouseDown(group);
    expect(options()).toEqual(['All groups', 'Family office', 'g9']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(type);
    expect(options()).toEqual(['All types', 'GIA', 'ISA']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ISA' }));
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('portfolioType')).toBe('ISA'));
    expect(type.textContent).toBe('ISA');
    fireEvent.mouseDown(type);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All types' }));
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('portfolioType')).toBeNull());
    expect(type.textContent).toBe('All types');
    expect(lists.at(-1)!.searchParams.get('group')).toBe('g9');
  });
});

describe('clients overview rows', { timeout: 20_000 }, () => {
  it('name a link to the account screen (open in a new tab works); a click on the row opens the drawer', async () => {
    stubApi([
      {
        id: 'a1',
        name: 'Ásta Jónsdóttir',
        email: 'asta@example.org',
        externalId: 'X1',
        value: '1000',
        currency: 'GBP',
        portfolioCount: 1,
        portfolioTypes: ['ISA'],
        sinceInception: null,
      },
    ]);
    await renderWithApp(<ClientsScreen />, { path: `/dashboard/${portal}`, route: '/dashboard/:portal' });
    const link = await screen.findByRole('link', { name: 'Ásta Jónsdóttir' });
    expect(link.getAttribute('href')).toBe(`/dashboard/${portal}/account/a1`);
    fireEvent.click(within(link.closest('tr')!).getByText('asta@example.org'));
    expect(await screen.findByRole('dialog', { name: 'Ásta Jónsdóttir' })).toBeTruthy();
  });
});
