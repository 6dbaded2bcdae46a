import type { Locale } from '@portal/domain';
import { PASSWORD_RESET_TTL_MS } from '../auth-tokens';
import { normaliseEmail, type AuthContext } from '../context';
import { findUserByEmail } from '../users';
import { sendLink } from './send-link';

/**
 * §7 "send password reset email": a single-use link valid 1 hour, for an existing, enabled user.
 * The caller answers 'If your email address exists, a link is on its way to you.' regardless.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { email: string; locale: Locale | undefined },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, normaliseEmail(input.email));
  if (!user || user.disabled || !user.active) return;
  await sendLink(ctx, user, {
    purpose: 'password_reset',
    ttlMs: PASSWORD_RESET_TTL_MS,
    acceptLanguage: input.locale,
  });
}
