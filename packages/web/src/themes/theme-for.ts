import type { Theme } from '@mui/material/styles';
import type { ThemeId } from '@portal/domain';

import { createPortalTheme } from './create-portal-theme';
import { DEFAULT_THEME_ID, themeDefinitions } from './theme-definitions';

const cache = new Map<ThemeId, Theme>();

/** The MUI theme for a theme id; an unknown id falls back to the Main theme. */
export function themeFor(themeId: ThemeId | string | null | undefined): Theme {
  const id = (themeId && themeId in themeDefinitions ? themeId : DEFAULT_THEME_ID) as ThemeId;
  let theme = cache.get(id);
  if (!theme) {
    const def = themeDefinitions[id] ?? themeDefinitions[DEFAULT_THEME_ID]!;
    theme = createPortalTheme(def);
    cache.set(id, theme);
  }
  return theme;
}
