import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';

/**
 * Ends every live session of a user, or every one but `exceptSessionId` (password change, "sign
 * out other devices", ASVS 7.4.3). Rows stay, marked revoked, so the list of sessions can be audited.
 */
export async function revokeSessions(
  db: Database,
  input: { userId: string; exceptSessionId?: string; now?: Date },
): Promise<number> {
  const conditions = [eq(sessions.userId, input.userId), isNull(sessions.revokedAt)];
  if (input.exceptSessionId) conditions.push(ne(sessions.id, input.exceptSessionId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one session; with `userId`, only if it belongs to that user. True when one was ended. */
export async function revokeSession(
  db: Database,
  input: { sessionId: string; userId?: string; now?: Date },
): Promise<boolean> {
  const conditions = [eq(sessions.id, input.sessionId), isNull(sessions.revokedAt)];
  if (input.userId) conditions.push(eq(sessions.userId, input.userId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
