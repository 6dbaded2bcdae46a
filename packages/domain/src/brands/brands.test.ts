import { describe, expect, it } from 'vitest';
import { brands, getBrand, isBrandId } from './index';
import { ADMIN_TOOL_ROUTES } from './admin-menu';
import { brandConfigSchema } from './schema';
import { BASE_THEMES, BRAND_IDS, NAV_SWITCHES, type BrandConfig, type RouteName } from './types';

const routeNames = (brand: BrandConfig): RouteName[] => brand.routes.map((route) => route.name);
const pathOf = (brand: BrandConfig, name: RouteName) => brand.routes.find((r) => r.name === name)?.path;

describe('brand configurations', () => {
  it.each(BRAND_IDS)('%s is a valid BrandConfig', (id) => {
    const result = brandConfigSchema.safeParse(brands[id]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(brands[id].id).toBe(id);
  });

  it('the schema rejects an inconsistent configuration', () => {
    const broken = { ...brands['asset-manager'], defaultTheme: 'brand:greek', locales: [] };
    const paths = brandConfigSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['locales']));
    const noTheme = brandConfigSchema.safeParse({ ...brands['asset-manager'], defaultTheme: 'brand:greek' });
    expect(noTheme.error?.issues[0]?.path).toEqual(['defaultTheme']);
    const navOff = { ...brands.partners, navSwitches: { ...brands.partners.navSwitches, library: false } };
    expect(brandConfigSchema.safeParse(navOff).success).toBe(false);
  });

  it('getBrand returns a configuration and refuses an unknown id', () => {
    expect(getBrand('greek')).toBe(brands.greek);
    expect(() => getBrand('acme')).toThrow(/Unknown brand 'acme'/);
    expect(isBrandId('demo')).toBe(true);
    expect(isBrandId(42)).toBe(false);
  });
});

describe('routes per brand (§2)', () => {
  it('asset-manager serves the listed routes', () => {
    const am = brands['asset-manager'];
    expect(pathOf(am, 'login')).toBe('/login');
    expect(pathOf(am, 'signup')).toBe('/signup');
    expect(pathOf(am, 'dashboard-portal')).toBe('/dashboard/:portal');
    expect(pathOf(am, 'dashboard-portal-account')).toBe('/dashboard/:portal/account/:account');
    expect(pathOf(am, 'dashboard-portal-portfolio')).toBe('/dashboard/:portal/portfolio/:portfolio');
    expect(pathOf(am, 'dashboard-portal-messages')).toBe('/dashboard/:portal/messages');
    expect(pathOf(am, 'dashboard-portal-library')).toBe('/dashboard/:portal/library');
    expect(pathOf(am, 'dashboard-portal-analytics')).toBe('/dashboard/:portal/analytics');
    expect(pathOf(am, 'portals')).toBe('/portals');
    expect(pathOf(am, 'profile-me')).toBe('/profile/me');
    expect(pathOf(am, 'dashboard-404')).toBe('/dashboard/404');
    expect(routeNames(am)).not.toContain('dashboard-portal-investment-advice');
    expect(routeNames(am)).not.toContain('dashboard-portal-account-export');
  });

  it('partners has no messages route and a {contact}-{portfolio} segment', () => {
    const p = brands.partners;
    expect(routeNames(p)).not.toContain('dashboard-portal-messages');
    expect(pathOf(p, 'dashboard-portal-portfolio')).toBe('/dashboard/:portal/portfolio/:contactPortfolio');
    expect(pathOf(p, 'dashboard-portal-analytics')).toBe('/dashboard/:portal/analytics');
  });

  it('greek adds investment advice', () => {
    expect(pathOf(brands.greek, 'dashboard-portal-investment-advice')).toBe(
      '/dashboard/:portal/investment-advice',
    );
    expect(routeNames(brands.greek)).toContain('dashboard-portal-messages');
    expect(routeNames(brands.greek)).not.toContain('dashboard-portal-explorer');
  });

  it('icelandic has no account route but an export with an optional date', () => {
    expect(routeNames(brands.icelandic)).not.toContain('dashboard-portal-account');
    expect(pathOf(brands.icelandic, 'dashboard-portal-account-export')).toBe(
      '/dashboard/:portal/account/:account/export/:date?',
    );
  });

  it('demo serves every route', () => {
    expect(routeNames(brands.demo)).toHaveLength(new Set(routeNames(brands.demo)).size);
    expect(routeNames(brands.demo)).toContain('dashboard-portal-investment-advice');
    expect(routeNames(brands.demo)).toContain('dashboard-portal-account');
  });

  it('admin pages are admin-only and analytics professional-only in every brand', () => {
    for (const brand of Object.values(brands)) {
      expect(brand.routes.find((r) => r.name === 'admin-collection')?.adminOnly).toBe(true);
      expect(brand.routes.find((r) => r.name === 'profile-organisation')?.adminOnly).toBe(true);
      const analytics = brand.routes.find((r) => r.name === 'dashboard-portal-analytics');
      if (analytics) expect(analytics.professionalOnly).toBe(true);
    }
  });
});

