import type { CurrentPreview, PreviewState } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from './api-client';
import { useSession } from './session';

/**
 * Whether this tab is in a client preview: read by every feature that must hide changes while one
 * is on, so it lives here rather than in the preview feature that starts and ends it.
 */

/** The preview the session is in (GET /api/me/preview), as the banner shows it. */
export type { PreviewState } from '@portal/domain';

export const PREVIEW_QUERY_KEY = ['me', 'preview'] as const;

/**
 * Whether this tab is looking through a client's eyes. Re-read every minute while a preview is on,
 * so a preview that ran out on the server (30 minutes) takes its banner with it.
 */
export const previewQuery = queryOptions({
  queryKey: PREVIEW_QUERY_KEY,
  queryFn: async () => (await apiFetch<CurrentPreview>('/me/preview')).preview,
  staleTime: 60_000,
  retry: false,
  refetchInterval: (query) => (query.state.data ? 60_000 : false),
});

/** The preview this tab is in, or null; undefined while that is not known yet (signed in only). */
export function usePreview(): PreviewState | null | undefined {
  const { data: session } = useSession();
  const query = useQuery({ ...previewQuery, enabled: Boolean(session) });
  // Signed out, or the question failed: not a preview (the server still refuses changes in one).
  if (!session || query.isError) return null;
  return query.data;
}

/**
 * True while the screens must not offer changes: in a client preview, and until it is known
 * whether this is one. The server refuses changes in a preview anyway (403 preview_read_only);
 * this only keeps buttons that would fail off the screen.
 */
export function useReadOnly(): boolean {
  return usePreview() !== null;
}
