import type { Viewer } from '@portal/domain';
import { AppError } from '../../http/errors';
import type { AuthContext } from '../context';
import { revokeSession, revokeSessions } from '../sessions/index';

/** Ends one of the viewer's own sessions; another user's id is answered as not found. */
export async function endSession(ctx: AuthContext, viewer: Viewer, sessionId: string): Promise<void> {
  const ended = await revokeSession(ctx.db, { sessionId, userId: viewer.userId, now: ctx.now });
  if (!ended) throw new AppError(404, 'not_found', 'errors.not_found');
  ctx.log.info({ event: 'session-ended', userId: viewer.userId }, 'session ended by its user');
}

/** "Sign out everywhere else": ends every session of the viewer but this one. */
export async function endOtherSessions(ctx: AuthContext, viewer: Viewer): Promise<number> {
  const ended = await revokeSessions(ctx.db, {
    userId: viewer.userId,
    exceptSessionId: viewer.sessionId,
    now: ctx.now,
  });
  ctx.log.info({ event: 'other-sessions-ended', userId: viewer.userId, ended }, 'other sessions ended');
  return ended;
}
