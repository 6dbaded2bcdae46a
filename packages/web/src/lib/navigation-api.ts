import { queryOptions } from '@tanstack/react-query';
import type { PortalNavigation } from '@portal/domain';

import { apiFetch } from './api-client';
import { takeBootAnswer } from './boot-answers';

/**
 * The signed-in viewer's menu in a portal: the portal's own entries or the brand's navigation, as
 * the server filters them. An answer fetched here is checked against the domain's schema (an answer
 * of another shape is a failure, and the shell keeps the brand's navigation); the schema and zod
 * load beside the request, not with the frame's code. The page's own answer (decision 112) is taken
 * as it is: the server made it through the same route, whose response the same schema checked as it
 * was written, so the first view does not load zod to check it again (decision 130).
 */
export const portalNavigationQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['portals', portalId, 'navigation'],
    queryFn: async (): Promise<PortalNavigation> => {
      const path = `/portals/${encodeURIComponent(portalId)}/navigation`;
      const brought = takeBootAnswer(path);
      if (brought !== undefined) return brought as PortalNavigation;
      const [{ portalNavigationSchema }, answer] = await Promise.all([
        import('./navigation-schema'),
        apiFetch<unknown>(path),
      ]);
      return portalNavigationSchema.parse(answer);
    },
  });
