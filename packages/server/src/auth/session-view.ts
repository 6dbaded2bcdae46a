import { LOCALES, roleOfUser, type BrandConfig, type SessionResponse } from '@portal/domain';
import type { SessionRow, UserRow } from './sessions/index';

/** The session answer (the domain's sessionResponseSchema) of a signed-in user. */
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
