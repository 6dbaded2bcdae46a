import { and, eq } from 'drizzle-orm';
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

export function selection(t: AdminTable): Record<string, PgColumn> {
  return Object.fromEntries([...META_FIELDS, ...t.stored].map((name) => [name, col(t, name)]));
}

export const scope = (ctx: AdminContext, t: AdminTable) =>
  scopeCondition(ctx.db, t, ctx.viewer.organisationId);

/** Rows as items: virtual fields added by the collection's hooks. Passwords are never selected. */
export async function present(ctx: AdminContext, t: AdminTable, rows: Row[]): Promise<Item[]> {
  const load = hooksOf(t).load;
  const extra = load
    ? await load(
        ctx,
        rows.map((row) => row.id as string),
      )
    : undefined;
  return rows.map((row) => ({ ...row, ...extra?.get(row.id as string) }) as Item);
}

export async function findItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item | null> {
  if (!isUuid(id)) return null;
  const rows = await ctx.db
    .select(selection(t))
    .from(t.table)
    .where(and(eq(col(t, 'id'), id), scope(ctx, t)))
    .limit(1);
  const [item] = await present(ctx, t, rows);
  return item ?? null;
}
