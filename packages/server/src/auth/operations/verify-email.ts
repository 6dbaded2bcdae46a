import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { consumeAuthToken } from '../auth-tokens';
import type { AuthContext } from '../context';

/** Marks the address of the link's user verified; the link works once, within 24 hours. */
export async function verifyEmail(ctx: AuthContext, input: { token: string }): Promise<void> {
  const userId = await consumeAuthToken(ctx.db, {
    token: input.token,
    purpose: 'verify_email',
    now: ctx.now,
  });
  if (!userId) throw new AppError(400, 'invalid_token', 'errors.invalid_token');
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  ctx.log.info({ event: 'email-verified', userId }, 'email verified');
}
