import { describe, expect, it } from 'vitest';
import { brands } from './index';
import { navigationFor } from './navigation';
import { menuLink, portalNavigation, visibleForOf, type StoredNavEntry } from './portal-navigation';

const am = brands['asset-manager'];
const PORTAL = '7d1f6f0e-3c5a-4a55-9d35-0c1f3f6c2b10';

const entry = (over: Partial<StoredNavEntry> & { id: string }): StoredNavEntry => ({
  name: `Item ${over.id}`,
  link: '/dashboard/:portal/library',
  icon: null,
  visibleFor: [],
  order: 0,
  subnavigation: [],
  ...over,
});

describe('portalNavigation (§2 navigation, §3 navigation/subnavigation)', () => {
  it("falls back to the brand's navigation when the portal has no entries", () => {
    const menu = portalNavigation(am, 'investor', PORTAL, []);
    expect(menu.source).toBe('brand');
    expect(menu.items.map((item) => item.name)).toEqual(navigationFor(am, 'investor').map((i) => i.name));
    expect(menu.items.every((item) => item.translate)).toBe(true);
  });

  it('serves the portal entries visible for the role, sorted by order, sub-items too', () => {
    const entries = [
      entry({ id: 'b', name: 'Research', order: 2, visibleFor: ['Advisor', 'Admin'] }),
      entry({
        id: 'a',
        name: 'nav.messages',
        link: '/dashboard/:portal/messages',
        icon: 'Mail',
        order: 1,
        subnavigation: [
          { name: 'Sent', link: '/dashboard/:portal/messages?tab=sent', order: 2 },
          { name: 'nav.sub.latest', link: '/dashboard/:portal/messages?tab=latest', order: 1 },
        ],
      }),
      entry({ id: 'c', name: 'Clients only', order: 3, visibleFor: ['Investor'] }),
    ];
    const advisor = portalNavigation(am, 'advisor', PORTAL, entries);
    expect(advisor.source).toBe('portal');
    expect(advisor.items.map((item) => item.key)).toEqual(['nav.messages', 'b']);
    expect(advisor.items[0]).toMatchObject({ translate: true, icon: 'Mail' });
    expect(advisor.items[0]?.subnavigation.map((sub) => [sub.name, sub.translate])).toEqual([
      ['nav.sub.latest', true],
      ['Sent', false],
    ]);
    expect(advisor.items[1]).toMatchObject({ name: 'Research', translate: false, icon: 'Circle' });
    const investor = portalNavigation(am, 'investor', PORTAL, entries);
    expect(investor.items.map((item) => item.name)).toEqual(['nav.messages', 'Clients only']);
  });

  it('never gives an investor a staff route, whatever the entry says', () => {
    const entries = [
      entry({ id: 'x', link: '/dashboard/:portal/analytics', visibleFor: ['Investor', 'Admin'] }),
      entry({ id: 'y', link: '/admin/users', visibleFor: [] }),
      entry({
        id: 'z',
        link: '/dashboard/:portal/library',
        subnavigation: [{ name: 'Edit', link: `/dashboard/${PORTAL}/edit-portal`, order: 1 }],
      }),
    ];
    const investor = portalNavigation(am, 'investor', PORTAL, entries);
    expect(investor.items.map((item) => item.key)).toEqual(['z']);
    expect(investor.items[0]?.subnavigation).toEqual([]);
    const admin = portalNavigation(am, 'admin', PORTAL, entries);
    expect(admin.items.map((item) => item.key)).toEqual(['x', 'y', 'z']);
    expect(admin.items[2]?.subnavigation[0]?.link).toBe('/dashboard/:portal/edit-portal');
  });

  it('an entry whose visible-for holds no known role is shown to no one', () => {
    expect(visibleForOf([])).toEqual(['all']);
    expect(visibleForOf(['Investor', 'all'])).toEqual(['investor', 'all']);
    expect(visibleForOf(['Guest'])).toEqual([]);
    const menu = portalNavigation(am, 'admin', PORTAL, [entry({ id: 'g', visibleFor: ['Guest'] })]);
    expect(menu).toEqual({ source: 'portal', items: [] });
  });
});

describe('menuLink: only the brand routes the role may open', () => {
  const link = (value: string, role: 'admin' | 'advisor' | 'investor' = 'admin') =>
    menuLink(am, role, PORTAL, value);

  it('keeps known routes, the query, and writes the portal id as :portal', () => {
    expect(link('/dashboard/:portal/library')).toBe('/dashboard/:portal/library');
    expect(link(`/dashboard/${PORTAL}/messages?tab=sent`)).toBe('/dashboard/:portal/messages?tab=sent');
    expect(link('/dashboard/:portal/account/acc-1')).toBe('/dashboard/:portal/account/acc-1');
    const export_ = '/dashboard/:portal/account/acc-1/export';
    expect(menuLink(brands.icelandic, 'investor', PORTAL, export_)).toBe(export_);
    expect(menuLink(brands.icelandic, 'investor', PORTAL, `${export_}/2025-06-30`)).toBe(
      `${export_}/2025-06-30`,
    );
    expect(link('/profile/me/')).toBe('/profile/me');
  });

  it('refuses broken, foreign and outside links', () => {
    for (const bad of [
      '',
      'library',
      'https://evil.example/x',
      '//evil.example/x',
      '/dashboard/:portal/nowhere',
      '/dashboard/:portal/account/:account',
      '/dashboard/8b9c3e1a-0000-4000-8000-000000000000/library',
      '/dashboard/:portal/library extra',
      '/\\evil.example',
      '/dashboard/:portal/library\u0000',
      'javascript:alert(1)',
    ]) {
      expect(link(bad), bad).toBeNull();
    }
    // Greek has no explorer route (its switch is off, decision 8).
    expect(menuLink(brands.greek, 'admin', PORTAL, '/dashboard/:portal/explorer')).toBeNull();
  });

  it("follows the routes' access: professionals' and admins' pages", () => {
    expect(link('/dashboard/:portal/analytics', 'investor')).toBeNull();
    expect(link('/dashboard/:portal/analytics', 'advisor')).toBe('/dashboard/:portal/analytics');
    expect(link('/admin/users', 'advisor')).toBeNull();
    expect(link('/admin/users', 'admin')).toBe('/admin/users');
  });
});
