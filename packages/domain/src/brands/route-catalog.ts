import type { RouteDef, RouteName } from './types';

/**
 * The path pattern of every route name, written once (spec §2). These are the asset-manager
 * patterns; a brand may override one (partners' portfolio routes) but never invents its own names.
 * Patterns use React Router syntax: `:param`, and `:param?` for an optional segment.
 */
export const ROUTE_PATTERNS = {
  login: '/login',
  signup: '/signup',
  'password-reset': '/password-reset',
  portals: '/portals',
  'dashboard-portal': '/dashboard/:portal',
  'dashboard-portal-account': '/dashboard/:portal/account/:account',
  'dashboard-portal-account-export': '/dashboard/:portal/account/:account/export/:date?',
  'dashboard-portal-account-report': '/dashboard/:portal/account/:account/report',
  'dashboard-portal-portfolio': '/dashboard/:portal/portfolio/:portfolio',
  'dashboard-portal-portfolio-funds-fund': '/dashboard/:portal/portfolio/:portfolio/funds/:fund',
  'dashboard-portal-messages': '/dashboard/:portal/messages',
  'dashboard-portal-library': '/dashboard/:portal/library',
  'dashboard-portal-analytics': '/dashboard/:portal/analytics',
  'dashboard-portal-investment-advice': '/dashboard/:portal/investment-advice',
  'dashboard-portal-kyc': '/dashboard/:portal/kyc',
  'dashboard-portal-processes-process': '/dashboard/:portal/processes/:process',
  'dashboard-portal-explorer': '/dashboard/:portal/explorer',
  'dashboard-portal-news': '/dashboard/:portal/news',
  'dashboard-portal-strategy': '/dashboard/:portal/strategy',
  'dashboard-404': '/dashboard/404',
  'data-designer': '/data-designer/:id',
  edit_profile: '/dashboard/:portal/edit-profile',
  edit_portal: '/dashboard/:portal/edit-portal',
  edit_holdings: '/dashboard/:portal/edit-holdings/:portfolio',
  edit_transactions: '/dashboard/:portal/edit-transactions/:portfolio',
  'profile-me': '/profile/me',
  'profile-organisation': '/profile/organisation',
  'admin-collection': '/admin/:collection',
  'admin-drilldown': '/admin/:drilldown/:id',
  'admin-jobs': '/admin/jobs',
  'forms-designer': '/forms-designer/:id',
  designer: '/designer/:collection/:id',
  'admin-market-data': '/admin/market-data',
} as const satisfies Record<RouteName, string>;

/** Routes only advisors and admins may open; the guard sends others to /portals (§2, §6). */
const PROFESSIONAL_ONLY: ReadonlySet<RouteName> = new Set<RouteName>([
  'dashboard-portal-analytics',
  'edit_portal',
  'edit_holdings',
  'edit_transactions',
]);

/** Admin pages; the guard sends non-admins to /?action=login (§2). */
const ADMIN_ONLY: ReadonlySet<RouteName> = new Set<RouteName>([
  'profile-organisation',
  'admin-collection',
  'admin-drilldown',
  'admin-jobs',
  'forms-designer',
  'designer',
  'data-designer',
  'admin-market-data',
]);

/**
 * Routes every brand serves: entry, profile, portal settings, 404 and the admin area (§2 Other route
 * names, Admin routes). Holding and transaction editors are not here: brands whose data comes from an
 * external API (partners, greek) cannot edit it, so only brands that own their data add them.
 */
export const COMMON_ROUTES: readonly RouteName[] = [
  'login',
  'signup',
  'password-reset',
  'portals',
  'dashboard-portal',
  'dashboard-404',
  'edit_profile',
  'edit_portal',
  'profile-me',
  'profile-organisation',
  'admin-collection',
  'admin-drilldown',
  'admin-jobs',
  'forms-designer',
  'designer',
  'data-designer',
  'admin-market-data',
];

/**
 * The route definitions for a list of names, in the order given, with the access flags above.
 * `overrides` replaces the pattern of a name (partners' `{contact}-{portfolio}` segment).
 */
export function defineRoutes(
  names: readonly RouteName[],
  overrides: Partial<Record<RouteName, string>> = {},
): RouteDef[] {
  return [...new Set(names)].map((name) => {
    const def: RouteDef = { name, path: overrides[name] ?? ROUTE_PATTERNS[name] };
    if (PROFESSIONAL_ONLY.has(name)) def.professionalOnly = true;
    if (ADMIN_ONLY.has(name)) def.adminOnly = true;
    return def;
  });
}
