import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { postJson } from '../../lib/api-client';

/**
 * §7 activity log: every screen visited inside a portal is recorded (for the analytics screen).
 * Fire-and-forget: a failed log line must never disturb the user.
 */
export function usePageVisitLog(portalId: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!portalId) return;
    const section = pathname.split('/')[3] ?? 'overview';
    postJson(`/portals/${encodeURIComponent(portalId)}/activity/page-visits`, {
      path: pathname,
      section,
    }).catch(() => undefined);
  }, [portalId, pathname]);
}
