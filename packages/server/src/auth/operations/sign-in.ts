import { AppError } from '../../http/errors';
import { normaliseEmail, type AuthContext } from '../context';
import { burnPasswordCheck } from '../dummy-hash';
import { verifyPassword } from '../password';
import { countAttempt, forgetAttempt, resetAttempts } from '../rate-limit/attempt-counter';
import {
  signInAccountKey,
  signInAddressKey,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
} from '../rate-limit/limits';
import { RateLimitedError } from '../rate-limit/rate-limited-error';
import { recordSignIn } from '../../activity/record-sign-in';
import { createSession, revokeSession, type SessionRow, type UserRow } from '../sessions/index';
import { hashToken } from '../tokens';
import { findUserByEmail } from '../users';

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** The session cookie the browser still had, ended first (no session fixation, ASVS 7.2.4). */
  previousToken: string | undefined;
}

/**
 * Email and password sign-in. Unknown e-mail and wrong password give the same 401 after the same
 * argon2 work; limits count per account and per address whether or not the account exists.
 * Unverified and disabled accounts are refused only after a correct password.
 */
export async function signIn(
  ctx: AuthContext,
  input: SignInInput,
): Promise<{ token: string; session: SessionRow; user: UserRow }> {
  const email = normaliseEmail(input.email);
  const accountKey = signInAccountKey(email);
  const addressKey = signInAddressKey(input.ip);
  const [account, address] = await Promise.all([
    countAttempt(ctx.db, accountKey, SIGN_IN_PER_ACCOUNT, ctx.now),
    countAttempt(ctx.db, addressKey, SIGN_IN_PER_ADDRESS, ctx.now),
  ]);
  if (account.over || address.over) {
    ctx.log.warn({ event: 'sign-in', outcome: 'rate-limited', ip: input.ip }, 'sign-in refused');
    throw new RateLimitedError(
      Math.max(account.over ? account.retryAfterSeconds : 0, address.over ? address.retryAfterSeconds : 0),
    );
  }

  const user = await findUserByEmail(ctx.db, email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !matches) {
    ctx.log.info({ event: 'sign-in', factor: 'password', outcome: 'failed', ip: input.ip }, 'sign-in failed');
    throw new AppError(401, 'invalid_credentials', 'errors.invalid_credentials');
  }
  await Promise.all([resetAttempts(ctx.db, accountKey), forgetAttempt(ctx.db, addressKey)]);
  if (user.disabled || !user.active) {
    ctx.log.info({ event: 'sign-in', userId: user.id, outcome: 'disabled' }, 'sign-in refused');
    throw new AppError(403, 'account_disabled', 'errors.account_disabled');
  }
  if (!user.emailVerifiedAt) throw new AppError(403, 'email_not_verified', 'errors.email_not_verified');

  if (input.previousToken)
    await revokeSession(ctx.db, { sessionId: hashToken(input.previousToken), now: ctx.now });
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
    // The PIN step (§4) validates the session later; users without 2FA are complete now.
    mfaValidated: !user.mfaEnabled || user.is2faDisabled,
    inactivityMs: ctx.brand.inactivityLogoutMs,
    now: ctx.now,
  });
  await recordSignIn(ctx.db, user.id, ctx.now);
  ctx.log.info({ event: 'sign-in', factor: 'password', outcome: 'success', userId: user.id }, 'signed in');
  return { token, session, user: { ...user, lastLogin: ctx.now } };
}
