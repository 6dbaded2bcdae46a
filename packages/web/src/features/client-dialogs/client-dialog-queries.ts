import { bootAnswerData } from '../../lib/boot-answers';
import {
  clientStatusPath,
  fetchClientStatus,
  fetchTerms,
  termsPath,
  type ClientStatus,
  type PortalTerms,
} from './client-dialogs-api';

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
  ...bootAnswerData<ClientStatus>(clientStatusPath(portalId)),
  retry: false,
  enabled,
});

export const termsQuery = (portalId: string, enabled: boolean) => ({
  queryKey: clientDialogKeys(portalId).terms,
  queryFn: () => fetchTerms(portalId),
  ...bootAnswerData<PortalTerms>(termsPath(portalId)),
  enabled,
});
