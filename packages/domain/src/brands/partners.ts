import { SESSION_DURATION_EXTENDED_MS } from '../constants';
import { publicSiteAdminMenu } from './admin-menu';
import { ASSET_MANAGER_ROUTES } from './asset-manager';
import { CONTACT_PORTFOLIO_PARAM } from './contact-portfolio';
import { buildNavigation } from './navigation';
import { defineRoutes } from './route-catalog';
import { SINGLE_PORTAL_LIMITS, STANDARD_SIGN_IN } from './shared';
import { analyticsThemesOf, brandTheme, themesFor } from './themes';
import type { BrandConfig, NavSwitch, RouteName } from './types';

/**
 * §2 Partners variant: the asset-manager routes without messages, and without the holding and
 * transaction editors (its data comes from the partners API). The portfolio is addressed as
 * `{contact}-{portfolio}` in one segment (see contact-portfolio.ts).
 */
const PARTNERS_ROUTES: readonly RouteName[] = ASSET_MANAGER_ROUTES.filter(
  (name) => !['dashboard-portal-messages', 'edit_holdings', 'edit_transactions'].includes(name),
);

const routes = defineRoutes(PARTNERS_ROUTES, {
  'dashboard-portal-portfolio': `/dashboard/:portal/portfolio/:${CONTACT_PORTFOLIO_PARAM}`,
  'dashboard-portal-portfolio-funds-fund': `/dashboard/:portal/portfolio/:${CONTACT_PORTFOLIO_PARAM}/funds/:fund`,
});

/** §2: clients, portfolios, explorer, news, library, investmentAdvice and processes are on. */
const navSwitches: Record<NavSwitch, boolean> = {
  clients: true,
  detailedClient: false,
  portfolios: true,
  explorer: true,
  news: true,
  library: true,
  messages: false,
  investmentAdvice: true,
  processes: true,
  analytics: false,
};

const themes = themesFor('partners');

/** A single-portal partners portal with the public marketing site; data from the partners API. */
export const partners: BrandConfig = {
  id: 'partners',
  displayName: 'Partners Portal',
  routes,
  navSwitches,
  // investmentAdvice is on (§2): its item is the strategy simulator.
  navigation: buildNavigation(navSwitches, routes),
  themes,
  defaultTheme: brandTheme('partners'),
  defaultLocale: 'en',
  locales: ['en'],
  sessionDurationMs: SESSION_DURATION_EXTENDED_MS,
  // One portal, no tenants to switch: the inactivity logout is the (2 h) session itself.
  inactivityLogoutMs: SESSION_DURATION_EXTENDED_MS,
  limits: { ...SINGLE_PORTAL_LIMITS },
  // Accounts, portfolios and holdings come from the partners' HTTP Data API (§7 Partners variant).
  dataProvider: 'api',
  defaultCurrency: 'GBP',
  signIn: { ...STANDARD_SIGN_IN },
  adminMenu: publicSiteAdminMenu(),
  publicSite: true,
  analyticsThemes: analyticsThemesOf(themes),
};