describe('switches, themes, locales, limits (§2, §9)', () => {
  const on = (brand: BrandConfig) => NAV_SWITCHES.filter((name) => brand.navSwitches[name]);

  it('navigation switches follow §2', () => {
    expect(on(brands['asset-manager'])).toEqual([...NAV_SWITCHES]);
    expect(on(brands.partners)).toEqual([
      'clients',
      'portfolios',
      'explorer',
      'news',
      'library',
      'investmentAdvice',
      'processes',
    ]);
    expect(on(brands.greek)).toEqual(
      NAV_SWITCHES.filter((s) => !['explorer', 'news', 'processes'].includes(s)),
    );
    expect(on(brands.demo)).toEqual([...NAV_SWITCHES]);
    expect(brands.icelandic.navSwitches.messages).toBe(true);
    expect(brands.icelandic.navSwitches.analytics).toBe(true);
  });

  it('every brand offers the base themes and its own; greek a professional variant', () => {
    for (const brand of Object.values(brands)) {
      expect(brand.themes).toEqual(expect.arrayContaining([...BASE_THEMES, `brand:${brand.id}`]));
      expect(brand.defaultTheme).toBe(`brand:${brand.id}`);
      expect(brand.analyticsThemes).not.toContain('classic');
    }
    expect(brands.greek.themes).toContain('brand:greek:professional');
    expect(brands.partners.themes).not.toContain('brand:greek:professional');
  });

  it('locales, sessions, limits, providers and currencies', () => {
    const pick = (b: BrandConfig) => [
      b.defaultLocale,
      b.locales,
      b.sessionDurationMs,
      b.inactivityLogoutMs,
      b.limits.maxPortals,
      b.dataProvider,
      b.defaultCurrency,
    ];
    expect(pick(brands['asset-manager'])).toEqual([
      'en',
      ['en'],
      1_800_000,
      1_800_000,
      null,
      'database',
      'GBP',
    ]);
    expect(pick(brands.partners)).toEqual(['en', ['en'], 7_200_000, 7_200_000, 1, 'api', 'GBP']);
    expect(pick(brands.greek)).toEqual(['el', ['el', 'en'], 7_200_000, 7_200_000, 1, 'api', 'GBP']);
    expect(pick(brands.icelandic)).toEqual([
      'is',
      ['is', 'en'],
      1_800_000,
      1_800_000,
      null,
      'database',
      'ISK',
    ]);
    expect(pick(brands.demo)).toEqual([
      'en',
      ['en', 'el', 'is'],
      1_800_000,
      1_800_000,
      null,
      'static',
      'GBP',
    ]);
    for (const b of Object.values(brands)) expect([b.limits.accounts, b.limits.advisors]).toEqual([100, 50]);
  });

  it('sign-in options and the public site', () => {
    for (const b of Object.values(brands)) {
      expect(b.signIn).toMatchObject({
        emailPassword: true,
        google: false,
        microsoft: false,
        linkedin: false,
      });
      expect(b.signIn.pinByEmail).toBe(true);
      expect(b.signIn.nationalEid).toBe(b.id === 'icelandic');
      expect(b.publicSite).toBe(b.id === 'partners');
    }
  });
});

describe('admin menus (§2)', () => {
  const menu = (b: BrandConfig) => Object.fromEntries(b.adminMenu.map((g) => [g.name, g.collections]));

  it('default menu', () => {
    expect(menu(brands['asset-manager'])).toEqual({
      'admin.menu.accounts': ['users', 'organisations', 'groups'],
      'admin.menu.content': ['riskProfiles', 'commentary', 'forms', 'processes'],
      'admin.menu.portals': [
        'accounts',
        'portals',
        'subscriptions',
        'models',
        'data-processes',
        'data-processes-steps',
      ],
      'admin.menu.system': [],
    });
    expect(menu(brands.icelandic)).toEqual(menu(brands['asset-manager']));
  });

  it('ends every menu with the System group of tool screens (jobs), each with an admin-only route', () => {
    for (const brand of Object.values(brands)) {
      const last = brand.adminMenu.at(-1);
      expect(last).toEqual({ name: 'admin.menu.system', collections: [], tools: ['jobs', 'market-data'] });
      for (const tool of last?.tools ?? []) {
        expect(brand.routes.find((r) => r.name === ADMIN_TOOL_ROUTES[tool])?.adminOnly).toBe(true);
      }
    }
  });

  it('partners adds pages, posts, team and media libraries to content', () => {
    expect(menu(brands.partners)['admin.menu.content']).toEqual([
      'riskProfiles',
      'commentary',
      'forms',
      'processes',
      'pages',
      'posts',
      'people',
      'libraries',
    ]);
  });

  it('greek has Accounts and Portals only (and System)', () => {
    expect(menu(brands.greek)).toEqual({
      'admin.menu.accounts': ['users', 'organisations', 'groups'],
      'admin.menu.portals': ['forms', 'models', 'accounts', 'portals'],
      'admin.menu.system': [],
    });
  });
});
