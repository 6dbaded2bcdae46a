import { BASE_THEMES } from '@portal/domain';
import { useState } from 'react';

/** §9: the theme cookie lives a month. */
const THEME_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const MENU_KEY = 'admin.menuOpen';

export type AdminTheme = (typeof BASE_THEMES)[number] | '';

function readThemeCookie(): AdminTheme {
  const match = /(?:^|;\s*)theme=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  const value = match ? decodeURIComponent(match[1]!) : '';
  return (BASE_THEMES as readonly string[]).includes(value) ? (value as AdminTheme) : '';
}

function readMenuOpen(): boolean {
  try {
    return localStorage.getItem(MENU_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The admin bar's choices, kept across visits: the theme (a cookie, §9) and whether the menu is open. */
export function useAdminPreferences() {
  const [theme, setThemeState] = useState<AdminTheme>(readThemeCookie);
  const [menuOpen, setMenuOpenState] = useState(readMenuOpen);
  const setTheme = (next: AdminTheme) => {
    setThemeState(next);
    document.cookie = next
      ? `theme=${encodeURIComponent(next)}; max-age=${THEME_COOKIE_MAX_AGE_S}; path=/; samesite=lax`
      : 'theme=; max-age=0; path=/';
  };
  const setMenuOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setMenuOpenState((open) => {
      const value = typeof next === 'function' ? next(open) : next;
      try {
        localStorage.setItem(MENU_KEY, String(value));
      } catch {
        // Storage may be refused (private mode): the menu then opens on each visit.
      }
      return value;
    });
  return { theme, setTheme, menuOpen, setMenuOpen };
}
