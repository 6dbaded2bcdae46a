import type { Locale } from '@portal/domain';
import { VERIFY_EMAIL_TTL_MS } from '../auth-tokens';
import { normaliseEmail, type AuthContext } from '../context';
import { findUserByEmail } from '../users';
import { sendLink } from './send-link';

/** A new verification link for an unverified address; nothing for others, with the same answer. */
export async function resendVerification(
  ctx: AuthContext,
  input: { email: string; locale: Locale | undefined },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, normaliseEmail(input.email));
  if (!user || user.emailVerifiedAt || user.disabled || !user.passwordHash) return;
  await sendLink(ctx, user, {
    purpose: 'verify_email',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    acceptLanguage: input.locale,
  });
}
