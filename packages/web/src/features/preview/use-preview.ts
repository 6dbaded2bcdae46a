import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { fetchEntryPath } from '../../lib/entry-path';
import { PREVIEW_QUERY_KEY, type PreviewState } from '../../lib/preview-state';
import { endPreview, startPreview } from './preview-api';

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
