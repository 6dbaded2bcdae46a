import type { AuthContext } from '../context';
import { revokeSession } from '../sessions/index';

/** Sign-out: the session ends on the server, so the old cookie is worthless (ASVS 7.4.1). */
export async function signOut(ctx: AuthContext, sessionId: string | undefined): Promise<void> {
  if (sessionId) await revokeSession(ctx.db, { sessionId, now: ctx.now });
}
