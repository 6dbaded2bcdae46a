import type { BrandConfig, RouteName } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';

import NotFoundScreen from '../features/errors/not-found-screen';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;
type Load = () => Promise<{ default: ComponentType }>;

const auth =
  (pick: 'LoginScreen' | 'SignupScreen'): Load =>
  () =>
    import('../features/auth/login-page').then((m) => ({ default: m[pick] }));

/** How each route name's screen is loaded (its own chunk); the 404 screen comes with the app. */
const loaders: Record<Exclude<RouteName, 'dashboard-404'>, Load> = {
  login: auth('LoginScreen'),
  signup: auth('SignupScreen'),
  'password-reset': () => import('../features/auth/password-reset-page'),
  portals: () => import('../features/portals/portals-screen'),
  'dashboard-portal': () => import('../features/clients/dashboard-home'),
  'dashboard-portal-account': () => import('../features/account/account-screen'),
  'dashboard-portal-account-export': () => import('../features/account-export/account-export-screen'),
  'dashboard-portal-account-report': () => import('../features/report/report-screen'),
  'dashboard-portal-portfolio': () => import('../features/portfolio/portfolio-screen'),
  'dashboard-portal-portfolio-funds-fund': () => import('../features/fund/fund-screen'),
  'dashboard-portal-messages': () => import('../features/messages/messages-screen'),
  'dashboard-portal-library': () => import('../features/library/library-screen'),
  'dashboard-portal-analytics': () => import('../features/analytics/analytics-screen'),
  'dashboard-portal-investment-advice': () =>
    import('../features/investment-advice/investment-advice-screen'),
  'dashboard-portal-kyc': () => import('../features/processes/kyc-screen'),
  'dashboard-portal-processes-process': () => import('../features/processes/process-screen'),
  'dashboard-portal-explorer': () => import('../features/explorer/explorer-screen'),
  'dashboard-portal-news': () => import('../features/news/news-screen'),
  'dashboard-portal-strategy': () => import('../features/simulator/strategy-screen'),
  'data-designer': () => import('../features/data-designer/data-designer-screen'),
  edit_profile: () => import('../features/profile/edit-profile-screen'),
  edit_portal: () => import('../features/portal-settings/edit-portal-screen'),
  edit_holdings: () => import('../features/holdings-editor/edit-holdings-screen'),
  edit_transactions: () => import('../features/transactions-editor/edit-transactions-screen'),
  'profile-me': () => import('../features/profile/profile-me-screen'),
  'profile-organisation': () => import('../features/profile/profile-organisation-screen'),
  'admin-collection': () => import('../features/admin/admin-collection-screen'),
  'admin-drilldown': () => import('../features/admin/admin-drilldown-screen'),
  'admin-jobs': () => import('../features/admin/jobs/jobs-screen'),
  'forms-designer': () => import('../features/forms-designer/forms-designer-screen'),
  designer: () => import('../features/designer/designer-screen'),
  'admin-market-data': () => import('../features/admin/market-data/market-data-screen'),
};

/** Every route name's screen, each loaded on demand (its own chunk). */
export const routeModules: Record<RouteName, Screen> = {
  ...(Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as Record<
    Exclude<RouteName, 'dashboard-404'>,
    Screen
  >),
  'dashboard-404': NotFoundScreen,
};

/**
 * Starts loading the screen of `pathname` (a brand route's path), so that its code arrives beside
 * the signed-in frame's instead of after it and the portal's terms gate (main.tsx, decision 106).
 * The bundler hands the same chunk to the screen's lazy component.
 */
export function preloadScreen(brand: BrandConfig, pathname: string): void {
  const def = brand.routes.find((route) => matchPath(route.path, pathname));
  if (def && def.name !== 'dashboard-404') void loaders[def.name]().catch(() => undefined);
}

/**
 * How a route is framed: public (no session), bare (signed in, no shell: PDF rendering), print (no
 * shell and no session required: the server's Chromium prints it with the report handed to the page;
 * in a browser the screen itself asks the API, which needs the session), or app.
 */
export type RouteFrame = 'public' | 'bare' | 'print' | 'app';

const FRAMES: Partial<Record<RouteName, RouteFrame>> = {
  login: 'public',
  signup: 'public',
  'password-reset': 'public',
  'dashboard-404': 'public',
  'dashboard-portal-account-export': 'bare',
  'dashboard-portal-account-report': 'print',
};

export function frameOf(name: RouteName): RouteFrame {
  return FRAMES[name] ?? 'app';
}
