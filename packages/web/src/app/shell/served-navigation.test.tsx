import { screen, within } from '@testing-library/react';
import type { PortalNavigation } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { BottomNav } from './bottom-nav';
import { NavDrawer } from './nav-drawer';
import { useNavItems } from './use-nav-items';

afterEach(() => vi.unstubAllGlobals());

/** The investor's menu as the server serves it for a portal with its own navigation (issue 18 item 9). */
const SERVED: PortalNavigation = {
  source: 'portal',
  items: [
    {
      key: 'n1',
      name: 'Our documents',
      translate: false,
      link: '/dashboard/:portal/library',
      icon: 'FolderOpen',
      order: 1,
      subnavigation: [],
    },
    {
      key: 'nav.messages',
      name: 'nav.messages',
      translate: true,
      link: '/dashboard/:portal/messages',
      icon: 'Mail',
      order: 2,
      subnavigation: [
        {
          key: 'n2.0',
          name: 'nav.sub.latest',
          translate: true,
          link: '/dashboard/:portal/messages?tab=latest',
          order: 1,
        },
        {
          key: 'n2.1',
          name: 'Sent items',
          translate: false,
          link: '/dashboard/:portal/messages?tab=sent',
          order: 2,
        },
      ],
    },
  ],
};

function stubApi(navigation: { status: number; body: unknown }) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/auth/session')) return json(200, { user: { id: 'u1', email: 'ann@example.com' } });
    if (url.endsWith('/navigation')) return json(navigation.status, navigation.body);
    return json(200, {});
  });
  return urls;
}

function Menus() {
  const items = useNavItems();
  return (
    <>
      <NavDrawer items={items} pinned />
      <BottomNav items={items} />
    </>
  );
}

const render = () =>
  renderWithApp(<Menus />, { path: '/dashboard/p%201/messages', route: '/dashboard/:portal/*' });

describe('the menu from the served navigation', () => {
  it("draws the portal's entries in the drawer and the bottom bar, labels translated or as written", async () => {
    const urls = stubApi({ status: 200, body: SERVED });
    await render();
    const [drawer, bottom] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    // A cold test worker on a shared machine: give the session and the menu time to arrive.
    expect(
      await within(drawer!).findByRole('link', { name: 'Our documents' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(urls).toContain('/api/portals/p%201/navigation');
    const links = within(drawer!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our documents', '/dashboard/p%201/library'],
      ['Messages', '/dashboard/p%201/messages'],
      ['Latest', '/dashboard/p%201/messages?tab=latest'],
      ['Sent items', '/dashboard/p%201/messages?tab=sent'],
    ]);
    // The brand's own items (an investor's Portfolios, Library…) are not drawn beside them.
    expect(within(drawer!).queryByRole('link', { name: 'Portfolios' })).toBeNull();
    expect(
      within(bottom!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Our documents', 'Messages']);
  });

  it("keeps the brand's navigation for the role when the menu cannot be read", async () => {
    stubApi({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    await render();
    const [drawer] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    expect(await within(drawer!).findByRole('link', { name: 'Portfolios' }, { timeout: 5000 })).toBeTruthy();
    expect(within(drawer!).queryByRole('link', { name: 'Clients' })).toBeNull();
  });
});
