import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { fetchEntryPath } from '../../lib/entry-path';
import { useSession } from '../../lib/session';
import { endPreview, PREVIEW_QUERY_KEY, previewQuery, startPreview, type PreviewState } from './preview-api';

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

/**
 * Opens or closes a preview. Both switch who the app is signed in as, so every cached answer is
 * dropped: nothing the professional loaded may show as the client's, or the other way round.
 */
export function usePreviewSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();

  const start = useCallback(
    async (portalId: string, accountId: string) => {
      const state = await startPreview(portalId, accountId);
      // Where the client lands (§2 entry rules), asked as the client.
      const path = await fetchEntryPath();
      queryClient.clear();
      queryClient.setQueryData(PREVIEW_QUERY_KEY, state);
      navigate(path);
    },
    [queryClient, navigate],
  );

  const end = useCallback(
    async (state: PreviewState) => {
      await endPreview(state.portalId, state.accountId);
      queryClient.clear();
      queryClient.setQueryData(PREVIEW_QUERY_KEY, null);
      const hasAccountScreen = brand.routes.some((route) => route.name === 'dashboard-portal-account');
      const portal = encodeURIComponent(state.portalId);
      navigate(
        hasAccountScreen
          ? `/dashboard/${portal}/account/${encodeURIComponent(state.accountId)}`
          : `/dashboard/${portal}`,
      );
    },
    [queryClient, navigate, brand],
  );

  return { start, end };
}
