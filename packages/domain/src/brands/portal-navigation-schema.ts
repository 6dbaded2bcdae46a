import { z } from 'zod';

// The served menu's schemas, apart from the menu's rules (portal-navigation.ts): the web's signed-in
// frame uses those rules on every screen, and the schemas (with zod) only once the menu's answer is
// checked, in a chunk of their own (decision 112).

const servedSubItem = z.object({
  key: z.string(),
  /** An i18n key when `translate`, else the firm's own label, shown as written. */
  name: z.string(),
  translate: z.boolean(),
  /** A brand route's path with `:portal` for the current portal (the web fills it in). */
  link: z.string(),
  order: z.number().int(),
});

/** One item of the served menu (drawer, bottom navigation), its sub-items sorted by order. */
export const servedNavItemSchema = servedSubItem.extend({
  icon: z.string(),
  subnavigation: z.array(servedSubItem),
});
export type ServedNavItem = z.infer<typeof servedNavItemSchema>;

/** GET /api/portals/:portalId/navigation: the viewer's menu and where it came from. */
export const portalNavigationSchema = z.object({
  source: z.enum(['portal', 'brand']),
  items: z.array(servedNavItemSchema),
});
export type PortalNavigation = z.infer<typeof portalNavigationSchema>;
