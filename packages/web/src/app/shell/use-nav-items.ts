import { brandNavigation, roleOfUser, type ServedNavItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { portalNavigationQuery } from '../../lib/navigation-api';
import { isActiveLink } from '../../ui/is-active-link';
import { useSession } from '../../lib/session';

export interface ResolvedNavItem {
  key: string;
  label: string;
  icon: string;
  href: string;
  children: { key: string; label: string; href: string }[];
}

/** Replaces `:portal` by the current portal; null when the link still needs a param. */
export function resolveLink(link: string, portal: string | undefined): string | null {
  const href = portal ? link.replaceAll(':portal', encodeURIComponent(portal)) : link;
  return /\/:/.test(href) ? null : href;
}

type Translate = (key: string) => string;

/** A label: an i18n key translated, a firm's own text as written. */
const labelOf = (item: { name: string; translate: boolean }, t: Translate) =>
  item.translate ? t(item.name) : item.name;

/** Served menu items with their links resolved for the current portal and their labels read. */
export function resolveItems(items: readonly ServedNavItem[], portal: string | undefined, t: Translate) {
  return items.flatMap((item): ResolvedNavItem[] => {
    const href = resolveLink(item.link, portal);
    if (!href) return [];
    const children = item.subnavigation.flatMap((sub) => {
      const subHref = resolveLink(sub.link, portal);
      return subHref ? [{ key: sub.key, label: labelOf(sub, t), href: subHref }] : [];
    });
    return [{ key: item.key, label: labelOf(item, t), icon: item.icon, href, children }];
  });
}

const NO_ITEMS: ResolvedNavItem[] = [];

/**
 * The signed-in user's navigation in the current portal: the menu the server serves (the portal's
 * own entries, or the brand's), and the brand's navigation for the role while it loads or when it
 * cannot be read.
 */
export function useNavItems(): ResolvedNavItem[] {
  const brand = useBrand();
  const { t } = useTranslation();
  const { portal } = useParams();
  const { data: session } = useSession();
  const served = useQuery({ ...portalNavigationQuery(portal ?? ''), enabled: !!portal && !!session });
  const menu = served.data?.items;
  const user = session?.user;
  // The same array while its sources are the same, so the memoised navigation skips the frame's
  // re-renders (decision 137).
  return useMemo(
    () => (user ? resolveItems(menu ?? brandNavigation(brand, roleOfUser(user)), portal, t) : NO_ITEMS),
    [menu, user, brand, portal, t],
  );
}

/** The one item to mark as current: the longest link that matches the location (first on a tie). */
export function activeItemKey(items: ResolvedNavItem[], pathname: string, search: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const item of items) {
    for (const href of [item.href, ...item.children.map((child) => child.href)]) {
      if (!isActiveLink(href, pathname, search)) continue;
      const length = href.length;
      if (!best || length > best.length) best = { key: item.key, length };
    }
  }
  return best?.key ?? null;
}
