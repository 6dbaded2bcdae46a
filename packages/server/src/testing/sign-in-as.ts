import { createSession } from '../auth/sessions/index';
import { SESSION_COOKIE } from '../auth/sessions/session-cookie';
import type { Database } from '../db/client';

/**
 * A cookie header for a fresh session of `userId`, made with the session layer's own createSession
 * (no password or PIN round trip). `mfaValidated: false` gives a session stuck at the PIN step.
 */
export async function sessionCookie(db: Database, userId: string, mfaValidated = true): Promise<string> {
  const { token } = await createSession(db, { userId, mfaValidated, ip: '127.0.0.1', userAgent: 'vitest' });
  return `${SESSION_COOKIE}=${token}`;
}
