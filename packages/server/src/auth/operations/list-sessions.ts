import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { sessions } from '../../db/schema/index';
import type { AuthContext } from '../context';

export interface SessionListItem {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The viewer's live sessions, newest activity first (ASVS 7.5.2). */
export async function listSessions(ctx: AuthContext, viewer: Viewer): Promise<SessionListItem[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, viewer.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now),
        gt(sessions.absoluteExpiresAt, ctx.now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === viewer.sessionId,
  }));
}
