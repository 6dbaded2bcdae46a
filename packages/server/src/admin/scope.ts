import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { accounts, portals } from '../db/schema/index';
import type { AdminTable } from './tables';

const NOTHING = sql`false`;

/** The active portals of a company, as a subquery. */
export function companyPortals(db: Database, organisationId: string) {
  return db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
}

/**
 * Tenant isolation of the admin API (§6, ASVS 8.4.1): the rows of `table` an admin of
 * `organisationId` may see, soft-deleted rows excluded.
 * - portal-scoped collections: rows of the company's active portals;
 * - portals: the company's; organisations: the company itself and those it created (parent_id);
 * - subscriptions: those it created and those its portals use;
 * - users: the company's staff and the clients of accounts in its portals.
 * An admin without a company sees nothing.
 */
export function scopeCondition(db: Database, table: AdminTable, organisationId: string | null): SQL {
  if (!organisationId) return NOTHING;
  const c = table.columns as Record<string, PgColumn>;
  const active = eq(c.active!, true);
  switch (table.collection.slug) {
    case 'portals':
      return and(active, eq(c.organisationId!, organisationId))!;
    case 'organisations':
      return and(active, or(eq(c.id!, organisationId), eq(c.parentId!, organisationId)))!;
    case 'subscriptions':
      return and(
        active,
        or(
          eq(c.parentId!, organisationId),
          inArray(
            c.id!,
            db
              .select({ id: portals.subscriptionId })
              .from(portals)
              .where(eq(portals.organisationId, organisationId)),
          ),
        ),
      )!;
    case 'users':
      return and(
        active,
        or(
          eq(c.organisationId!, organisationId),
          exists(
            db
              .select({ one: sql`1` })
              .from(accounts)
              .innerJoin(portals, eq(portals.id, accounts.portalId))
              .where(and(eq(accounts.clientUserId, c.id!), eq(portals.organisationId, organisationId))),
          ),
        ),
      )!;
    default:
      return and(active, inArray(c.portalId!, companyPortals(db, organisationId)))!;
  }
}
