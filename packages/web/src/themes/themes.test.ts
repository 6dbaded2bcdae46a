import { getContrastRatio } from '@mui/material/styles';
import { brands, isDarkTheme } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { themeDefinitions } from './theme-definitions';
import { themeFor } from './theme-for';

describe('themes', () => {
  it('covers every theme any brand offers', () => {
    for (const brand of Object.values(brands)) {
      for (const id of [...brand.themes, brand.defaultTheme]) expect(themeDefinitions[id], id).toBeDefined();
    }
  });

  for (const [id, def] of Object.entries(themeDefinitions)) {
    it(`${id}: text reaches 4.5:1 and the mode matches the domain`, () => {
      const pairs: [string, string][] = [
        [def.text, def.background],
        [def.text, def.paper],
        [def.textSecondary, def.background],
        [def.textSecondary, def.paper],
        [def.primaryContrast, def.primary],
        [def.secondaryContrast, def.secondary],
        [def.navigationText, def.navigation],
      ];
      for (const [fg, bg] of pairs)
        expect(getContrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // Links and outlined buttons draw primary on the page.
      expect(getContrastRatio(def.primary, def.paper), 'primary on paper').toBeGreaterThanOrEqual(4.5);
      expect(themeFor(id).palette.mode).toBe(isDarkTheme(id) ? 'dark' : 'light');
    });
  }

  it('uses the §9 breakpoints', () => {
    expect(themeFor('main').breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1441, xl: 1904 });
  });

  it('falls back to Main for an unknown id', () => {
    expect(themeFor('nope')).toBe(themeFor('main'));
  });
});
