import { INACTIVITY_LOGOUT_MS, SESSION_DURATION_DEFAULT_MS } from '../constants';
import { publicSiteAdminMenu } from './admin-menu';
import { buildNavigation } from './navigation';
import { defineRoutes } from './route-catalog';
import { DEFAULT_LIMITS, STANDARD_SIGN_IN } from './shared';
import { analyticsThemesOf, brandTheme, themesFor } from './themes';
import { NAV_SWITCHES, ROUTE_NAMES, type BrandConfig, type NavSwitch } from './types';

/**
 * The demo shows the whole product to prospects, so it serves every route name (the asset-manager
 * set plus the Greek investment-advice page and the Icelandic PDF export), turns every switch on and
 * offers every admin collection. It has no marketing site of its own (§1: that is one brand's).
 */
const routes = defineRoutes(ROUTE_NAMES);

const navSwitches = Object.fromEntries(NAV_SWITCHES.map((name) => [name, true])) as Record<
  NavSwitch,
  boolean
>;

const themes = themesFor('demo');

/** A demonstration portal over the sample JSON files, in all three languages. */
export const demo: BrandConfig = {
  id: 'demo',
  displayName: 'Investment Portal Demo',
  routes,
  navSwitches,
  navigation: buildNavigation(navSwitches, routes),
  themes,
  defaultTheme: brandTheme('demo'),
  defaultLocale: 'en',
  locales: ['en', 'el', 'is'],
  sessionDurationMs: SESSION_DURATION_DEFAULT_MS,
  inactivityLogoutMs: INACTIVITY_LOGOUT_MS,
  limits: { ...DEFAULT_LIMITS },
  // Sample JSON files shipped in the repository (§7 Static/sample variant): no set-up, safe to reset.
  dataProvider: 'static',
  defaultCurrency: 'GBP',
  // Demo users have no real phone numbers, so the one-time PIN goes by e-mail only.
  signIn: { ...STANDARD_SIGN_IN, pinBySms: false },
  adminMenu: publicSiteAdminMenu(),
  publicSite: false,
  analyticsThemes: analyticsThemesOf(themes),
};
