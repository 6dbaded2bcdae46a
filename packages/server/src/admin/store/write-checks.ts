import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { writableFields } from '@portal/domain';
import { AppError } from '../../http/errors';
import { sanitizeMessageBody } from '../../http/sanitize';
import type { AdminContext } from '../context';
import { adminTable, type AdminTable } from '../tables';
import { validationError } from '../../http/validation';
import { col, hooksOf, scope, type Row } from './shared';

// What a create or an update checks and shapes before it writes a row.

/** The values of `values` that are columns of the table; a null for a NOT NULL column keeps its default. */
export function columnValues(t: AdminTable, values: Row): Row {
  const row: Row = {};
  for (const name of t.stored) {
    const value = values[name];
    if (value === undefined || (value === null && col(t, name).notNull)) continue;
    row[name] = value;
  }
  return row;
}

/** Rich text is stored sanitised (ASVS 1.3.1), with the messages' allowlist. */
export function sanitized(t: AdminTable, values: Row): Row {
  const next = { ...values };
  for (const f of writableFields(t.collection))
    if (f.type === 'richtext' && typeof next[f.name] === 'string')
      next[f.name] = sanitizeMessageBody(next[f.name] as string);
  return next;
}

/**
 * Every reference a write sets must name an item the admin may see (ASVS 8.2.2); between two
 * portal-scoped collections, an item of the same portal.
 */
export async function checkReferences(
  ctx: AdminContext,
  t: AdminTable,
  values: Row,
  portalId: string | null,
) {
  const problems: { path: string; key: string }[] = [];
  for (const f of writableFields(t.collection)) {
    if ((f.type !== 'collectionSelect' && f.type !== 'picker') || !f.collection) continue;
    const value = values[f.name];
    const wanted = [...new Set(Array.isArray(value) ? (value as string[]) : value ? [value as string] : [])];
    if (wanted.length === 0) continue;
    const target = adminTable(f.collection);
    const samePortal =
      f.name !== 'portalId' &&
      portalId &&
      target.collection.tenancy === 'portal' &&
      t.collection.tenancy === 'portal';
    const [found] = await ctx.db
      .select({ n: count() })
      .from(target.table)
      .where(
        and(
          inArray(col(target, 'id'), wanted),
          scope(ctx, target),
          samePortal ? eq(col(target, 'portalId'), portalId) : undefined,
        ),
      );
    if ((found?.n ?? 0) !== wanted.length)
      problems.push({ path: f.name, key: 'validation.choice_not_found' });
  }
  if (problems.length) throw validationError(problems);
}

/** Where a unique value must be unique: the portal's active rows, or (company-wide) every row. */
function uniqueScope(t: AdminTable, portalId: string | null): SQL | undefined {
  return t.collection.tenancy === 'portal'
    ? and(eq(col(t, 'active'), true), eq(col(t, 'portalId'), portalId ?? ''))
    : undefined;
}

export async function isTaken(
  ctx: AdminContext,
  t: AdminTable,
  name: string,
  value: string,
  id: string | null,
  portalId: string | null,
) {
  const [row] = await ctx.db
    .select({ id: col(t, 'id') })
    .from(t.table)
    .where(and(eq(col(t, name), value), uniqueScope(t, portalId), id ? ne(col(t, 'id'), id) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function checkUnique(
  ctx: AdminContext,
  t: AdminTable,
  values: Row,
  id: string | null,
  portalId: string | null,
) {
  for (const f of writableFields(t.collection)) {
    const value = values[f.name];
    if (
      f.unique &&
      typeof value === 'string' &&
      value !== '' &&
      (await isTaken(ctx, t, f.name, value, id, portalId))
    )
      throw new AppError(409, 'duplicate', hooksOf(t).uniqueMessages?.[f.name] ?? 'errors.duplicate_value');
  }
}
