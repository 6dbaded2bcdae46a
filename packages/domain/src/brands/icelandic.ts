import { INACTIVITY_LOGOUT_MS, SESSION_DURATION_DEFAULT_MS } from '../constants';
import { defaultAdminMenu } from './admin-menu';
import { ASSET_MANAGER_ROUTES } from './asset-manager';
import { buildNavigation } from './navigation';
import { defineRoutes } from './route-catalog';
import { DEFAULT_LIMITS, STANDARD_SIGN_IN } from './shared';
import { analyticsThemesOf, brandTheme, themesFor } from './themes';
import type { BrandConfig, NavSwitch } from './types';

/**
 * §2 Icelandic variant: no account route; instead /account/:account/export/:date? renders an
 * account as a PDF (the date is optional, today when absent).
 */
const routes = defineRoutes([
  // No account screen, and investment advice (the strategy simulator's switch) is off.
  ...ASSET_MANAGER_ROUTES.filter(
    (name) => name !== 'dashboard-portal-account' && name !== 'dashboard-portal-strategy',
  ),
  'dashboard-portal-account-export',
]);

/**
 * The spec names no Icelandic switches, so it keeps the asset-manager set except where its route
 * list removes the page: detailedClient (the account screen is not served) and investmentAdvice
 * (a Greek custom page). Messages and analytics stay on: the spec removes neither.
 */
const navSwitches: Record<NavSwitch, boolean> = {
  clients: true,
  detailedClient: false,
  portfolios: true,
  explorer: true,
  news: true,
  library: true,
  messages: true,
  investmentAdvice: false,
  processes: true,
  analytics: true,
};

const themes = themesFor('icelandic');

/** A multi-tenant portal in Icelandic (English second), amounts in ISK, sign-in with national e-ID. */
export const icelandic: BrandConfig = {
  id: 'icelandic',
  displayName: 'Eignagátt',
  routes,
  navSwitches,
  navigation: buildNavigation(navSwitches, routes),
  themes,
  defaultTheme: brandTheme('icelandic'),
  defaultLocale: 'is',
  locales: ['is', 'en'],
  sessionDurationMs: SESSION_DURATION_DEFAULT_MS,
  inactivityLogoutMs: INACTIVITY_LOGOUT_MS,
  limits: { ...DEFAULT_LIMITS },
  // Our own tables, as for asset-manager.
  dataProvider: 'database',
  // §3 Account: "currency (default ISK in one variant)".
  defaultCurrency: 'ISK',
  // §2: users who are neither professional nor password users sign in with the national e-ID.
  signIn: { ...STANDARD_SIGN_IN, nationalEid: true },
  adminMenu: defaultAdminMenu(),
  publicSite: false,
  analyticsThemes: analyticsThemesOf(themes),
};
