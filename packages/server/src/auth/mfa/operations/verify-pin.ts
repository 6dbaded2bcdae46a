import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import type { AuthContext } from '../../context';
import type { SessionRow } from '../../sessions/index';
import { completeSecondFactor, type CompletedSignIn } from '../complete-second-factor';
import { countCodeEntry } from '../count-code-entry';
import { pinMatches } from '../pin-code';

const wrongPin = () => new AppError(400, 'wrong_pin', 'errors.wrong_pin');

/**
 * Checks the PIN of a session at the second-factor step. Right, unexpired and unused: the PIN is
 * consumed (a conditional update, so two parallel requests cannot both use it) and the session is
 * replaced by a validated one. Anything else: 'Wrong PIN' (§8), counted towards the limit.
 */
export async function verifyPin(
  ctx: AuthContext,
  input: { pending: SessionRow; pin: string },
): Promise<CompletedSignIn> {
  const userId = input.pending.userId;
  await countCodeEntry(ctx, userId, 'pin');
  const [user] = await ctx.db
    .select({ hash: users.securityCodeHash, expiresAt: users.securityCodeExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  const live = user?.hash && user.expiresAt && user.expiresAt.getTime() > ctx.now.getTime();
  if (!live || !(await pinMatches(user.hash!, input.pin))) {
    ctx.log.info({ event: 'sign-in', factor: 'pin', outcome: 'failed', userId }, 'wrong PIN');
    throw wrongPin();
  }
  const consumed = await ctx.db
    .update(users)
    .set({ securityCodeHash: null, securityCodeExpiresAt: null })
    .where(and(eq(users.id, userId), eq(users.securityCodeHash, user.hash!)))
    .returning({ id: users.id });
  if (consumed.length === 0) throw wrongPin();
  return completeSecondFactor(ctx, { pending: input.pending, factor: 'pin' });
}
