import { queryOptions } from '@tanstack/react-query';
import type { PortalNavigation } from '@portal/domain';

import { apiFetch } from './api-client';

/**
 * The signed-in viewer's menu in a portal: the portal's own entries or the brand's navigation, as
 * the server filters them. Checked against the domain's schema: an answer of another shape is a
 * failure, and the shell keeps the brand's navigation. The schema (and zod) load beside the
 * request, not with the frame's code.
 */
export const portalNavigationQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'navigation'],
    queryFn: async (): Promise<PortalNavigation> => {
      const [{ portalNavigationSchema }, answer] = await Promise.all([
        import('./navigation-schema'),
        apiFetch<unknown>(`/portals/${encodeURIComponent(portalId)}/navigation`),
      ]);
      return portalNavigationSchema.parse(answer);
    },
  });
