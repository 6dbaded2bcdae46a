import { describe, expect, expectTypeOf, it } from 'vitest';
import { brands } from './brands/index';
import { buildPath, hasRoute, routeDef, routePath, type RouteParams } from './routes';

describe('routePath and hasRoute', () => {
  it('return the pattern, or undefined when the brand lacks the route', () => {
    expect(routePath('asset-manager', 'dashboard-portal-messages')).toBe('/dashboard/:portal/messages');
    expect(routePath(brands.partners, 'dashboard-portal-messages')).toBeUndefined();
    expect(hasRoute('greek', 'dashboard-portal-investment-advice')).toBe(true);
    expect(hasRoute('asset-manager', 'dashboard-portal-investment-advice')).toBe(false);
    // The strategy simulator: its own page where investment advice is on, embedded in the Greek page.
    expect(hasRoute('asset-manager', 'dashboard-portal-strategy')).toBe(true);
    expect(hasRoute('partners', 'dashboard-portal-strategy')).toBe(true);
    expect(hasRoute('demo', 'dashboard-portal-strategy')).toBe(true);
    expect(hasRoute('greek', 'dashboard-portal-strategy')).toBe(false);
    expect(hasRoute('icelandic', 'dashboard-portal-strategy')).toBe(false);
    expect(hasRoute('icelandic', 'dashboard-portal-account')).toBe(false);
    expect(routeDef('demo', 'admin-collection')?.adminOnly).toBe(true);
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('asset-manager', 'dashboard-portal-account', { portal: 'p 1', account: 'a/2' })).toBe(
      '/dashboard/p%201/account/a%2F2',
    );
    expect(buildPath('asset-manager', 'login', {})).toBe('/login');
    expect(buildPath('demo', 'designer', { collection: 'forms', id: 9 })).toBe('/designer/forms/9');
  });

  it('adds a query, skipping undefined values', () => {
    expect(
      buildPath('demo', 'admin-collection', { collection: 'users' }, { open: 'u&1', x: undefined }),
    ).toBe('/admin/users?open=u%261');
  });

  it('drops an optional segment that is not given', () => {
    const params = { portal: 'p', account: 'a' };
    expect(buildPath('icelandic', 'dashboard-portal-account-export', params)).toBe(
      '/dashboard/p/account/a/export',
    );
    expect(buildPath('icelandic', 'dashboard-portal-account-export', { ...params, date: '2024-03-31' })).toBe(
      '/dashboard/p/account/a/export/2024-03-31',
    );
  });

  it('builds the partners portfolio segment from contact and portfolio', () => {
    const params = { portal: 'p', contact: '100', portfolio: '7' };
    expect(buildPath('partners', 'dashboard-portal-portfolio', params)).toBe('/dashboard/p/portfolio/100-7');
    expect(buildPath('asset-manager', 'dashboard-portal-portfolio', params)).toBe('/dashboard/p/portfolio/7');
    expect(buildPath('partners', 'dashboard-portal-portfolio-funds-fund', { ...params, fund: 'F' })).toBe(
      '/dashboard/p/portfolio/100-7/funds/F',
    );
    expect(() =>
      buildPath('partners', 'dashboard-portal-portfolio', { portal: 'p', portfolio: '7' }),
    ).toThrow(/'contact'/);
  });

  it('throws for a missing param or a route the brand lacks', () => {
    expect(() => buildPath('greek', 'dashboard-portal-account', { portal: 'p', account: '' })).toThrow(
      "Route 'dashboard-portal-account' needs parameter 'account'",
    );
    expect(() => buildPath('partners', 'dashboard-portal-messages', { portal: 'p' })).toThrow(
      "Brand 'partners' has no route 'dashboard-portal-messages'",
    );
  });

  it('types params from the pattern', () => {
    expectTypeOf<keyof RouteParams<'dashboard-portal-account'>>().toEqualTypeOf<'portal' | 'account'>();
    expectTypeOf<RouteParams<'dashboard-portal-account-export'>>().toHaveProperty('date');
    expectTypeOf<RouteParams<'admin-drilldown'>['id']>().toEqualTypeOf<string | number>();
    expectTypeOf<keyof RouteParams<'dashboard-portal-portfolio'>>().toEqualTypeOf<
      'portal' | 'portfolio' | 'contact' | 'contactPortfolio'
    >();
    // @ts-expect-error the account param is required
    expect(() => buildPath('asset-manager', 'dashboard-portal-account', { portal: 'p' })).toThrow();
  });
});
