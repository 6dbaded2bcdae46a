import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { recoveryCodes, totpFactors } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import type { AuthContext } from '../../context';
import type { SessionRow } from '../../sessions/index';
import { completeSecondFactor, type CompletedSignIn } from '../complete-second-factor';
import { countCodeEntry } from '../count-code-entry';
import { hashRecoveryCode } from '../recovery-codes';
import { openSecret } from '../secret-box';
import { matchingStep } from '../totp';

/**
 * A code from the authenticator app, accepted once per time step (the step is recorded with a
 * conditional update, so a replayed or parallel code fails, ASVS 6.5.1).
 */
async function useTotpCode(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  const [factor] = await ctx.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const step = factor ? matchingStep(openSecret(ctx.totpKey, factor.secret), code, ctx.now) : null;
  if (!factor || step === null) return false;
  const used = await ctx.db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(eq(totpFactors.id, factor.id), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))),
    )
    .returning({ id: totpFactors.id });
  return used.length > 0;
}

/** A recovery code, consumed on use. */
async function useRecoveryCode(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** The second-factor step with the authenticator app or a recovery code. */
export async function verifyTotp(
  ctx: AuthContext,
  input: { pending: SessionRow; code: string },
): Promise<CompletedSignIn> {
  const userId = input.pending.userId;
  await countCodeEntry(ctx, userId, 'totp');
  const isTotp = /^\d{6}$/.test(input.code);
  const ok = isTotp
    ? await useTotpCode(ctx, userId, input.code)
    : await useRecoveryCode(ctx, userId, input.code);
  if (!ok) {
    ctx.log.info(
      { event: 'sign-in', factor: isTotp ? 'totp' : 'recovery-code', outcome: 'failed', userId },
      'wrong code',
    );
    throw new AppError(400, 'wrong_pin', 'errors.wrong_pin');
  }
  return completeSecondFactor(ctx, { pending: input.pending, factor: isTotp ? 'totp' : 'recovery-code' });
}
