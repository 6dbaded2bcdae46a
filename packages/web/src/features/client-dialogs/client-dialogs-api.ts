import type { ClientStatus, IntroText, PortalSummary, PortalTerms, TermsAccepted } from '@portal/domain';

import { apiFetch, postJson } from '../../lib/api-client';

const portalPath = (portalId: string) => `/portals/${encodeURIComponent(portalId)}`;

export type { ClientStatus, PortalTerms };

/** The portal's name and logo for the dialogs' header (GET /api/portals/:portalId). */
export type PortalHeader = Pick<PortalSummary, 'id' | 'name' | 'photo'>;

export const fetchTerms = (portalId: string) => apiFetch<PortalTerms>(`${portalPath(portalId)}/terms`);

export const acceptTerms = (portalId: string) =>
  postJson<TermsAccepted>(`${portalPath(portalId)}/terms/accept`, {});

export const fetchClientStatus = (portalId: string) =>
  apiFetch<ClientStatus>(`${portalPath(portalId)}/client-status`);

export const fetchPortalHeader = (portalId: string) => apiFetch<PortalHeader>(portalPath(portalId));

/** PATCH /api/me: the welcome dialog's 'do not show again' (§2, hideIntroText). */
export const hideIntroText = () =>
  apiFetch<IntroText>('/me', {
    method: 'PATCH',
    body: JSON.stringify({ hideIntroText: true }),
  });
