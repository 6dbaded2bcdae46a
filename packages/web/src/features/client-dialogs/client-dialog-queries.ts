import { fetchClientStatus, fetchTerms } from './client-dialogs-api';

/**
 * The questions the investor dialogs and the terms gate both ask: one cache entry each, so the
 * gate in the frame and the lazily loaded dialogs never ask twice.
 */
export const clientDialogKeys = (portalId: string) => ({
  terms: ['portals', portalId, 'terms'],
  status: ['portals', portalId, 'client-status'],
  header: ['portals', portalId],
});

export const clientStatusQuery = (portalId: string, enabled: boolean) => ({
  queryKey: clientDialogKeys(portalId).status,
  queryFn: () => fetchClientStatus(portalId),
  retry: false,
  enabled,
});

export const termsQuery = (portalId: string, enabled: boolean) => ({
  queryKey: clientDialogKeys(portalId).terms,
  queryFn: () => fetchTerms(portalId),
  enabled,
});
