import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';

import { useBrand } from '../lib/brand-context';
import { portalQuery } from '../lib/portal-api';
import { isServerPrint } from '../lib/server-print';
import { chooseThemeId } from '../themes/choose-theme';
import { rememberedTheme, rememberTheme } from '../themes/remembered-theme';
import { useSetThemeChoice } from '../themes/theme-choice-context';

/** The portal id of a dashboard route, or null elsewhere (the 404 page belongs to no portal). */
export function portalOfPath(pathname: string): string | null {
  const portal = matchPath({ path: '/dashboard/:portal', end: false }, pathname)?.params.portal;
  return portal && portal !== '404' ? portal : null;
}

/**
 * Follows the current portal's theme (§3): inside /dashboard/{portal}/… the portal's own theme once
 * the portal has been read (meanwhile the one it was last drawn in here), the brand default
 * elsewhere. The portal query is the one the screens share, so a settings change (which refreshes
 * it) restyles the app without a reload. The theme each portal is drawn in is remembered for the
 * next visit's first frame (see first-theme.ts).
 */
export function usePortalTheme(): void {
  const brand = useBrand();
  const setTheme = useSetThemeChoice();
  const portalId = portalOfPath(useLocation().pathname);
  // A page the server prints has no session: the report sets the portal's theme itself.
  const query = useQuery({ ...portalQuery(portalId ?? ''), enabled: portalId !== null && !isServerPrint() });
  const remembered = useMemo(() => (portalId ? rememberedTheme(portalId) : null), [portalId]);
  const portal =
    query.status === 'success'
      ? { status: 'success' as const, theme: query.data.theme }
      : { status: query.status };
  const themeId = chooseThemeId({
    brandTheme: brand.defaultTheme,
    offered: brand.themes,
    portalId,
    portal,
    remembered,
  });
  // Before the browser paints: a frame in the previous theme would be the flash this avoids.
  useLayoutEffect(() => {
    if (themeId) setTheme(themeId);
  }, [themeId, setTheme]);
  const answered = portalId !== null && query.status === 'success';
  useEffect(() => {
    if (answered && themeId) rememberTheme(portalId, themeId);
  }, [answered, portalId, themeId]);
}
