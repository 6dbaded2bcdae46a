import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../lib/api-client';
import type { PreviewAvailability, PreviewState } from '@portal/domain';

const accountPath = (portalId: string, accountId: string) =>
  `/portals/${encodeURIComponent(portalId)}/accounts/${encodeURIComponent(accountId)}/preview`;

/** Whether the account's portal can be viewed as its client (it has an active client user). */
export const previewAvailabilityQuery = (portalId: string, accountId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'accounts', accountId, 'preview'],
    queryFn: () => apiFetch<PreviewAvailability>(accountPath(portalId, accountId)),
  });

export function startPreview(portalId: string, accountId: string): Promise<PreviewState> {
  return postJson<PreviewState>(accountPath(portalId, accountId), {});
}

export function endPreview(portalId: string, accountId: string): Promise<void> {
  return postJson<void>(`${accountPath(portalId, accountId)}/end`, {});
}
