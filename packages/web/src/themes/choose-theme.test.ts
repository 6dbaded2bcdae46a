import { getBrand } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { portalOfPath } from '../app/use-portal-theme';
import { chooseThemeId, type ThemeChoiceInput } from './choose-theme';

const brand = getBrand('asset-manager');
const base: Omit<ThemeChoiceInput, 'portalId' | 'portal'> = {
  brandTheme: brand.defaultTheme,
  offered: brand.themes,
};

describe('chooseThemeId', () => {
  it('uses the brand default outside a portal, whatever the last portal said', () => {
    expect(chooseThemeId({ ...base, portalId: null, portal: { status: 'pending' } })).toBe(
      brand.defaultTheme,
    );
    expect(chooseThemeId({ ...base, portalId: null, portal: { status: 'success', theme: 'dark' } })).toBe(
      brand.defaultTheme,
    );
  });

  it("uses the portal's theme once the portal has been read", () => {
    expect(chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'success', theme: 'dark' } })).toBe(
      'dark',
    );
    expect(chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'success', theme: 'contrast' } })).toBe(
      'contrast',
    );
  });

  it('keeps the theme on screen while the portal loads (no flash of the brand theme)', () => {
    expect(chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'pending' } })).toBeNull();
  });

  it('draws in the theme the portal was last drawn in while it loads, if the brand offers it', () => {
    const pending = { ...base, portalId: 'p1', portal: { status: 'pending' as const } };
    expect(chooseThemeId({ ...pending, remembered: 'dark' })).toBe('dark');
    expect(chooseThemeId({ ...pending, remembered: 'no-such-theme' })).toBeNull();
    // Once read, the portal's answer wins over the memory.
    expect(
      chooseThemeId({
        ...base,
        portalId: 'p1',
        portal: { status: 'success', theme: 'light' },
        remembered: 'dark',
      }),
    ).toBe('light');
  });

  it('falls back to the brand default for a portal without a theme, with one the brand does not offer, or unreadable', () => {
    expect(chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'success', theme: null } })).toBe(
      brand.defaultTheme,
    );
    expect(
      chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'success', theme: 'brand:partners' } }),
    ).toBe(brand.defaultTheme);
    expect(chooseThemeId({ ...base, portalId: 'p1', portal: { status: 'error' } })).toBe(brand.defaultTheme);
  });
});

describe('portalOfPath', () => {
  it('finds the portal of dashboard routes only', () => {
    expect(portalOfPath('/dashboard/p1')).toBe('p1');
    expect(portalOfPath('/dashboard/p1/account/a1')).toBe('p1');
    expect(portalOfPath('/dashboard/404')).toBeNull();
    expect(portalOfPath('/portals')).toBeNull();
    expect(portalOfPath('/profile/me')).toBeNull();
  });
});
