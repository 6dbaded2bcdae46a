import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, portals, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';

/** Staff of the company, or the client of an account in one of its portals (investors have no company). */
export function inCompany(db: Database, organisationId: string) {
  return or(
    eq(users.organisationId, organisationId),
    exists(
      db
        .select({ one: sql`1` })
        .from(accounts)
        .innerJoin(portals, eq(portals.id, accounts.portalId))
        .where(and(eq(accounts.clientUserId, users.id), eq(portals.organisationId, organisationId))),
    ),
  );
}

/**
 * A user a company admin may act on: one of the admin's company (staff, or a client of its
 * portals). Anyone else, an unknown id or a viewer who is not a company admin: 404, so that other
 * companies' users cannot be probed. Checked here as well as by the route's rule (fail closed).
 */
export async function companyUser(db: Database, viewer: Viewer, userId: string) {
  const organisationId = viewer.role === 'admin' ? viewer.organisationId : null;
  const [target] =
    isUuid(userId) && organisationId
      ? await db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            userLanguage: users.userLanguage,
            emailVerifiedAt: users.emailVerifiedAt,
          })
          .from(users)
          .where(and(eq(users.id, userId), inCompany(db, organisationId)))
      : [];
  if (!target) throw new AppError(404, 'not_found', 'errors.not_found');
  return target;
}

/** The portal a company-wide action is filed under in the activity log: the company's first active one. */
export async function companyLogPortal(db: Database, organisationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)))
    .orderBy(portals.createdAt, portals.id)
    .limit(1);
  return row?.id ?? null;
}
