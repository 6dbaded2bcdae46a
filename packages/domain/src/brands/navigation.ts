import { canSee } from '../roles';
import type { BrandConfig, NavItem, NavSwitch, Role, RouteDef } from './types';

/** The query that turns the portal's root route into the portfolios list. */
export const PORTFOLIOS_VIEW = { param: 'view', value: 'portfolios' } as const;

const PROFESSIONALS: NavItem['visibleFor'] = ['admin', 'advisor'];
const EVERYONE: NavItem['visibleFor'] = ['all'];

/**
 * Every navigation item the product has (§2 Navigation switches). Names are i18n keys `nav.<switch>`
 * and `nav.sub.<name>`; icons are Material icon names. `detailedClient` has no item of its own: it
 * switches the detailed client view (account screen) reached from the clients overview.
 * The portfolios item opens the portfolios list: the portal's root route (§2 has no route of its own
 * for it) with `?view=portfolios`, so 'Clients' and 'Portfolios' lead to different screens.
 */
export const NAV_CATALOG: readonly NavItem[] = [
  {
    switch: 'clients',
    name: 'nav.clients',
    link: '/dashboard/:portal',
    icon: 'People',
    visibleFor: PROFESSIONALS,
    order: 10,
  },
  {
    switch: 'portfolios',
    name: 'nav.portfolios',
    link: `/dashboard/:portal?${PORTFOLIOS_VIEW.param}=${PORTFOLIOS_VIEW.value}`,
    icon: 'PieChart',
    visibleFor: EVERYONE,
    order: 20,
  },
  {
    switch: 'explorer',
    name: 'nav.explorer',
    link: '/dashboard/:portal/explorer',
    icon: 'Explore',
    visibleFor: EVERYONE,
    order: 30,
  },
  {
    switch: 'news',
    name: 'nav.news',
    link: '/dashboard/:portal/news',
    icon: 'Article',
    visibleFor: EVERYONE,
    order: 40,
  },
  {
    switch: 'library',
    name: 'nav.library',
    link: '/dashboard/:portal/library',
    icon: 'FolderOpen',
    visibleFor: EVERYONE,
    order: 50,
  },
  {
    switch: 'messages',
    name: 'nav.messages',
    link: '/dashboard/:portal/messages',
    icon: 'Mail',
    visibleFor: EVERYONE,
    order: 60,
    subnavigation: [
      { name: 'nav.sub.latest', link: '/dashboard/:portal/messages?tab=latest', order: 1 },
      { name: 'nav.sub.archive', link: '/dashboard/:portal/messages?tab=archive', order: 2 },
      { name: 'nav.sub.sent', link: '/dashboard/:portal/messages?tab=sent', order: 3 },
    ],
  },
  {
    switch: 'investmentAdvice',
    name: 'nav.investmentAdvice',
    link: '/dashboard/:portal/investment-advice',
    icon: 'Lightbulb',
    visibleFor: EVERYONE,
    order: 70,
  },
  {
    // The strategy simulator (§2): the item of the investmentAdvice switch where a brand has the
    // simulator's own page rather than the Greek investment-advice page (which embeds it).
    switch: 'investmentAdvice',
    name: 'nav.strategy',
    link: '/dashboard/:portal/strategy',
    icon: 'Lightbulb',
    visibleFor: EVERYONE,
    order: 75,
  },
  {
    switch: 'processes',
    name: 'nav.processes',
    link: '/dashboard/:portal/kyc',
    icon: 'AccountTree',
    visibleFor: EVERYONE,
    order: 80,
    subnavigation: [{ name: 'nav.sub.kyc', link: '/dashboard/:portal/kyc', order: 1 }],
  },
  {
    switch: 'analytics',
    name: 'nav.analytics',
    link: '/dashboard/:portal/analytics',
    icon: 'Insights',
    visibleFor: PROFESSIONALS,
    order: 90,
  },
];

/** The path of a link without its query string. */
function pathOf(link: string): string {
  return link.split('?')[0] ?? link;
}

/**
 * A brand's navigation: the catalog items whose switch is on and whose page the brand serves.
 * The second condition matters where a switch has two pages: investment advice is the Greek
 * custom page there and the strategy simulator elsewhere.
 */
export function buildNavigation(
  switches: Record<NavSwitch, boolean>,
  routes: readonly RouteDef[],
): NavItem[] {
  const paths = new Set(routes.map((route) => route.path));
  return NAV_CATALOG.filter((item) => switches[item.switch] && paths.has(pathOf(item.link))).map((item) => ({
    ...item,
    visibleFor: [...item.visibleFor],
    ...(item.subnavigation ? { subnavigation: item.subnavigation.map((sub) => ({ ...sub })) } : {}),
  }));
}

const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;

/**
 * The navigation items a role sees in a brand: switch on, visible for the role, sorted by order
 * (subnavigation sorted too). Returns copies; the brand configuration is not changed.
 */
export function navigationFor(brand: BrandConfig, role: Role): NavItem[] {
  return brand.navigation
    .filter((item) => brand.navSwitches[item.switch] && canSee(item.visibleFor, role))
    .map((item) =>
      item.subnavigation ? { ...item, subnavigation: [...item.subnavigation].sort(byOrder) } : { ...item },
    )
    .sort(byOrder);
}
