import { z } from 'zod';
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
