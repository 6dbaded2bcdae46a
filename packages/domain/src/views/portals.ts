import { z } from 'zod';
import { LOCALES } from '../brands/types';
import { pageOf } from './page';

/** The portals a viewer may open (§6): the picker at /portals and each dashboard's header. */
export const portalSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.string().nullable(),
  language: z.string().nullable(),
  photo: z.string().nullable(),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;

export const portalSummaryPageSchema = pageOf(portalSummarySchema);
export type PortalSummaryPage = z.infer<typeof portalSummaryPageSchema>;

/** The client preview the request is in (view as client), as the web app's banner shows it. */
export const previewStateSchema = z.object({
  clientName: z.string(),
  portalId: z.string(),
  accountId: z.string(),
  byName: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
});
export type PreviewState = z.infer<typeof previewStateSchema>;

/** GET /api/me/preview: the preview this request is in, or null. */
export const currentPreviewSchema = z.object({ preview: previewStateSchema.nullable() });
export type CurrentPreview = z.infer<typeof currentPreviewSchema>;

/** Whether an account's portal can be viewed as its client. */
export const previewAvailabilitySchema = z.object({
  available: z.boolean(),
  clientName: z.string().nullable(),
});
export type PreviewAvailability = z.infer<typeof previewAvailabilitySchema>;

/** The settings values as the settings API returns them (GET /api/portals/:portalId/settings). */
export const portalSettingsViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  portalLanguage: z.enum(LOCALES).nullable(),
  theme: z.string().nullable(),
  /** The terms in each language that has them. */
  tnc: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, z.string().optional()])) as Record<
      (typeof LOCALES)[number],
      z.ZodOptional<z.ZodString>
    >,
  ),
  /** Address of the logo (served by the API), or null. */
  logo: z.string().nullable(),
  subscription: z
    .object({ id: z.string(), name: z.string(), accountsLimit: z.number(), advisorsLimit: z.number() })
    .nullable(),
  /** The viewer may change these settings (company admins, §6). */
  canEdit: z.boolean(),
});
export type PortalSettings = z.infer<typeof portalSettingsViewSchema>;

/** The portal's logo address after an upload. */
export const portalLogoSchema = z.object({ logo: z.string() });
export type PortalLogo = z.infer<typeof portalLogoSchema>;

/** A subscription a company admin may put a new portal on (create-portal dialog). */
export const subscriptionOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountsLimit: z.number(),
  advisorsLimit: z.number(),
});
export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

export const subscriptionOptionsSchema = z.object({ items: z.array(subscriptionOptionSchema) });
