import { navigationFor, roleOfUser, type NavItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
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

export function resolveItems(items: NavItem[], portal: string | undefined, t: (key: string) => string) {
  return items.flatMap((item): ResolvedNavItem[] => {
    const href = resolveLink(item.link, portal);
    if (!href) return [];
    const children = (item.subnavigation ?? []).flatMap((sub) => {
      const subHref = resolveLink(sub.link, portal);
      return subHref ? [{ key: sub.name, label: t(sub.name), href: subHref }] : [];
    });
    return [{ key: item.name, label: t(item.name), icon: item.icon, href, children }];
  });
}

/** The brand's navigation for the signed-in user's role, links resolved for the current portal. */
export function useNavItems(): ResolvedNavItem[] {
  const brand = useBrand();
  const { t } = useTranslation();
  const { portal } = useParams();
  const { data: session } = useSession();
  if (!session) return [];
  return resolveItems(navigationFor(brand, roleOfUser(session.user)), portal, t);
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
