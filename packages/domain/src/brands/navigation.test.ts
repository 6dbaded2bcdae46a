import { describe, expect, it } from 'vitest';
import { brands } from './index';
import { NAV_CATALOG, navigationFor } from './navigation';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('navigationFor (§2)', () => {
  it('asset-manager: professionals see clients and analytics, investors do not', () => {
    const am = brands['asset-manager'];
    expect(names(navigationFor(am, 'advisor'))).toEqual([
      'nav.clients',
      'nav.portfolios',
      'nav.explorer',
      'nav.news',
      'nav.library',
      'nav.messages',
      'nav.strategy',
      'nav.processes',
      'nav.analytics',
    ]);
    expect(names(navigationFor(am, 'admin'))).toEqual(names(navigationFor(am, 'advisor')));
    expect(names(navigationFor(am, 'investor'))).not.toContain('nav.clients');
    expect(names(navigationFor(am, 'investor'))).not.toContain('nav.analytics');
  });

  it("'Clients' and 'Portfolios' lead to different screens", () => {
    for (const brand of Object.values(brands)) {
      const links = new Map(navigationFor(brand, 'admin').map((item) => [item.name, item.link]));
      if (!links.has('nav.clients') || !links.has('nav.portfolios')) continue;
      expect(links.get('nav.portfolios')).not.toBe(links.get('nav.clients'));
      expect(links.get('nav.portfolios')).toBe('/dashboard/:portal?view=portfolios');
    }
  });

  it('partners has no messages, greek has investment advice but no explorer, news or processes', () => {
    expect(names(navigationFor(brands.partners, 'admin'))).not.toContain('nav.messages');
    const greek = names(navigationFor(brands.greek, 'investor'));
    expect(greek).toContain('nav.investmentAdvice');
    expect(greek).not.toEqual(expect.arrayContaining(['nav.explorer']));
    expect(greek).not.toContain('nav.news');
    expect(greek).not.toContain('nav.processes');
    expect(greek).not.toContain('nav.strategy');
  });

  it('puts the strategy simulator under investment advice where the Greek page is absent', () => {
    for (const brand of [brands['asset-manager'], brands.partners, brands.demo])
      expect(names(navigationFor(brand, 'investor')), brand.id).toContain('nav.strategy');
    expect(names(navigationFor(brands.icelandic, 'investor'))).not.toContain('nav.strategy');
    const off = {
      ...brands['asset-manager'],
      navSwitches: { ...brands['asset-manager'].navSwitches, investmentAdvice: false },
    };
    expect(names(navigationFor(off, 'investor'))).not.toContain('nav.strategy');
  });

  it('only switched-on items appear, sorted by order, without changing the brand', () => {
    const brand = {
      ...brands.demo,
      navSwitches: { ...brands.demo.navSwitches, library: false },
      navigation: [...brands.demo.navigation].reverse(),
    };
    const items = navigationFor(brand, 'admin');
    expect(names(items)).not.toContain('nav.library');
    expect(items.map((i) => i.order)).toEqual([...items.map((i) => i.order)].sort((a, b) => a - b));
    expect(brand.navigation[0]?.name).toBe('nav.analytics');
  });

  it('items carry an i18n name, a link with :portal, a Material icon and subnavigation keys', () => {
    for (const item of NAV_CATALOG) {
      // The investmentAdvice switch has two pages: the Greek investment advice and the strategy simulator.
      expect(item.name).toBe(item.link.endsWith('/strategy') ? 'nav.strategy' : `nav.${item.switch}`);
      expect(item.link.startsWith('/dashboard/:portal')).toBe(true);
      expect(item.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      for (const sub of item.subnavigation ?? []) expect(sub.name).toMatch(/^nav\.sub\.[a-zA-Z]+$/);
    }
    const clients = NAV_CATALOG.find((i) => i.switch === 'clients');
    expect(clients?.visibleFor).toEqual(['admin', 'advisor']);
  });
});
