import { SESSION_DURATION_EXTENDED_MS } from '../constants';
import { greekAdminMenu } from './admin-menu';
import { ASSET_MANAGER_ROUTES } from './asset-manager';
import { buildNavigation } from './navigation';
import { defineRoutes } from './route-catalog';
import { SINGLE_PORTAL_LIMITS, STANDARD_SIGN_IN } from './shared';
import { analyticsThemesOf, brandTheme, themesFor } from './themes';
import type { BrandConfig, NavSwitch, RouteName } from './types';

/** Pages of the features the Greek variant switches off (explorer, news, processes). */
const SWITCHED_OFF: readonly RouteName[] = [
  'dashboard-portal-explorer',
  'dashboard-portal-news',
  'dashboard-portal-kyc',
  'dashboard-portal-processes-process',
  // Its investment-advice page embeds the strategy simulator, so no page of its own.
  'dashboard-portal-strategy',
  // Positions come from the custodian service, so there is nothing to edit here.
  'edit_holdings',
  'edit_transactions',
];

/** §2 Greek variant: the asset-manager routes plus /investment-advice, minus switched-off pages. */
const routes = defineRoutes([
  ...ASSET_MANAGER_ROUTES.filter((name) => !SWITCHED_OFF.includes(name)),
  'dashboard-portal-investment-advice',
]);

/** §2: explorer, news and processes are off; every other switch is on. */
const navSwitches: Record<NavSwitch, boolean> = {
  clients: true,
  detailedClient: true,
  portfolios: true,
  explorer: false,
  news: false,
  library: true,
  messages: true,
  investmentAdvice: true,
  processes: false,
  analytics: true,
};

/** §9 "a professional variant of one brand theme": the Greek brand's professional look. */
const themes = themesFor('greek', 'brand:greek:professional');

/** A single-portal portal for the Greek market, Greek first, positions from a custodian service. */
export const greek: BrandConfig = {
  id: 'greek',
  displayName: 'Hellenic Wealth Portal',
  routes,
  navSwitches,
  navigation: buildNavigation(navSwitches, routes),
  themes,
  defaultTheme: brandTheme('greek'),
  defaultLocale: 'el',
  locales: ['el', 'en'],
  sessionDurationMs: SESSION_DURATION_EXTENDED_MS,
  // One portal, no tenants to switch: the inactivity logout is the (2 h) session itself.
  inactivityLogoutMs: SESSION_DURATION_EXTENDED_MS,
  limits: { ...SINGLE_PORTAL_LIMITS },
  // Positions, transactions and fees come from the custodian service (§7 GetPosition, ...).
  dataProvider: 'api',
  defaultCurrency: 'GBP',
  signIn: { ...STANDARD_SIGN_IN },
  adminMenu: greekAdminMenu(),
  publicSite: false,
  analyticsThemes: analyticsThemesOf(themes),
};
