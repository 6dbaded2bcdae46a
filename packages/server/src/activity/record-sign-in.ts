import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema/index';
import { logActivity } from './log-activity';

/**
 * What a completed sign-in leaves behind: the user's last login time (§3 User.lastLogin), and a
 * `login` entry in the activity log of each portal where the user is an account's client, so the
 * analytics' Logins figure (§2 Analytics) counts real sign-ins. Professionals' sign-ins are not
 * tied to a portal and analytics does not count them.
 */
export async function recordSignIn(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
    const portals = await tx
      .selectDistinct({ portalId: accounts.portalId })
      .from(accounts)
      .where(and(eq(accounts.clientUserId, userId), eq(accounts.active, true)));
    await logActivity(
      tx as unknown as Database,
      ...portals.map(({ portalId }) => ({
        portalId,
        userId,
        type: 'login' as const,
        collection: 'session',
        entityId: userId,
      })),
    );
  });
}
