import { and, eq } from 'drizzle-orm';
import type { Locale } from '@portal/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRow } from '../sessions/index';
import { findUserByEmail } from '../users';
import type { OidcIdentity } from './oidc-client';

/** How users signed in with national e-ID are marked (users.auth_type). */
export const EID_AUTH_TYPE = 'eid';

/** Why an e-ID sign-in was refused; the login page explains each. */
export type EidRefusal = 'eid_not_allowed' | 'account_disabled';

export type EidUserResult = { user: UserRow } | { refused: EidRefusal };

/**
 * The user an e-ID identity signs in as (§2: the national ID alternative is for users who are
 * neither professional nor password users):
 * - the user already linked to this subject;
 * - else a user with the provider's verified address who has neither a password nor a
 *   professional role (a client set up by their adviser), now linked;
 * - else a new user. Professionals and password users keep their own way in: an e-ID with their
 *   address is refused rather than merged into their identity.
 */
export async function eidUser(
  db: Database,
  identity: OidcIdentity,
  options: { locale: Locale; now: Date },
): Promise<EidUserResult> {
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.authType, EID_AUTH_TYPE), eq(users.externalSubject, identity.subject)));
  if (linked) return usable(linked);

  const email = identity.email && identity.emailVerified ? identity.email : undefined;
  const existing = email ? await findUserByEmail(db, email) : undefined;
  if (existing) {
    if (existing.passwordHash || existing.isProfessional || existing.isAdmin || existing.externalSubject)
      return { refused: 'eid_not_allowed' };
    const [user] = await db
      .update(users)
      .set({ authType: EID_AUTH_TYPE, externalSubject: identity.subject, updatedAt: options.now })
      .where(eq(users.id, existing.id))
      .returning();
    return usable(user!);
  }

  const [user] = await db
    .insert(users)
    .values({
      // Without a verified address from the provider, a placeholder that can receive no mail.
      email: email ?? `${identity.subject.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}@eid.invalid`,
      name: identity.name?.trim() || identity.subject,
      authType: EID_AUTH_TYPE,
      externalSubject: identity.subject,
      emailVerifiedAt: email ? options.now : null,
      userLanguage: options.locale,
      createdAt: options.now,
    })
    .returning();
  return { user: user! };
}

function usable(user: UserRow): EidUserResult {
  return user.disabled || !user.active ? { refused: 'account_disabled' } : { user };
}
