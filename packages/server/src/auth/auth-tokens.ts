import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens } from '../db/schema/index';
import { hashToken, randomToken } from './tokens';

/** Tokens mailed as links. */
export type LinkPurpose = 'verify_email' | 'password_reset';
export type TokenPurpose = LinkPurpose | 'professional_activation';

/** §4 e-mail verification: 24 hours. */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/** Password reset links: 1 hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A fresh single-use token for a user (ASVS 6.4.1). Earlier unused tokens of the same purpose are
 * spent, so only the newest mailed link works.
 */
export async function issueAuthToken(
  db: Database,
  input: { userId: string; purpose: TokenPurpose; ttlMs: number; now: Date; token?: string },
): Promise<string> {
  // A caller may bring its own format (an activation code to type); it must be as unguessable.
  const token = input.token ?? randomToken();
  await spendAuthTokens(db, input.userId, input.purpose, input.now);
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    purpose: input.purpose,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Uses a token: one conditional update, so two requests racing with the same link cannot both
 * succeed. Returns the user id, or null for an unknown, used, expired or wrong-purpose token.
 */
export async function consumeAuthToken(
  db: Database,
  input: { token: string; purpose: TokenPurpose; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(input.token)),
        eq(authTokens.purpose, input.purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export async function spendAuthTokens(db: Database, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
