import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../context';
import { countAttempt } from '../rate-limit/attempt-counter';
import { RateLimitedError } from '../rate-limit/rate-limited-error';
import type { UserRow } from '../sessions/index';
import { hashToken } from '../tokens';

/** An activation code is valid for a week; an admin's new code replaces their previous one. */
export const ACTIVATION_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Tries per user: 5 in 15 minutes (10 characters from 31 give ~50 bits; this keeps guessing hopeless). */
const REDEEM_WINDOW = { limit: 5, windowMs: 15 * 60 * 1000 };
// No 0/O, 1/I/L: the code is read aloud or typed from a note.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'ABCDE-FGHJK': ten characters from the CSPRNG, in two groups. */
export function newActivationCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As typed: case and spaces do not matter, the dash is optional. */
export function normaliseActivationCode(input: string): string {
  const plain = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

/**
 * §2 investment-professional verification: a company admin issues a code for their organisation
 * (stored hashed, single-use, a week). Returns the code, shown to the admin this once.
 */
export async function issueActivationCode(
  ctx: AuthContext,
  admin: UserRow,
): Promise<{ code: string; expiresAt: Date }> {
  if (!admin.isAdmin || !admin.organisationId) throw new AppError(403, 'forbidden', 'errors.forbidden');
  const code = newActivationCode();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // The new code replaces the admin's earlier plain codes only. Manager invitations share the
    // purpose but carry their portal in parent_id (decision 32): issuing a code must not cancel them.
    await db
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.userId, admin.id),
          eq(authTokens.purpose, 'professional_activation'),
          isNull(authTokens.parentId),
          isNull(authTokens.usedAt),
        ),
      );
    await db.insert(authTokens).values({
      tokenHash: hashToken(code),
      userId: admin.id,
      purpose: 'professional_activation',
      createdAt: ctx.now,
      createdBy: admin.id,
      expiresAt: new Date(ctx.now.getTime() + ACTIVATION_CODE_TTL_MS),
    });
  });
  return { code, expiresAt: new Date(ctx.now.getTime() + ACTIVATION_CODE_TTL_MS) };
}

/**
 * A user enters a code: they become a professional of the issuing admin's organisation. The code
 * is spent in the same conditional update that finds it, so two users cannot share one.
 */
export async function redeemActivationCode(ctx: AuthContext, user: UserRow, input: string): Promise<void> {
  if (user.isProfessional || user.isAdmin)
    throw new AppError(409, 'already_professional', 'errors.already_professional');
  const tries = await countAttempt(ctx.db, `activation:${user.id}`, REDEEM_WINDOW, ctx.now);
  if (tries.over) throw new RateLimitedError(tries.retryAfterSeconds);
  await ctx.db.transaction(async (tx) => {
    const [token] = await tx
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(normaliseActivationCode(input))),
          eq(authTokens.purpose, 'professional_activation'),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, ctx.now),
        ),
      )
      .returning({ issuer: authTokens.userId });
    const [issuer] = token
      ? await tx
          .select({ organisationId: users.organisationId })
          .from(users)
          .where(eq(users.id, token.issuer))
      : [];
    if (!issuer?.organisationId)
      throw new AppError(400, 'invalid_activation_code', 'errors.invalid_activation_code');
    await tx
      .update(users)
      .set({
        isProfessional: true,
        organisationId: issuer.organisationId,
        updatedAt: ctx.now,
        updatedBy: user.id,
      })
      .where(eq(users.id, user.id));
  });
  ctx.log.info({ event: 'professional-activated', userId: user.id }, 'user verified as professional');
}
