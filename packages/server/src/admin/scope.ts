import { and, eq, exists, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { accounts, portals } from '../db/schema/index';
import type { AdminTable } from './tables';

const NOTHING = sql`false`;

/**
 * `active = true` written as a constant, not a bound value: a prepared statement's generic plan
 * can then use the partial indexes `… where active` (decision 125).
 */
const isActive = (column: PgColumn) => eq(column, sql`true`);

/** The active portals of a company, as a subquery. */
export function companyPortals(db: Database, organisationId: string | Placeholder) {
  return db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
}

/**
 * The grid's scope (same rows as scopeCondition) as placeholders of a prepared statement
 * (decision 125): for a portal-scoped collection the company's portals are read first and named one
 * placeholder each, so the page query says `portal_id = $1` (or `IN ($1, $2…)`) instead of
 * `IN (subquery)`. With one named portal PostgreSQL walks the (portal_id, name…) index in order
 * and stops after 50 rows; with the subquery it joined, sorted all 100,000 rows and took 100 ms
 * (decision 35). `organisation` is null for an admin without a company.
 */
export function listScopeCondition(
  db: Database,
  table: AdminTable,
  organisation: Placeholder | null,
  portals: readonly Placeholder[],
): SQL {
  if (!organisation) return NOTHING;
  if (!isPortalScoped(table)) return scopeCondition(db, table, organisation);
  if (portals.length === 0) return NOTHING;
  const c = table.columns as Record<string, PgColumn>;
  return and(
    isActive(c.active!),
    portals.length === 1 ? eq(c.portalId!, portals[0]) : inArray(c.portalId!, portals),
  )!;
}

const COMPANY_WIDE = new Set(['portals', 'organisations', 'subscriptions', 'users']);
export const isPortalScoped = (table: AdminTable) => !COMPANY_WIDE.has(table.collection.slug);

/**
 * Tenant isolation of the admin API (§6, ASVS 8.4.1): the rows of `table` an admin of
 * `organisationId` may see, soft-deleted rows excluded.
 * - portal-scoped collections: rows of the company's active portals;
 * - portals: the company's; organisations: the company itself and those it created (parent_id);
 * - subscriptions: those it created and those its portals use;
 * - users: the company's staff and the clients of accounts in its portals.
 * An admin without a company sees nothing.
 */
export function scopeCondition(
  db: Database,
  table: AdminTable,
  organisationId: string | Placeholder | null,
): SQL {
  if (!organisationId) return NOTHING;
  const c = table.columns as Record<string, PgColumn>;
  const active = isActive(c.active!);
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
