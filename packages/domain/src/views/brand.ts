import { z } from 'zod';
import { BRAND_IDS, LOCALES, NAV_SWITCHES, ROLES, ROUTE_NAMES, type NavSwitch } from '../brands/types';

const brandRouteSchema = z.object({
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
  routes: z.array(brandRouteSchema),
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
