import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodes, totpFactors } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import type { AuthContext } from '../../context';
import { verifyPassword } from '../../password';
import type { UserRow } from '../../sessions/index';
import { hasTotp } from '../channels';
import { totpRequiredFor } from '../totp-required';

/** What the profile shows about the authenticator app. */
export interface TotpStatus {
  enrolled: boolean;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** A portal of this user requires the app: it cannot be removed, and must be set up. */
  required: boolean;
}

export async function totpStatus(ctx: AuthContext, user: UserRow): Promise<TotpStatus> {
  const [enrolled, required, [left]] = await Promise.all([
    hasTotp(ctx.db, user.id),
    totpRequiredFor(ctx.db, user),
    ctx.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt))),
  ]);
  return { enrolled, required, recoveryCodesLeft: enrolled ? (left?.n ?? 0) : 0 };
}

/**
 * Removes the authenticator app and its recovery codes after the current password proves it is the
 * user (re-authentication, ASVS 7.5.1). multiFactor stays enabled, so sign-in falls back to a PIN;
 * to replace the app, remove it and set up the new one. Refused while a portal requires it.
 */
export async function removeTotp(
  ctx: AuthContext,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password))))
    throw new AppError(400, 'wrong_current_password', 'errors.wrong_current_password');
  if (await totpRequiredFor(ctx.db, user))
    throw new AppError(409, 'totp_still_required', 'errors.totp_still_required');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
  ctx.log.info({ event: 'mfa-removed', factor: 'totp', userId: user.id }, 'authenticator app removed');
}
