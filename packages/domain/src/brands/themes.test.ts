import { describe, expect, it } from 'vitest';
import { analyticsThemesOf, isDarkTheme, themesFor } from './themes';

describe('themes (§3, §9)', () => {
  it('dark, tech and contrast are dark', () => {
    expect(['dark', 'tech', 'contrast'].map(isDarkTheme)).toEqual([true, true, true]);
    expect(['classic', 'corporate', 'light', 'main', 'brand:greek', 'nope'].some(isDarkTheme)).toBe(false);
  });

  it('a brand offers the base themes, its own and extras; analytics skips classic', () => {
    const themes = themesFor('greek', 'brand:greek:professional');
    expect(themes).toHaveLength(9);
    expect(themes.slice(-2)).toEqual(['brand:greek', 'brand:greek:professional']);
    expect(analyticsThemesOf(themes)).toHaveLength(8);
  });
});
