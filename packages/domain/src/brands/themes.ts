import { BASE_THEMES, type BaseThemeId, type BrandId, type ThemeId } from './types';

/** Themes that draw in dark mode (§3 Portal: "Dark mode is used by dark, tech and contrast"). */
const DARK_THEMES: ReadonlySet<ThemeId> = new Set<BaseThemeId>(['dark', 'tech', 'contrast']);

/** True when the theme uses the dark palette (dark, tech, contrast). */
export function isDarkTheme(themeId: ThemeId | string): boolean {
  return DARK_THEMES.has(themeId as ThemeId);
}

/** The theme id of a brand's own theme. */
export function brandTheme(id: BrandId): ThemeId {
  return `brand:${id}`;
}

/** The 7 base themes followed by the brand's own theme (and any extra, e.g. a professional variant). */
export function themesFor(id: BrandId, ...extra: ThemeId[]): ThemeId[] {
  return [...BASE_THEMES, brandTheme(id), ...extra];
}

/**
 * Themes in which the analytics view is offered (§6 "only some themes allow it"). Classic is the
 * plain investor-facing look with no room for the dense KPI tables, so it is left out.
 */
export function analyticsThemesOf(themes: readonly ThemeId[]): ThemeId[] {
  return themes.filter((theme) => theme !== 'classic');
}
