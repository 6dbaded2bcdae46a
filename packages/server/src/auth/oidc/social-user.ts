import type { Database } from '../../db/client';
import type { UserRow } from '../sessions/index';
import { findUserByEmail } from '../users';
import type { OidcIdentity } from './oidc-client';

/** Why a Google or Microsoft sign-in was refused; the login page explains each. */
export type SocialRefusal = 'email_unverified' | 'no_account' | 'account_disabled' | 'signup_unverified';

/**
 * The existing user a Google or Microsoft identity signs in as: the one whose address the
 * provider says it verified, and no other (decision record: by verified e-mail only). Nobody is
 * created and nothing is linked: these providers are another way in for people the portal already
 * knows, and the address is checked again at every sign-in.
 */
export async function socialUser(
  db: Database,
  identity: OidcIdentity,
): Promise<{ user: UserRow } | { refused: SocialRefusal }> {
  if (!identity.email || !identity.emailVerified) return { refused: 'email_unverified' };
  const user = await findUserByEmail(db, identity.email);
  if (!user) return { refused: 'no_account' };
  if (user.disabled || !user.active) return { refused: 'account_disabled' };
  // A password sign-up nobody has confirmed may be someone else's claim on this address (account
  // pre-hijacking): its owner verifies it first, with the link the portal sent.
  if (user.passwordHash && !user.emailVerifiedAt) return { refused: 'signup_unverified' };
  return { user };
}
