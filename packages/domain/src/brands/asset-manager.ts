import { INACTIVITY_LOGOUT_MS, SESSION_DURATION_DEFAULT_MS } from '../constants';
import { defaultAdminMenu } from './admin-menu';
import { buildNavigation } from './navigation';
import { COMMON_ROUTES, defineRoutes } from './route-catalog';
import { analyticsThemesOf, brandTheme, themesFor } from './themes';
import { DEFAULT_LIMITS, STANDARD_SIGN_IN } from './shared';
import type { BrandConfig, NavSwitch, RouteName } from './types';

/**
 * The asset-manager dashboard routes (§2 Routes), plus the unlisted feature pages whose switch is on
 * (explorer, news, KYC and processes), the strategy simulator (investment advice is on) and the
 * holding/transaction editors (it owns its data).
 * Other brands are described as variants of this list.
 */
export const ASSET_MANAGER_ROUTES: readonly RouteName[] = [
  ...COMMON_ROUTES,
  'dashboard-portal-account',
  // The account report (issue 14): the page headless Chromium prints, also opened to preview it.
  'dashboard-portal-account-report',
  'dashboard-portal-portfolio',
  'dashboard-portal-portfolio-funds-fund',
  'dashboard-portal-messages',
  'dashboard-portal-library',
  'dashboard-portal-analytics',
  'dashboard-portal-explorer',
  'dashboard-portal-news',
  'dashboard-portal-strategy',
  'dashboard-portal-kyc',
  'dashboard-portal-processes-process',
  'edit_holdings',
  'edit_transactions',
];

/** §2: the asset-manager variant has every navigation switch on. */
const navSwitches: Record<NavSwitch, boolean> = {
  clients: true,
  detailedClient: true,
  portfolios: true,
  explorer: true,
  news: true,
  library: true,
  messages: true,
  investmentAdvice: true,
  processes: true,
  analytics: true,
};

const routes = defineRoutes(ASSET_MANAGER_ROUTES);
const themes = themesFor('asset-manager');

/** The default brand: a multi-tenant portal for an asset manager, data in our own tables. */
export const assetManager: BrandConfig = {
  id: 'asset-manager',
  displayName: 'Investment Portal',
  routes,
  navSwitches,
  // investmentAdvice is on (§2 "all on"): its item is the strategy simulator (the Greek brand's
  // investment-advice page embeds the same simulator).
  navigation: buildNavigation(navSwitches, routes),
  themes,
  defaultTheme: brandTheme('asset-manager'),
  defaultLocale: 'en',
  locales: ['en'],
  sessionDurationMs: SESSION_DURATION_DEFAULT_MS,
  inactivityLogoutMs: INACTIVITY_LOGOUT_MS,
  limits: { ...DEFAULT_LIMITS },
  // Accounts, portfolios, holdings and transactions live in our own PostgreSQL tables.
  dataProvider: 'database',
  defaultCurrency: 'GBP',
  signIn: { ...STANDARD_SIGN_IN },
  adminMenu: defaultAdminMenu(),
  publicSite: false,
  analyticsThemes: analyticsThemesOf(themes),
};
