import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountOwners, accounts, portals } from '../../db/schema/index';
import type { UserRow } from '../sessions/index';

/**
 * Whether any portal this user works in (as client, as an account's adviser, or as an admin of its
 * company) requires a second factor beyond the emailed PIN. One indexed query.
 */
export async function totpRequiredFor(
  db: Database,
  user: Pick<UserRow, 'id' | 'isAdmin' | 'organisationId'>,
): Promise<boolean> {
  const asClient = db
    .select({ one: sql`1` })
    .from(accounts)
    .where(and(eq(accounts.portalId, portals.id), eq(accounts.clientUserId, user.id)));
  const asAdviser = db
    .select({ one: sql`1` })
    .from(accountOwners)
    .where(and(eq(accountOwners.portalId, portals.id), eq(accountOwners.userId, user.id)));
  const [row] = await db
    .select({ id: portals.id })
    .from(portals)
    .where(
      and(
        eq(portals.requireSecondFactor, true),
        eq(portals.active, true),
        or(
          exists(asClient),
          exists(asAdviser),
          user.isAdmin && user.organisationId ? eq(portals.organisationId, user.organisationId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
