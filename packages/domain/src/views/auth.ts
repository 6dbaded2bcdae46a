import { z } from 'zod';
import { LOCALES, ROLES } from '../brands/types';
import { MFA_CHANNELS } from '../schemas/mfa';

/**
 * The sign-in, session, second-factor and invitation answers (§4, ASVS 7.5.2): declared once, serialised
 * by the server's auth routes and read by the web as types.
 */

/** What the web app knows about the signed-in user and session: never a hash, PIN or flag it does not need. */
export const sessionResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    isAdmin: z.boolean(),
    isProfessional: z.boolean(),
    userLanguage: z.enum(LOCALES).nullable(),
    organisationId: z.string().nullable(),
    hideIntroText: z.boolean(),
    /** False for e-ID and other password-less sign-ins: the profile then offers no password change. */
    hasPassword: z.boolean(),
  }),
  session: z.object({
    id: z.string(),
    expiresAt: z.string(),
    absoluteExpiresAt: z.string(),
    inactivityLogoutMs: z.number().int(),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The sign-in answer when the password was right and a second factor is due (§4). */
export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  channels: z.array(z.enum(MFA_CHANNELS)),
});
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredSchema>;

/** The sign-in answer: the session, or (second factor due) the channels to prove it with. */
export const signInResponseSchema = z.union([sessionResponseSchema, mfaRequiredSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The channel a one-time PIN went out by. */
export const pinSentSchema = z.object({ channel: z.string() });

/** The authenticator app's state for the signed-in user. */
export const totpStatusSchema = z.object({
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** A portal of this user requires the app. */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** Enrolment's start: the secret (shown this once) and its otpauth:// address for a QR code. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The ten recovery codes, answered once when enrolment is confirmed or the codes are renewed. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One signed-in session of the current user. */
export const authSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const authSessionListSchema = z.object({ sessions: z.array(authSessionSchema) });
export type AuthSessionList = z.infer<typeof authSessionListSchema>;

/** How many sessions a sign-out of other devices (or an admin's) ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** An activation code and when it expires. */
export const activationCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });

/** §7 getCustomToken: the signed token and its expiry. */
export const customTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** The invited address, to fill and lock the sign-up form. */
export const invitationEmailSchema = z.object({ email: z.string() });

/** Whom a manager invitation is for, to fill the sign-up form. */
export const managerInvitationSchema = z.object({ email: z.string(), name: z.string(), company: z.string() });
export type ManagerInvitation = z.infer<typeof managerInvitationSchema>;

/** The signed-in user's landing path (§2 entry rules). */
export const entryPathSchema = z.object({ path: z.string() });

/** An admin's mail to a user went out (§7 sendEmail). */
export const emailSentSchema = z.object({ sent: z.literal(true) });

/** A user's e-mail address verified or not (§7 verifyEmail). */
export const emailVerifiedSchema = z.object({ verified: z.boolean(), verifiedAt: z.string().nullable() });
