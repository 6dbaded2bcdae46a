import { z } from 'zod';
import {
  BRAND_IDS,
  LOCALES,
  NAV_SWITCHES,
  ROLES,
  ROUTE_NAMES,
  type BrandConfig,
  type NavSwitch,
} from '@portal/domain';

const routeSchema = z.object({
  name: z.enum(ROUTE_NAMES),
  path: z.string(),
  professionalOnly: z.boolean().optional(),
  adminOnly: z.boolean().optional(),
});

const navItemSchema = z.object({
  name: z.string(),
  link: z.string(),
  icon: z.string(),
  visibleFor: z.array(z.enum([...ROLES, 'all'])),
  order: z.number(),
  switch: z.enum(NAV_SWITCHES),
  subnavigation: z.array(z.object({ name: z.string(), link: z.string(), order: z.number() })).optional(),
});

/** What the browser may know about the running brand: presentation and rules, no secrets. */
export const publicBrandSchema = z.object({
  id: z.enum(BRAND_IDS),
  displayName: z.string(),
  locales: z.array(z.enum(LOCALES)),
  defaultLocale: z.enum(LOCALES),
  themes: z.array(z.string()),
  defaultTheme: z.string(),
  routes: z.array(routeSchema),
  navigation: z.array(navItemSchema),
  // Every switch named (an object, not a record), so the document lists what `required` names.
  navSwitches: z.object(
    Object.fromEntries(NAV_SWITCHES.map((name) => [name, z.boolean()])) as Record<NavSwitch, z.ZodBoolean>,
  ),
  signIn: z.object({
    emailPassword: z.boolean(),
    google: z.boolean(),
    microsoft: z.boolean(),
    linkedin: z.boolean(),
    nationalEid: z.boolean(),
    pinBySms: z.boolean(),
    pinByEmail: z.boolean(),
  }),
  limits: z.object({ maxPortals: z.number().int().nullable() }),
  defaultCurrency: z.string(),
  publicSite: z.boolean(),
  sessionDurationMs: z.number().int(),
  inactivityLogoutMs: z.number().int(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

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
