import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema/index';
import { hashToken, sameToken } from '../tokens';

/** §7 getCustomToken: long enough for a PDF renderer to open the page, short enough not to matter. */
export const CUSTOM_TOKEN_TTL_MS = 60 * 1000;
const PURPOSE = 'custom_token';

/**
 * `<nonce>.<expiry ms>.<HMAC-SHA256(nonce.expiry)>`. The signature lets a forged or expired token
 * be refused without a database read; the stored hash makes a genuine one single-use.
 */
export async function issueCustomToken(
  db: Database,
  key: Buffer,
  input: { userId: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + CUSTOM_TOKEN_TTL_MS);
  const body = `${randomBytes(32).toString('base64url')}.${expiresAt.getTime()}`;
  const token = `${body}.${sign(key, body)}`;
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    purpose: PURPOSE,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The user the token was issued to, spending it; null for anything forged, expired or used. */
export async function redeemCustomToken(
  db: Database,
  key: Buffer,
  input: { token: string; now: Date },
): Promise<string | null> {
  const parts = input.token.split('.');
  if (parts.length !== 3) return null;
  const [nonce, expiry, signature] = parts as [string, string, string];
  if (!sameToken(signature, sign(key, `${nonce}.${expiry}`))) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) <= input.now.getTime()) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(input.token)),
        eq(authTokens.purpose, PURPOSE),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
