import type { Locale, PortalSettings, PortalLogo, SubscriptionOption } from '@portal/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { apiFetch, deleteJson, postFile, postJson } from './api-client';

/** One place for the portal-settings API: paths, query keys and fetchers (issue 5 item 2). */

const seg = encodeURIComponent;

export type { PortalSettings };

export type { SubscriptionOption };

export const portalSettingsKey = (portalId: string) => ['portals', portalId, 'settings'] as const;

export const portalSettingsQuery = (portalId: string) =>
  queryOptions({
    queryKey: portalSettingsKey(portalId),
    queryFn: () => apiFetch<PortalSettings>(`/portals/${seg(portalId)}/settings`),
  });

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: ['portal-subscriptions'],
    queryFn: () => apiFetch<{ items: SubscriptionOption[] }>('/portal-subscriptions'),
    staleTime: 60_000,
  });

export function savePortalSettings(
  portalId: string,
  values: Record<string, unknown>,
): Promise<PortalSettings> {
  return apiFetch<PortalSettings>(`/portals/${seg(portalId)}/settings`, {
    method: 'PATCH',
    body: JSON.stringify(values),
  });
}

export function uploadPortalLogo(portalId: string, file: File): Promise<PortalLogo> {
  return postFile(`/portals/${seg(portalId)}/logo`, file);
}

export function removePortalLogo(portalId: string): Promise<void> {
  return deleteJson(`/portals/${seg(portalId)}/logo`);
}

export interface NewPortal {
  name: string;
  email: string;
  phone: string;
  theme: string;
  portalLanguage: string;
  subscriptionId?: string | undefined;
}

export function createPortal(values: NewPortal): Promise<{ id: string }> {
  return postJson('/portals', values);
}

export function inviteManager(
  portalId: string,
  values: { email: string; name: string; language: Locale },
): Promise<{ message: string }> {
  return postJson(`/portals/${seg(portalId)}/manager-invitations`, values);
}

/**
 * After a change, every reader of the portal (the picker, the dashboard header and theme, the
 * settings, the menu its navigation draws) fetches it again, so the new name, look, language and
 * navigation apply without a reload.
 */
export function refreshPortal(queryClient: QueryClient, portalId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: key }) =>
      key[0] === 'portals' &&
      (key[1] === 'list' ||
        (key[1] === portalId && (key.length === 2 || key[2] === 'settings' || key[2] === 'navigation'))),
  });
}
