import { and, eq, isNotNull } from 'drizzle-orm';
import { totpFactors } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import type { AuthContext } from '../../context';
import type { UserRow } from '../../sessions/index';
import { sealSecret } from '../secret-box';
import { newTotpSecret, otpauthUrl } from '../totp';

/**
 * Starts enrolling an authenticator app: a new secret, kept unconfirmed until the first code
 * proves the app has it. An enrolled factor is not replaced here (that needs re-authentication,
 * ASVS 7.5.1, not built).
 */
export async function setupTotp(
  ctx: AuthContext,
  user: UserRow,
): Promise<{ secret: string; otpauthUrl: string }> {
  const [enrolled] = await ctx.db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)));
  if (enrolled) throw new AppError(409, 'totp_enrolled', 'validation.invalid_input');
  const secret = newTotpSecret();
  const sealed = sealSecret(ctx.totpKey, secret);
  await ctx.db
    .insert(totpFactors)
    .values({ userId: user.id, secret: sealed, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: sealed, lastStep: null, createdAt: ctx.now },
    });
  return { secret, otpauthUrl: otpauthUrl(secret, ctx.brand.displayName, user.email) };
}
