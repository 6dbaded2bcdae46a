import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AuthContext } from '../context';
import { countAttempt } from '../rate-limit/attempt-counter';
import { RateLimitedError } from '../rate-limit/rate-limited-error';
import { CODE_ENTRY_PER_ACCOUNT, codeEntryKey } from './pin-limits';

/**
 * Counts one PIN or code entry. Over the limit the outstanding PIN is voided (a new one must be
 * sent, which is itself limited) and the caller gets a 429.
 */
export async function countCodeEntry(ctx: AuthContext, userId: string, factor: string): Promise<void> {
  const counted = await countAttempt(ctx.db, codeEntryKey(userId), CODE_ENTRY_PER_ACCOUNT, ctx.now);
  if (!counted.over) return;
  await ctx.db
    .update(users)
    .set({ securityCodeHash: null, securityCodeExpiresAt: null })
    .where(eq(users.id, userId));
  ctx.log.warn({ event: 'sign-in', factor, outcome: 'rate-limited', userId }, 'second factor refused');
  throw new RateLimitedError(counted.retryAfterSeconds);
}
