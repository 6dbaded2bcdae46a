import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { collectionAccess, type CollectionOperation } from '@portal/domain';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';
import type { AdminContext } from '../context';
import { HOOKS, type CollectionHooks } from '../hooks';
import { scopeCondition } from '../scope';
import { META_FIELDS, type AdminTable } from '../tables';

// What the store's reads and writes both need: the item's shape, the errors, the admin's scope
// and finding one item in it.

export type Item = Record<string, unknown> & { id: string };
export type Row = Record<string, unknown>;

export const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const hooksOf = (t: AdminTable): CollectionHooks => HOOKS[t.collection.slug] ?? {};
export const col = (t: AdminTable, name: string) => t.columns[name] as PgColumn;

/** Refuses (403) an operation the collection's access rule or flags do not allow. */
export function assertAllowed(ctx: AdminContext, t: AdminTable, operation: CollectionOperation): void {
  if (!collectionAccess(t.collection, operation, ctx.viewer).allow) throw forbidden();
}

/** The item's stored fields, as columns of `source`: the table or a subquery of it. */
export function selection(
  t: AdminTable,
  source: Record<string, unknown> = t.columns,
): Record<string, PgColumn> {
  return Object.fromEntries([...META_FIELDS, ...t.stored].map((name) => [name, source[name] as PgColumn]));
}

export const scope = (ctx: AdminContext, t: AdminTable) =>
  scopeCondition(ctx.db, t, ctx.viewer.organisationId);

/**
 * The columns an item is read with: its stored fields and its hooks' virtual fields, read in the
 * same statement (decision 119) from `source`, the table or a subquery of it named `from`.
 * Passwords are never selected.
 */
export function itemSelection(
  t: AdminTable,
  from: string,
  source: Record<string, unknown> = t.columns,
): Record<string, PgColumn | SQL> {
  // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside
  // the virtual fields' subqueries would be their own table's.
  const id = sql`${sql.identifier(from)}.${sql.identifier('id')}`;
  return { ...selection(t, source), ...hooksOf(t).virtualFields?.(id) };
}

export async function findItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item | null> {
  if (!isUuid(id)) return null;
  const [item] = await ctx.db
    .select(itemSelection(t, t.name))
    .from(t.table)
    .where(and(eq(col(t, 'id'), id), scope(ctx, t)))
    .limit(1);
  return (item as Item | undefined) ?? null;
}
