import { z } from 'zod';
import { LOCALES, ROLES, roleOfUser, type BrandConfig } from '@portal/domain';
import type { SessionRow, UserRow } from './sessions/index';

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

export function sessionView(user: UserRow, session: SessionRow, brand: BrandConfig): SessionResponse {
  const language = (LOCALES as readonly string[]).includes(user.userLanguage ?? '')
    ? (user.userLanguage as SessionResponse['user']['userLanguage'])
    : null;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: roleOfUser(user),
      isAdmin: user.isAdmin,
      isProfessional: user.isProfessional,
      userLanguage: language,
      organisationId: user.organisationId,
      hideIntroText: user.hideIntroText,
      hasPassword: user.passwordHash !== null,
    },
    session: {
      id: session.id,
      expiresAt: session.expiresAt.toISOString(),
      absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
      inactivityLogoutMs: brand.inactivityLogoutMs,
    },
  };
}

/** A plain confirmation, e.g. 'If your email address exists, a link is on its way to you.' */
export const messageResponseSchema = z.object({ message: z.string() });
