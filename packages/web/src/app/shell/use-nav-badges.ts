import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';

import { apiFetch } from '../../lib/api-client';
import type { ResolvedNavItem } from './use-nav-items';

const MESSAGES_ITEM = 'nav.messages';

/**
 * Counts shown on navigation items: the unread messages of the current portal (§2). The key is the
 * messages screen's (['messages', portalId, …]), so reading, archiving or sending refreshes it; it
 * also refreshes when the tab regains focus. No polling: a poll would keep an idle session alive.
 */
export function useNavBadges(items: ResolvedNavItem[]): Record<string, number> {
  const { portal } = useParams();
  const enabled = !!portal && items.some((item) => item.key === MESSAGES_ITEM);
  const unread = useQuery({
    queryKey: ['messages', portal, 'unread-count'],
    queryFn: () =>
      apiFetch<{ unread: number }>(`/portals/${encodeURIComponent(portal!)}/messages/unread-count`),
    enabled,
    staleTime: 30_000,
  });
  const count = enabled ? (unread.data?.unread ?? 0) : 0;
  // The same object while the count is the same (the navigation is memoised on it, decision 137).
  return useMemo((): Record<string, number> => (count ? { [MESSAGES_ITEM]: count } : {}), [count]);
}
