import { z } from 'zod';
import {
  ADMIN_TOOLS,
  BASE_THEMES,
  BRAND_IDS,
  LOCALES,
  NAV_SWITCHES,
  ROLES,
  ROUTE_NAMES,
  type AdminCollection,
  type BrandConfig,
} from './types';

const ADMIN_COLLECTIONS = [
  'users',
  'organisations',
  'groups',
  'riskProfiles',
  'commentary',
  'forms',
  'processes',
  'accounts',
  'portals',
  'subscriptions',
  'models',
  'data-processes',
  'data-processes-steps',
  'pages',
  'posts',
  'people',
  'libraries',
] as const satisfies readonly AdminCollection[];

const brandId = z.enum(BRAND_IDS);
const themeId = z.union([
  z.enum(BASE_THEMES),
  z.templateLiteral(['brand:', brandId]),
  z.templateLiteral(['brand:', brandId, ':professional']),
]);
const i18nKey = z.string().regex(/^[a-z]+(\.[A-Za-z]+)+$/);
const pathPattern = z.string().regex(/^(\/(:[A-Za-z]+\??|[A-Za-z0-9_.-]+))+$/);
const link = z.string().regex(/^\/[^\s#]*$/);
const ms = z.number().int().positive();

const navItem = z.strictObject({
  name: i18nKey,
  link,
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  visibleFor: z.array(z.union([z.enum(ROLES), z.literal('all')])).min(1),
  order: z.number().int(),
  switch: z.enum(NAV_SWITCHES),
  subnavigation: z.array(z.strictObject({ name: i18nKey, link, order: z.number().int() })).optional(),
});

/**
 * The zod schema of a brand configuration: the shape of `BrandConfig` plus its consistency rules
 * (default theme and locale offered, unique routes, navigation only for switched-on features and
 * pointing at routes the brand serves, analytics themes among the brand's themes).
 */
export const brandConfigSchema: z.ZodType<BrandConfig> = z
  .strictObject({
    id: brandId,
    displayName: z.string().min(1),
    routes: z.array(
      z.strictObject({
        name: z.enum(ROUTE_NAMES),
        path: pathPattern,
        professionalOnly: z.boolean().optional(),
        adminOnly: z.boolean().optional(),
      }),
    ),
    navSwitches: z.record(z.enum(NAV_SWITCHES), z.boolean()),
    navigation: z.array(navItem),
    themes: z.array(themeId).min(1),
    defaultTheme: themeId,
    defaultLocale: z.enum(LOCALES),
    locales: z.array(z.enum(LOCALES)).min(1),
    sessionDurationMs: ms,
    inactivityLogoutMs: ms,
    limits: z.strictObject({
      accounts: z.number().int().positive(),
      advisors: z.number().int().positive(),
      maxPortals: z.number().int().positive().nullable(),
    }),
    dataProvider: z.enum(['database', 'static', 'api']),
    defaultCurrency: z.enum(['GBP', 'ISK', 'EUR', 'USD']),
    signIn: z.strictObject({
      emailPassword: z.boolean(),
      google: z.boolean(),
      microsoft: z.boolean(),
      linkedin: z.boolean(),
      nationalEid: z.boolean(),
      pinBySms: z.boolean(),
      pinByEmail: z.boolean(),
    }),
    adminMenu: z.array(
      z
        .strictObject({
          name: i18nKey,
          collections: z.array(z.enum(ADMIN_COLLECTIONS)),
          tools: z.array(z.enum(ADMIN_TOOLS)).optional(),
        })
        .refine((group) => group.collections.length + (group.tools?.length ?? 0) > 0, 'empty menu group'),
    ),
    publicSite: z.boolean(),
    analyticsThemes: z.array(themeId),
  })
  .superRefine((brand, ctx) => {
    const fail = (message: string, path: (string | number)[]): void => {
      ctx.addIssue({ code: 'custom', message, path });
    };
    if (!brand.themes.includes(brand.defaultTheme)) fail('default theme is not offered', ['defaultTheme']);
    if (!brand.locales.includes(brand.defaultLocale))
      fail('default locale is not offered', ['defaultLocale']);
    if (brand.inactivityLogoutMs > brand.sessionDurationMs)
      fail('inactivity exceeds session', ['inactivityLogoutMs']);
    brand.analyticsThemes.forEach((theme, i) => {
      if (!brand.themes.includes(theme))
        fail(`analytics theme ${theme} is not offered`, ['analyticsThemes', i]);
    });
    const names = brand.routes.map((route) => route.name);
    if (new Set(names).size !== names.length) fail('route names repeat', ['routes']);
    const paths = new Set(brand.routes.map((route) => route.path));
    brand.navigation.forEach((item, i) => {
      if (!brand.navSwitches[item.switch]) fail(`item ${item.name} is switched off`, ['navigation', i]);
      if (!paths.has(item.link.split('?')[0] ?? ''))
        fail(`item ${item.name} has no route`, ['navigation', i, 'link']);
    });
  });
