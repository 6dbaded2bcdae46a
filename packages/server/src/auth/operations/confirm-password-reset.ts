import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { consumeAuthToken, spendAuthTokens } from '../auth-tokens';
import type { AuthContext } from '../context';
import { hashNewPassword } from '../password';
import { revokeSessions } from '../sessions/index';

/**
 * Sets a new password from a reset link: the link is spent, every session of the user ends, and
 * the user signs in afresh (so a second factor still applies, ASVS 6.4.3). Receiving the link
 * proves the address, so an unverified one becomes verified.
 */
export async function confirmPasswordReset(
  ctx: AuthContext,
  input: { token: string; password: string },
): Promise<void> {
  const userId = await consumeAuthToken(ctx.db, {
    token: input.token,
    purpose: 'password_reset',
    now: ctx.now,
  });
  if (!userId) throw new AppError(400, 'invalid_token', 'errors.invalid_token');
  const passwordHash = await hashNewPassword(input.password);
  await ctx.db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${ctx.now.toISOString()}::timestamptz)`,
      updatedAt: ctx.now,
    })
    .where(eq(users.id, userId));
  await spendAuthTokens(ctx.db, userId, 'password_reset', ctx.now);
  const ended = await revokeSessions(ctx.db, { userId, now: ctx.now });
  ctx.log.info({ event: 'password-reset', userId, sessionsEnded: ended }, 'password reset');
}
