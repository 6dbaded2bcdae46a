import { apiFetch, postJson } from '../../lib/api-client';

const portalPath = (portalId: string) => `/portals/${encodeURIComponent(portalId)}`;

/** The portal's terms in the viewer's language, and whether the viewer (a client) must accept them. */
export interface PortalTerms {
  required: boolean;
  text: string;
}

/** The viewer's own accounts in the portal: any at all, any without external id, any not validated. */
export interface ClientStatus {
  isClient: boolean;
  missingExternalId: boolean;
  notValidated: boolean;
  /** The welcome content of the client's group, as sanitised HTML (§3 Group.welcome). */
  welcome?: string | null;
}

export interface PortalHeader {
  id: string;
  name: string;
  photo: string | null;
}

export const fetchTerms = (portalId: string) => apiFetch<PortalTerms>(`${portalPath(portalId)}/terms`);

export const acceptTerms = (portalId: string) =>
  postJson<{ accepted: number; message: string }>(`${portalPath(portalId)}/terms/accept`, {});

export const fetchClientStatus = (portalId: string) =>
  apiFetch<ClientStatus>(`${portalPath(portalId)}/client-status`);

export const fetchPortalHeader = (portalId: string) => apiFetch<PortalHeader>(portalPath(portalId));

/** PATCH /api/me: the welcome dialog's 'do not show again' (§2, hideIntroText). */
export const hideIntroText = () =>
  apiFetch<{ hideIntroText: boolean }>('/me', {
    method: 'PATCH',
    body: JSON.stringify({ hideIntroText: true }),
  });
