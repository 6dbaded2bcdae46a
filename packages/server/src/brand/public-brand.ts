import type { BrandConfig, PublicBrand } from '@portal/domain';

/**
 * Picks fields one by one (an allowlist, not a spread), so a key added to BrandConfig later —
 * an API key, a provider URL — never reaches the browser unless someone adds it here.
 */
export function toPublicBrand(brand: BrandConfig): PublicBrand {
  return {
    id: brand.id,
    displayName: brand.displayName,
    locales: brand.locales,
    defaultLocale: brand.defaultLocale,
    themes: brand.themes,
    defaultTheme: brand.defaultTheme,
    routes: brand.routes,
    navigation: brand.navigation,
    navSwitches: brand.navSwitches,
    signIn: brand.signIn,
    limits: { maxPortals: brand.limits.maxPortals },
    defaultCurrency: brand.defaultCurrency,
    publicSite: brand.publicSite,
    sessionDurationMs: brand.sessionDurationMs,
    inactivityLogoutMs: brand.inactivityLogoutMs,
  };
}
