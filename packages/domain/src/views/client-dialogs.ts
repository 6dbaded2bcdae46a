import { z } from 'zod';

/** The client dialogs' answers (§2 terms, welcome and account notices). */

/** The portal's terms in the viewer's language, and whether the viewer (a client) must accept them. */
export const portalTermsSchema = z.object({ required: z.boolean(), text: z.string() });
export type PortalTerms = z.infer<typeof portalTermsSchema>;

/** How many accounts the acceptance was recorded on, and the confirmation. */
export const termsAcceptedSchema = z.object({ accepted: z.number().int(), message: z.string() });
export type TermsAccepted = z.infer<typeof termsAcceptedSchema>;

/** The viewer's own accounts in the portal: any at all, any without external id, any not validated. */
export const clientStatusSchema = z.object({
  isClient: z.boolean(),
  missingExternalId: z.boolean(),
  notValidated: z.boolean(),
  /** The welcome content of the client's group (sanitised HTML, §3 Group.welcome), if any. */
  welcome: z.string().nullable(),
});
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** The welcome dialog's 'do not show again' (hideIntroText) as stored. */
export const introTextSchema = z.object({ hideIntroText: z.boolean() });
export type IntroText = z.infer<typeof introTextSchema>;
