import { queryOptions } from '@tanstack/react-query';
import { portalNavigationSchema, type PortalNavigation } from '@portal/domain';

import { apiFetch } from './api-client';

/**
 * The signed-in viewer's menu in a portal: the portal's own entries or the brand's navigation, as
 * the server filters them. Checked against the domain's schema: an answer of another shape is a
 * failure, and the shell keeps the brand's navigation.
 */
export const portalNavigationQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'navigation'],
    queryFn: async (): Promise<PortalNavigation> =>
      portalNavigationSchema.parse(
        await apiFetch<unknown>(`/portals/${encodeURIComponent(portalId)}/navigation`),
      ),
  });
