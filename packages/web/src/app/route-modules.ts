import type { RouteName } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import NotFoundScreen from '../features/errors/not-found-screen';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

const auth = (pick: 'LoginScreen' | 'SignupScreen'): Screen =>
  lazy(() => import('../features/auth/login-page').then((m) => ({ default: m[pick] })));

/** Every route name's screen, each loaded on demand (its own chunk). */
export const routeModules: Record<RouteName, Screen> = {
  login: auth('LoginScreen'),
  signup: auth('SignupScreen'),
  'password-reset': lazy(() => import('../features/auth/password-reset-page')),
  portals: lazy(() => import('../features/portals/portals-screen')),
  'dashboard-portal': lazy(() => import('../features/clients/dashboard-home')),
  'dashboard-portal-account': lazy(() => import('../features/account/account-screen')),
  'dashboard-portal-account-export': lazy(() => import('../features/account-export/account-export-screen')),
  'dashboard-portal-account-report': lazy(() => import('../features/report/report-screen')),
  'dashboard-portal-portfolio': lazy(() => import('../features/portfolio/portfolio-screen')),
  'dashboard-portal-portfolio-funds-fund': lazy(() => import('../features/fund/fund-screen')),
  'dashboard-portal-messages': lazy(() => import('../features/messages/messages-screen')),
  'dashboard-portal-library': lazy(() => import('../features/library/library-screen')),
  'dashboard-portal-analytics': lazy(() => import('../features/analytics/analytics-screen')),
  'dashboard-portal-investment-advice': lazy(
    () => import('../features/investment-advice/investment-advice-screen'),
  ),
  'dashboard-portal-kyc': lazy(() => import('../features/processes/kyc-screen')),
  'dashboard-portal-processes-process': lazy(() => import('../features/processes/process-screen')),
  'dashboard-portal-explorer': lazy(() => import('../features/explorer/explorer-screen')),
  'dashboard-portal-news': lazy(() => import('../features/news/news-screen')),
  'dashboard-portal-strategy': lazy(() => import('../features/simulator/strategy-screen')),
  'dashboard-404': NotFoundScreen,
  'data-designer': lazy(() => import('../features/data-designer/data-designer-screen')),
  edit_profile: lazy(() => import('../features/profile/edit-profile-screen')),
  edit_portal: lazy(() => import('../features/portal-settings/edit-portal-screen')),
  edit_holdings: lazy(() => import('../features/holdings-editor/edit-holdings-screen')),
  edit_transactions: lazy(() => import('../features/transactions-editor/edit-transactions-screen')),
  'profile-me': lazy(() => import('../features/profile/profile-me-screen')),
  'profile-organisation': lazy(() => import('../features/profile/profile-organisation-screen')),
  'admin-collection': lazy(() => import('../features/admin/admin-collection-screen')),
  'admin-drilldown': lazy(() => import('../features/admin/admin-drilldown-screen')),
  'admin-jobs': lazy(() => import('../features/admin/jobs/jobs-screen')),
  'forms-designer': lazy(() => import('../features/forms-designer/forms-designer-screen')),
  designer: lazy(() => import('../features/designer/designer-screen')),
  'admin-market-data': lazy(() => import('../features/admin/market-data/market-data-screen')),
};

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
