import { brandNavigation as navigationFor, brands } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { activeItemKey, resolveItems } from './use-nav-items';

const t = (key: string) => `t:${key}`;
const names = (items: { key: string }[]) => items.map((item) => item.key);

describe('navigation items', () => {
  it('filters the brand navigation by role', () => {
    const brand = brands['asset-manager'];
    const investor = names(resolveItems(navigationFor(brand, 'investor'), 'p1', t));
    const advisor = names(resolveItems(navigationFor(brand, 'advisor'), 'p1', t));
    expect(investor).not.toContain('nav.clients');
    expect(investor).not.toContain('nav.analytics');
    expect(investor).toContain('nav.library');
    expect(advisor).toContain('nav.clients');
    expect(advisor).toContain('nav.analytics');
  });

  it('follows the brand switches (§2: no messages in partners, no explorer in greek)', () => {
    expect(names(resolveItems(navigationFor(brands.partners, 'admin'), 'p1', t))).not.toContain(
      'nav.messages',
    );
    expect(names(resolveItems(navigationFor(brands.greek, 'admin'), 'p1', t))).not.toContain('nav.explorer');
  });

  it('fills in the current portal, translates labels and drops links that still need a portal', () => {
    const items = resolveItems(navigationFor(brands['asset-manager'], 'admin'), 'acme fund', t);
    const messages = items.find((item) => item.key === 'nav.messages');
    expect(messages?.href).toBe('/dashboard/acme%20fund/messages');
    expect(messages?.label).toBe('t:nav.messages');
    expect(messages?.children[0]?.href).toBe('/dashboard/acme%20fund/messages?tab=latest');
    expect(resolveItems(navigationFor(brands['asset-manager'], 'admin'), undefined, t)).toEqual([]);
  });

  it("marks 'Portfolios' on the portfolios list and 'Clients' on the overview and below it", () => {
    const items = resolveItems(navigationFor(brands['asset-manager'], 'advisor'), 'p1', t);
    expect(activeItemKey(items, '/dashboard/p1', '?view=portfolios&q=isa')).toBe('nav.portfolios');
    expect(activeItemKey(items, '/dashboard/p1', '')).toBe('nav.clients');
    expect(activeItemKey(items, '/dashboard/p1/account/a1', '')).toBe('nav.clients');
  });
});
