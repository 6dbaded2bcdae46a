import { eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { AuthContext } from '../context';
import { hashNewPassword, verifyPassword } from '../password';
import { countAttempt, resetAttempts } from '../rate-limit/attempt-counter';
import { signInAccountKey, SIGN_IN_PER_ACCOUNT } from '../rate-limit/limits';
import { RateLimitedError } from '../rate-limit/rate-limited-error';
import { createSession, revokeSessions, type SessionRow, type UserRow } from '../sessions/index';
import { findUserById } from '../users';

/**
 * Changes the signed-in user's password after checking the current one (ASVS 6.2.3, 7.5.1).
 * Guesses at the current password count against the same limit as sign-in. Every other session
 * ends and the current one is replaced by a new token (ASVS 7.4.3, 7.2.4).
 */
export async function changePassword(
  ctx: AuthContext,
  viewer: Viewer,
  input: { currentPassword: string; newPassword: string; ip: string; userAgent: string | undefined },
): Promise<{ token: string; session: SessionRow; user: UserRow }> {
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  const key = signInAccountKey(user.email);
  const counted = await countAttempt(ctx.db, key, SIGN_IN_PER_ACCOUNT, ctx.now);
  if (counted.over) throw new RateLimitedError(counted.retryAfterSeconds);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    ctx.log.info(
      { event: 'password-change', userId: user.id, outcome: 'wrong-current' },
      'password change refused',
    );
    throw new AppError(400, 'wrong_current_password', 'errors.wrong_current_password');
  }
  await resetAttempts(ctx.db, key);

  const passwordHash = await hashNewPassword(input.newPassword);
  await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, user.id));
  await revokeSessions(ctx.db, { userId: user.id, now: ctx.now });
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
    mfaValidated: viewer.mfaValidated,
    inactivityMs: ctx.brand.inactivityLogoutMs,
    now: ctx.now,
  });
  ctx.log.info({ event: 'password-change', userId: user.id, outcome: 'success' }, 'password changed');
  return { token, session, user: { ...user, passwordHash } };
}
