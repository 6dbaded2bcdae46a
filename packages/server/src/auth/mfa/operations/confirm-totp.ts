import { and, eq, isNull } from 'drizzle-orm';
import { recoveryCodes, totpFactors, users } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import type { AuthContext } from '../../context';
import { countCodeEntry } from '../count-code-entry';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from '../recovery-codes';
import { openSecret } from '../secret-box';
import { matchingStep } from '../totp';

/**
 * Finishes enrolment with a first code from the app: the factor is confirmed, multiFactor is
 * enabled, and ten recovery codes are returned (this once; only their hashes are kept).
 */
export async function confirmTotp(
  ctx: AuthContext,
  input: { userId: string; code: string },
): Promise<string[]> {
  await countCodeEntry(ctx, input.userId, 'totp');
  const [factor] = await ctx.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, input.userId), isNull(totpFactors.confirmedAt)));
  const step = factor ? matchingStep(openSecret(ctx.totpKey, factor.secret), input.code, ctx.now) : null;
  if (!factor || step === null) throw new AppError(400, 'wrong_pin', 'errors.wrong_pin');

  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(totpFactors)
      .set({ confirmedAt: ctx.now, lastStep: step })
      .where(eq(totpFactors.id, factor.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: input.userId, codeHash: hashRecoveryCode(code) })));
    await tx.update(users).set({ mfaEnabled: true }).where(eq(users.id, input.userId));
  });
  ctx.log.info({ event: 'mfa-enrolled', factor: 'totp', userId: input.userId }, 'authenticator app enrolled');
  return codes;
}
