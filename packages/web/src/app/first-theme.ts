import type { BrandConfig, ThemeId } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';

import { portalQuery } from '../lib/portal-api';
import { chooseThemeId } from '../themes/choose-theme';
import { rememberedTheme, rememberTheme } from '../themes/remembered-theme';
import { portalOfPath } from './use-portal-theme';

/** How long the first frame waits for the portal before it is drawn in the best guess. */
export const FIRST_THEME_WAIT_MS = 1000;

interface FirstThemeInput {
  brand: BrandConfig;
  pathname: string;
  queryClient: QueryClient;
  waitMs?: number;
}

/**
 * The theme of the app's first frame. On a portal's page the portal is read before anything is drawn
 * (alongside the language files), into the cache the screens share, so the first frame is already in
 * the portal's theme: no light page turning dark. When this browser has drawn the portal before, its
 * remembered theme is used at once and the portal is only prefetched (usePortalTheme corrects a
 * stale memory when the answer comes). If the portal does not answer within `waitMs`, the brand's
 * theme is used. Signed out, the portal answers 401 and the brand's theme is right.
 */
export async function firstTheme({
  brand,
  pathname,
  queryClient,
  waitMs = FIRST_THEME_WAIT_MS,
}: FirstThemeInput): Promise<ThemeId> {
  const portalId = portalOfPath(pathname);
  if (!portalId) return brand.defaultTheme;
  const choose = (portal: Parameters<typeof chooseThemeId>[0]['portal']) =>
    chooseThemeId({
      brandTheme: brand.defaultTheme,
      offered: brand.themes,
      portalId,
      portal,
      remembered: rememberedTheme(portalId),
    }) ?? brand.defaultTheme;
  // A theme drawn here before is almost always still right: draw it at once and let the portal's
  // answer (fetched now, into the shared cache) correct it, rather than hold the first frame.
  const remembered = rememberedTheme(portalId);
  if (remembered) {
    void queryClient.prefetchQuery({ ...portalQuery(portalId), retry: false });
    return choose({ status: 'pending' });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    // No retry: a refusal (signed out) should not hold the first frame; the app asks again itself.
    const answer = await Promise.race([
      queryClient.fetchQuery({ ...portalQuery(portalId), retry: false }),
      late,
    ]);
    if (!answer) return choose({ status: 'pending' });
    const theme = choose({ status: 'success', theme: answer.theme });
    rememberTheme(portalId, theme);
    return theme;
  } catch {
    return choose({ status: 'error' });
  } finally {
    clearTimeout(timer);
  }
}
