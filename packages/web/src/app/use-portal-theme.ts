import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';

import { useBrand } from '../lib/brand-context';
import { portalQuery } from '../lib/portal-api';
import { chooseThemeId } from '../themes/choose-theme';
import { useSetThemeChoice } from '../themes/theme-choice-context';

/** The portal id of a dashboard route, or null elsewhere (the 404 page belongs to no portal). */
export function portalOfPath(pathname: string): string | null {
  const portal = matchPath({ path: '/dashboard/:portal', end: false }, pathname)?.params.portal;
  return portal && portal !== '404' ? portal : null;
}

/**
 * Follows the current portal's theme (§3): inside /dashboard/{portal}/… the portal's own theme once
 * the portal has been read, the brand default elsewhere. The portal query is the one the screens
 * share, so a settings change (which refreshes it) restyles the app without a reload.
 */
export function usePortalTheme(): void {
  const brand = useBrand();
  const setTheme = useSetThemeChoice();
  const portalId = portalOfPath(useLocation().pathname);
  const query = useQuery({ ...portalQuery(portalId ?? ''), enabled: portalId !== null });
  const portal =
    query.status === 'success'
      ? { status: 'success' as const, theme: query.data.theme }
      : { status: query.status };
  const themeId = chooseThemeId({ brandTheme: brand.defaultTheme, offered: brand.themes, portalId, portal });
  useEffect(() => {
    if (themeId) setTheme(themeId);
  }, [themeId, setTheme]);
}
