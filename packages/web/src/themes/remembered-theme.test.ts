import { afterEach, describe, expect, it } from 'vitest';

import { REMEMBER_THEME_MS, rememberedTheme, rememberTheme } from './remembered-theme';

afterEach(() => localStorage.clear());

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('remembered portal themes', () => {
  it('answers the theme each portal was last drawn in', () => {
    expect(rememberedTheme('p1', NOW)).toBeNull();
    rememberTheme('p1', 'dark', NOW);
    rememberTheme('p2', 'contrast', NOW);
    expect(rememberedTheme('p1', NOW)).toBe('dark');
    expect(rememberedTheme('p2', NOW)).toBe('contrast');
    rememberTheme('p1', 'light', NOW + 1000);
    expect(rememberedTheme('p1', NOW + 2000)).toBe('light');
  });

  it('forgets a theme after a month (§9: the theme cookie lives a month)', () => {
    rememberTheme('p1', 'dark', NOW);
    expect(rememberedTheme('p1', NOW + REMEMBER_THEME_MS - 1)).toBe('dark');
    expect(rememberedTheme('p1', NOW + REMEMBER_THEME_MS)).toBeNull();
  });

  it('keeps a month counted from the last visit, and at most twenty portals', () => {
    rememberTheme('p1', 'dark', NOW);
    rememberTheme('p1', 'dark', NOW + 2 * DAY);
    expect(rememberedTheme('p1', NOW + REMEMBER_THEME_MS + DAY)).toBe('dark');
    for (let i = 0; i < 25; i += 1) rememberTheme(`q${i}`, 'tech', NOW + 3 * DAY + i);
    expect(rememberedTheme('q24', NOW + 4 * DAY)).toBe('tech');
    expect(rememberedTheme('q5', NOW + 4 * DAY)).toBe('tech');
    expect(rememberedTheme('q4', NOW + 4 * DAY)).toBeNull();
    expect(rememberedTheme('p1', NOW + 4 * DAY)).toBeNull();
  });

  it('treats unreadable storage as nothing remembered', () => {
    localStorage.setItem('portal.themes', '{not json');
    expect(rememberedTheme('p1', NOW)).toBeNull();
    rememberTheme('p1', 'dark', NOW);
    expect(rememberedTheme('p1', NOW)).toBe('dark');
  });
});
