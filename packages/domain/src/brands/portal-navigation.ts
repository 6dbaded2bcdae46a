import { canSee } from '../roles';
import { navigationFor } from './navigation';
import type { PortalNavigation, ServedNavItem } from './portal-navigation-schema';
import type { BrandConfig, Role, RouteDef, VisibleFor } from './types';

/**
 * A portal's own navigation entry as stored (§3 navigation and subnavigation collections, or the
 * portal's navigation-designer list): `visibleFor` as the admin writes it (Admin, Advisor, Investor,
 * all; empty = everyone), links as typed.
 */
export interface StoredNavEntry {
  /** Stable key: the row id (collections) or the position (the portal's list). */
  id: string;
  name: string;
  link: string;
  icon: string | null;
  visibleFor: readonly string[];
  order: number;
  subnavigation: readonly { name: string; link: string; order: number }[];
}

/** The icon an entry without one gets (the web draws a dot for names it does not know). */
export const DEFAULT_NAV_ICON = 'Circle';

/** Labels that are the app's own navigation keys (`nav.library`, `nav.sub.latest`) are translated. */
const NAV_KEY = /^nav(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** True when a stored label is one of the app's i18n keys rather than the firm's own text. */
export function isNavLabelKey(name: string): boolean {
  return NAV_KEY.test(name);
}

const VISIBLE_FOR: Record<string, VisibleFor> = {
  admin: 'admin',
  advisor: 'advisor',
  investor: 'investor',
  all: 'all',
};

/** §2 visible-for as stored (Admin, Advisor, Investor, all) in the domain's roles; empty = all. */
export function visibleForOf(stored: readonly string[]): VisibleFor[] {
  if (stored.length === 0) return ['all'];
  // An unknown value grants nothing: a list of only unknown values is visible to no one.
  return stored.flatMap((value) => {
    const role = VISIBLE_FOR[value.trim().toLowerCase()];
    return role ? [role] : [];
  });
}

/** Paths an admin may write: absolute, one origin (no `//host`), no spaces, backslashes or controls. */
const SAFE_LINK = /^\/(?!\/)[^\s\\#]*$/;
const hasControl = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

function mayOpen(route: RouteDef, role: Role): boolean {
  if (route.adminOnly) return role === 'admin';
  if (route.professionalOnly) return role === 'admin' || role === 'advisor';
  return true;
}

/** The path's segments matched against a route pattern; null when they do not match. */
function matchRoute(pattern: string, segments: string[], portalId: string): string[] | null {
  const parts = pattern.split('/').slice(1);
  const out: string[] = [];
  for (let i = 0; i < Math.max(parts.length, segments.length); i += 1) {
    const part = parts[i];
    const segment = segments[i];
    if (part === undefined) return null;
    const optional = part.startsWith(':') && part.endsWith('?');
    if (segment === undefined || segment === '') {
      if (optional && i >= segments.length) continue;
      return null;
    }
    if (part === ':portal') {
      // The current portal only: a link into another portal is not this portal's menu.
      if (segment !== ':portal' && segment !== portalId) return null;
      out.push(':portal');
    } else if (part.startsWith(':')) {
      if (segment.startsWith(':')) return null; // a parameter nobody can fill in
      out.push(segment);
    } else if (part === segment) {
      out.push(segment);
    } else {
      return null;
    }
  }
  return out;
}

/**
 * A stored link as the menu serves it, or null when it would be a broken or forbidden link: it
 * must be one of the brand's routes (parameters filled in, `:portal` or this portal's id for the
 * portal) that the role may open. The portal's id is written back as `:portal`.
 */
export function menuLink(brand: BrandConfig, role: Role, portalId: string, link: string): string | null {
  const trimmed = link.trim();
  if (!SAFE_LINK.test(trimmed) || hasControl(trimmed)) return null;
  const queryAt = trimmed.indexOf('?');
  const path = queryAt === -1 ? trimmed : trimmed.slice(0, queryAt);
  const query = queryAt === -1 ? '' : trimmed.slice(queryAt);
  const segments = path.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop(); // a trailing slash
  for (const route of brand.routes) {
    if (!mayOpen(route, role)) continue;
    const matched = matchRoute(route.path, segments, portalId);
    if (matched) return `/${matched.join('/')}${query}`;
  }
  return null;
}

const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;

/** The brand's navigation for a role (§2 switches and routes) in the served shape: labels are i18n keys. */
export function brandNavigation(brand: BrandConfig, role: Role): ServedNavItem[] {
  return navigationFor(brand, role).map((item) => ({
    key: item.name,
    name: item.name,
    translate: true,
    link: item.link,
    icon: item.icon,
    order: item.order,
    subnavigation: (item.subnavigation ?? []).map((sub) => ({ ...sub, key: sub.name, translate: true })),
  }));
}

function label(name: string): { name: string; translate: boolean } {
  const trimmed = name.trim();
  return { name: trimmed, translate: isNavLabelKey(trimmed) };
}

/**
 * The menu a role sees in a portal (§2 navigation, §3 navigation/subnavigation): the portal's own
 * entries when it has any (visible for the role, links valid for the brand and the role, sorted by
 * order, sub-items likewise), else the brand's navigation. `entries` are the portal's active
 * entries; an entry with a broken or forbidden link is left out with its sub-items, a sub-item
 * with one is left out alone.
 */
export function portalNavigation(
  brand: BrandConfig,
  role: Role,
  portalId: string,
  entries: readonly StoredNavEntry[],
): PortalNavigation {
  if (entries.length === 0) return { source: 'brand', items: brandNavigation(brand, role) };
  const keys = new Set<string>();
  const items = entries.flatMap((entry): ServedNavItem[] => {
    if (!canSee(visibleForOf(entry.visibleFor), role)) return [];
    const link = menuLink(brand, role, portalId, entry.link);
    if (!link) return [];
    const subnavigation = entry.subnavigation.flatMap((sub, index) => {
      const subLink = menuLink(brand, role, portalId, sub.link);
      return subLink
        ? [{ key: `${entry.id}.${index}`, ...label(sub.name), link: subLink, order: sub.order }]
        : [];
    });
    const own = label(entry.name);
    // The app's key where it is one (the messages badge finds 'nav.messages'), unique either way.
    const key = own.translate && !keys.has(own.name) ? own.name : entry.id;
    keys.add(key);
    return [
      {
        key,
        ...own,
        link,
        icon: entry.icon?.trim() || DEFAULT_NAV_ICON,
        order: entry.order,
        subnavigation: subnavigation.sort(byOrder),
      },
    ];
  });
  return { source: 'portal', items: items.sort(byOrder) };
}
