import { INACTIVITY_LOGOUT_MS } from '@portal/domain';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { hashToken, randomToken } from '../tokens';
import { ABSOLUTE_SESSION_MS, slidingExpiry } from './session-lifetime';

export interface NewSession {
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
  mfaValidated: boolean;
  /** The brand's inactivity timeout; defaults to the 30 minutes of §9. */
  inactivityMs?: number;
  now?: Date;
}

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Starts a server-side session. The token goes to the cookie and nowhere else; the row is keyed
 * by its SHA-256, so the table alone cannot be used to sign in.
 */
export async function createSession(
  db: Database,
  input: NewSession,
): Promise<{ token: string; session: SessionRow }> {
  const now = input.now ?? new Date();
  const token = randomToken();
  const absoluteExpiresAt = new Date(now.getTime() + ABSOLUTE_SESSION_MS);
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: slidingExpiry(now, input.inactivityMs ?? INACTIVITY_LOGOUT_MS, absoluteExpiresAt),
      absoluteExpiresAt,
      ip: input.ip ?? null,
      // Bounded: the header is attacker-controlled and shown back in the session list.
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      mfaValidated: input.mfaValidated,
    })
    .returning();
  return { token, session: session! };
}
