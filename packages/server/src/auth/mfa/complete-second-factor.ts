import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { resetAttempts } from '../rate-limit/attempt-counter';
import { createSession, revokeSession, type SessionRow } from '../sessions/index';
import type { AuthContext } from '../context';
import { codeEntryKey } from './pin-limits';

export interface CompletedSignIn {
  token: string;
  session: SessionRow;
}

/**
 * The second factor was proved: the pending session ends and a new one, validated, takes its
 * place (a new token at every step, ASVS 7.2.4), and multiFactor.validated becomes true (§4).
 */
export async function completeSecondFactor(
  ctx: AuthContext,
  input: { pending: SessionRow; factor: 'pin' | 'totp' | 'recovery-code' },
): Promise<CompletedSignIn> {
  const { pending } = input;
  await revokeSession(ctx.db, { sessionId: pending.id, now: ctx.now });
  const next = await createSession(ctx.db, {
    userId: pending.userId,
    ip: pending.ip,
    userAgent: pending.userAgent,
    mfaValidated: true,
    inactivityMs: ctx.brand.inactivityLogoutMs,
    now: ctx.now,
  });
  await Promise.all([
    ctx.db.update(users).set({ mfaValidated: true }).where(eq(users.id, pending.userId)),
    resetAttempts(ctx.db, codeEntryKey(pending.userId)),
  ]);
  ctx.log.info(
    { event: 'sign-in', factor: input.factor, outcome: 'success', userId: pending.userId },
    'second factor accepted',
  );
  return next;
}
