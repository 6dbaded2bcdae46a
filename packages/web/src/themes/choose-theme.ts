import type { ThemeId } from '@portal/domain';

/** What the app knows about the current route's portal when it picks a theme. */
export interface ThemeChoiceInput {
  /** The brand's default theme (outside portals, and when a portal has none). */
  brandTheme: ThemeId;
  /** The themes the brand offers (§3); a portal theme outside them falls back to the brand default. */
  offered: readonly ThemeId[];
  /** The portal id of the route (/dashboard/{portal}/…), or null outside a portal. */
  portalId: string | null;
  /** The portal query: still loading, answered (with its theme, maybe none) or failed. */
  portal: { status: 'pending' } | { status: 'error' } | { status: 'success'; theme: string | null };
  /** The theme this portal was last drawn in on this browser (remembered-theme.ts), if any. */
  remembered?: string | null;
}

/**
 * The theme to draw with, or null to keep the one on screen. Inside a portal, while the portal is
 * being read, the theme it was last drawn in here (if any), else the one on screen: moving between
 * portals never flashes the brand theme.
 */
export function chooseThemeId({
  brandTheme,
  offered,
  portalId,
  portal,
  remembered,
}: ThemeChoiceInput): ThemeId | null {
  if (!portalId) return brandTheme;
  if (portal.status === 'pending')
    return remembered && offered.includes(remembered as ThemeId) ? (remembered as ThemeId) : null;
  if (portal.status === 'error') return brandTheme;
  const theme = portal.theme as ThemeId | null;
  return theme && offered.includes(theme) ? theme : brandTheme;
}
