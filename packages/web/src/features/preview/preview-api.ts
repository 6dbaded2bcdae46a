import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../lib/api-client';

/** The preview the session is in (GET /api/me/preview), as the banner shows it. */
export interface PreviewState {
  clientName: string;
  portalId: string;
  accountId: string;
  byName: string;
  startedAt: string;
  expiresAt: string;
}

export const PREVIEW_QUERY_KEY = ['me', 'preview'] as const;

/**
 * Whether this tab is looking through a client's eyes. Re-read every minute while a preview is on,
 * so a preview that ran out on the server (30 minutes) takes its banner with it.
 */
export const previewQuery = queryOptions({
  queryKey: PREVIEW_QUERY_KEY,
  queryFn: async () => (await apiFetch<{ preview: PreviewState | null }>('/me/preview')).preview,
  staleTime: 60_000,
  retry: false,
  refetchInterval: (query) => (query.state.data ? 60_000 : false),
});

const accountPath = (portalId: string, accountId: string) =>
  `/portals/${encodeURIComponent(portalId)}/accounts/${encodeURIComponent(accountId)}/preview`;

/** Whether the account's portal can be viewed as its client (it has an active client user). */
export const previewAvailabilityQuery = (portalId: string, accountId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', accountId, 'preview'],
    queryFn: () =>
      apiFetch<{ available: boolean; clientName: string | null }>(accountPath(portalId, accountId)),
  });

export function startPreview(portalId: string, accountId: string): Promise<PreviewState> {
  return postJson<PreviewState>(accountPath(portalId, accountId), {});
}

export function endPreview(portalId: string, accountId: string): Promise<void> {
  return postJson<void>(`${accountPath(portalId, accountId)}/end`, {});
}
