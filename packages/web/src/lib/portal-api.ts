import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from './api-client';
import type { PortalSummary } from './portfolio-types';

/**
 * One portal's summary (name, theme, language, logo). Its own module because the app shell reads it
 * on every screen (the portal's theme): the shell should not carry the portfolio API's code.
 */
export const portalQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['portals', portalId],
    queryFn: () => apiFetch<PortalSummary>(`/portals/${encodeURIComponent(portalId)}`),
  });
