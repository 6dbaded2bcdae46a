import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import type { AuthContext } from '../context';
import { resetSecondFactor } from '../mfa/reset-second-factor';
import { revokeSession } from '../sessions/index';

/**
 * Sign-out: the session ends on the server, so the old cookie is worthless (ASVS 7.4.1), and the
 * second factor is due again at the next sign-in (§4).
 */
export async function signOut(ctx: AuthContext, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const [session] = await ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  await revokeSession(ctx.db, { sessionId, now: ctx.now });
  if (session) await resetSecondFactor(ctx.db, session.userId);
}
