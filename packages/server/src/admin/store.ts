import { and, asc, count, desc, eq, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  collectionAccess,
  collectionSchema,
  duplicateValues,
  ensureSlug,
  findField,
  nextCandidate,
  withSlug,
  writableFields,
  type CollectionOperation,
} from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import type { Database } from '../db/client';
import { portals, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { isUuid, type Page } from '../http/paging';
import { sanitizeMessageBody } from '../messages/sanitize';
import { within, type AdminContext } from './context';
import { HOOKS, type CollectionHooks, type WriteEvent } from './hooks';
import { listScopeCondition, scopeCondition } from './scope';
import { searchCondition } from './search-sql';
import { adminTable, META_FIELDS, type AdminTable } from './tables';
import { parseOrThrow, validationError } from './validation';

/**
 * The admin's operations on any declared collection (ARCHITECTURE "Admin is schema-driven"): list
 * with search, get, create, update, publish, duplicate, move, soft delete, history and restore. The
 * declaration says which fields exist and how they validate; the table map says where they live;
 * hooks add the business rules. Every write is one transaction with its activity log entry (and its
 * history snapshot where the collection keeps one). Rows outside the admin's company are 404.
 */

export type Item = Record<string, unknown> & { id: string };
type Row = Record<string, unknown>;

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
const hooksOf = (t: AdminTable): CollectionHooks => HOOKS[t.collection.slug] ?? {};
const col = (t: AdminTable, name: string) => t.columns[name] as PgColumn;

/** Refuses (403) an operation the collection's access rule or flags do not allow. */
export function assertAllowed(ctx: AdminContext, t: AdminTable, operation: CollectionOperation): void {
  if (!collectionAccess(t.collection, operation, ctx.viewer).allow) throw forbidden();
}

function selection(t: AdminTable): Record<string, PgColumn> {
  return Object.fromEntries([...META_FIELDS, ...t.stored].map((name) => [name, col(t, name)]));
}

const scope = (ctx: AdminContext, t: AdminTable) => scopeCondition(ctx.db, t, ctx.viewer.organisationId);

/** Rows as items: virtual fields added by the collection's hooks. Passwords are never selected. */
async function present(ctx: AdminContext, t: AdminTable, rows: Row[]): Promise<Item[]> {
  const load = hooksOf(t).load;
  const extra = load
    ? await load(
        ctx,
        rows.map((row) => row.id as string),
      )
    : undefined;
  return rows.map((row) => ({ ...row, ...extra?.get(row.id as string) }) as Item);
}

async function findItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item | null> {
  if (!isUuid(id)) return null;
  const rows = await ctx.db
    .select(selection(t))
    .from(t.table)
    .where(and(eq(col(t, 'id'), id), scope(ctx, t)))
    .limit(1);
  const [item] = await present(ctx, t, rows);
  return item ?? null;
}

export async function getItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item> {
  assertAllowed(ctx, t, 'read');
  const item = await findItem(ctx, t, id);
  if (!item) throw notFound();
  return item;
}

export interface ListQuery {
  search?: string | undefined;
  /** Drilldown: the items of this parent (forms → submissions). */
  parent?: string | undefined;
  portalId?: string | undefined;
  page: Page;
}

/**
 * The grid counts at most this many rows (decision 35): past it the heading says 'You have
 * 10,000+ …' and the count stays a bounded index read instead of a scan of the whole collection.
 */
export const COUNT_CAP = 10_000;

/**
 * One page of the grid (§2: 50 rows, server-side search) and the total for 'You have N {plural}',
 * counted up to COUNT_CAP (`totalCapped` when there are more).
 */
export async function listItems(ctx: AdminContext, t: AdminTable, query: ListQuery) {
  assertAllowed(ctx, t, 'read');
  const conditions: (SQL | undefined)[] = [
    await listScopeCondition(ctx.db, t, ctx.viewer.organisationId),
    searchCondition(t, query.search),
  ];
  if (query.parent !== undefined) {
    const parent = t.collection.parent;
    if (!parent || !(await findItem(ctx, adminTable(parent.collection), query.parent))) throw notFound();
    conditions.push(eq(col(t, parent.field), query.parent));
  }
  if (query.portalId !== undefined) {
    if (t.collection.tenancy !== 'portal' || !isUuid(query.portalId)) throw notFound();
    conditions.push(eq(col(t, 'portalId'), query.portalId));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    conditions[1] ? searchedPage(ctx, t, where, query.page) : firstRows(ctx, t, where, query.page),
    ctx.db.select({ total: count() }).from(
      ctx.db
        .select({ one: sql`1` })
        .from(t.table)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const counted = totals[0]?.total ?? 0;
  return {
    items: await present(ctx, t, rows),
    total: Math.min(counted, COUNT_CAP),
    totalCapped: counted > COUNT_CAP,
  };
}

const sortOf = (t: AdminTable, column: PgColumn | SQL.Aliased | SQL) =>
  t.collection.grid.sort.direction === 'asc' ? asc(column) : desc(column);

/** A page without search: the scope's (portal_id, sort field) index read in order, 50 rows. */
function firstRows(ctx: AdminContext, t: AdminTable, where: SQL | undefined, page: Page) {
  return ctx.db
    .select(selection(t))
    .from(t.table)
    .where(where)
    .orderBy(sortOf(t, col(t, t.collection.grid.sort.field)), asc(col(t, 'id')))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A searched page: the matches are found through the GIN search index first and only then sorted.
 * `OFFSET 0` keeps PostgreSQL from flattening the subquery: otherwise it walks the name index and
 * computes each row's tsvector until 50 match (272 ms for 'smi' over 100,000 accounts, against
 * 4 ms through the index; decision 35).
 */
function searchedPage(ctx: AdminContext, t: AdminTable, where: SQL | undefined, page: Page) {
  const matches = ctx.db
    .select(selection(t))
    .from(t.table)
    .where(where)
    // drizzle leaves out a numeric offset of 0; a SQL 0 is written as is.
    .offset(sql`0` as unknown as number)
    .as('matches');
  const field = matches[t.collection.grid.sort.field as keyof typeof matches] as unknown as SQL;
  return ctx.db
    .select()
    .from(matches)
    .orderBy(sortOf(t, field), asc(matches.id as unknown as SQL))
    .limit(page.limit)
    .offset(page.offset) as unknown as Promise<Row[]>;
}

/** The values of `values` that are columns of the table; a null for a NOT NULL column keeps its default. */
function columnValues(t: AdminTable, values: Row): Row {
  const row: Row = {};
  for (const name of t.stored) {
    const value = values[name];
    if (value === undefined || (value === null && col(t, name).notNull)) continue;
    row[name] = value;
  }
  return row;
}

/** Rich text is stored sanitised (ASVS 1.3.1), with the messages' allowlist. */
function sanitized(t: AdminTable, values: Row): Row {
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
async function checkReferences(ctx: AdminContext, t: AdminTable, values: Row, portalId: string | null) {
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

async function isTaken(
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

async function checkUnique(
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

async function actorName(ctx: AdminContext): Promise<string | null> {
  const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.viewer.userId));
  return row?.name ?? null;
}

/** The portal an activity entry is filed under: the row's, else the company's first portal. */
async function logPortal(ctx: AdminContext, t: AdminTable, id: string, portalId: string | null) {
  if (portalId) return portalId;
  if (t.collection.slug === 'portals') return id;
  if (!ctx.viewer.organisationId) return null;
  const [row] = await ctx.db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.organisationId, ctx.viewer.organisationId), eq(portals.active, true)))
    .orderBy(asc(portals.createdAt), asc(portals.id))
    .limit(1);
  return row?.id ?? null;
}

async function recordChange(
  ctx: AdminContext,
  t: AdminTable,
  id: string,
  portalId: string | null,
  action: string,
) {
  const portal = await logPortal(ctx, t, id, portalId);
  if (!portal) return;
  await logActivity(ctx.db, {
    portalId: portal,
    userId: ctx.viewer.userId,
    type: action === 'delete' ? 'delete' : 'save',
    collection: t.collection.slug,
    entityId: id,
    info: { action },
  });
}

/** Appends the item as it now is to the collection's history (pages, posts). */
async function snapshot(ctx: AdminContext, t: AdminTable, id: string, actor: string | null) {
  if (!t.history) return;
  const history = t.history;
  const item = await findItem(ctx, t, id);
  if (!item) return;
  const [last] = await ctx.db
    .select({ version: max(history.version) })
    .from(history)
    .where(eq(history.parentId, id));
  await ctx.db.insert(history).values({
    portalId: item.portalId as string,
    parentId: id,
    name: (item.name as string | undefined) ?? null,
    slug: (item.slug as string | undefined) ?? null,
    version: (last?.version ?? 0) + 1,
    data: item,
    createdBy: ctx.viewer.userId,
    createdName: actor,
    publishedAt: (item.publishedAt as Date | null) ?? null,
  });
}

/** The next position at the end of an ordered collection's group. */
async function nextOrder(ctx: AdminContext, t: AdminTable, row: Row): Promise<number> {
  const [last] = await ctx.db
    .select({ order: max(col(t, 'order')) })
    .from(t.table)
    .where(orderGroup(t, row));
  return ((last?.order as number | null) ?? -1) + 1;
}

/** The rows an ordered item moves among: same portal and, for a child collection, same parent. */
function orderGroup(t: AdminTable, row: Row): SQL {
  const parent = t.collection.parent?.field ?? (findField(t.collection, 'parentId') ? 'parentId' : undefined);
  const parentValue = parent ? (row[parent] as string | null | undefined) : undefined;
  return and(
    eq(col(t, 'active'), true),
    eq(col(t, 'portalId'), row.portalId as string),
    parent ? (parentValue ? eq(col(t, parent), parentValue) : isNull(col(t, parent))) : undefined,
  )!;
}

const asObject = (input: unknown): Row =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Row) : {};

/** Create (§2 Add new): validated with the declaration's schema, defaults and rules from its hooks. */
export async function createItem(ctx: AdminContext, t: AdminTable, input: unknown): Promise<Item> {
  assertAllowed(ctx, t, 'create');
  const hooks = hooksOf(t);
  const prepared = hooks.prepareCreate ? await hooks.prepareCreate(ctx, asObject(input)) : input;
  const values = sanitized(
    t,
    withSlug(t.collection, parseOrThrow(collectionSchema(t.collection, 'create'), prepared)),
  );
  const portalId = t.collection.tenancy === 'portal' ? (values.portalId as string) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const w = within(ctx, tx as unknown as Database);
    await checkReferences(w, t, values, portalId);
    await checkUnique(w, t, values, null, portalId);
    const event: WriteEvent = { id: null, values, previous: null, portalId };
    const extra = (await hooks.beforeWrite?.(w, event)) ?? {};
    const actor = await actorName(w);
    const row: Row = {
      ...columnValues(t, values),
      ...extra,
      createdBy: ctx.viewer.userId,
      createdName: actor,
    };
    if (t.collection.ordered) row.order = await nextOrder(w, t, row);
    const [inserted] = await w.db
      .insert(t.table)
      .values(row as never)
      .returning({ id: col(t, 'id') });
    const newId = inserted!.id as string;
    await hooks.afterWrite?.(w, { ...event, id: newId });
    await snapshot(w, t, newId, actor);
    await recordChange(w, t, newId, portalId, 'create');
    return newId;
  });
  return getItem(ctx, t, id);
}

/** Save (PATCH) or Publish (save and stamp published, §4) an item. */
export async function updateItem(
  ctx: AdminContext,
  t: AdminTable,
  id: string,
  input: unknown,
  options: { publish?: boolean; action?: string } = {},
): Promise<Item> {
  assertAllowed(ctx, t, options.publish ? 'publish' : 'update');
  const parsed = parseOrThrow(collectionSchema(t.collection, 'update'), input) as Row;
  const hooks = hooksOf(t);
  await ctx.db.transaction(async (tx) => {
    const w = within(ctx, tx as unknown as Database);
    const previous = await findItem(w, t, id);
    if (!previous) throw notFound();
    let values = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
    if (findField(t.collection, 'slug') && ('slug' in values || 'name' in values || !previous.slug)) {
      const name = (values.name ?? previous.name) as string;
      const slug = 'slug' in values ? (values.slug as string | null) : (previous.slug as string | null);
      values.slug = ensureSlug(name, slug);
    }
    values = sanitized(t, values);
    const portalId =
      t.collection.tenancy === 'portal' ? ((values.portalId ?? previous.portalId) as string) : null;
    await checkReferences(w, t, values, portalId);
    await checkUnique(w, t, values, id, portalId);
    const extra = (await hooks.beforeWrite?.(w, { id, values, previous, portalId })) ?? {};
    const actor = await actorName(w);
    const now = new Date();
    const row: Row = {
      ...columnValues(t, values),
      ...extra,
      updatedAt: now,
      updatedBy: ctx.viewer.userId,
      updatedName: actor,
      ...(options.publish ? { publishedAt: now } : {}),
    };
    await w.db
      .update(t.table)
      .set(row as never)
      .where(eq(col(t, 'id'), id));
    await hooks.afterWrite?.(w, { id, values, previous, portalId });
    await snapshot(w, t, id, actor);
    await recordChange(w, t, id, portalId, options.action ?? (options.publish ? 'publish' : 'update'));
  });
  return getItem(ctx, t, id);
}

/** Duplicate (§4): ' - Copy' on the name, '-copy' on the slug, unique values made free, then a create. */
export async function duplicateItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item> {
  assertAllowed(ctx, t, 'create');
  const item = await getItem(ctx, t, id);
  const values = duplicateValues(t.collection, item);
  for (const name of hooksOf(t).notCopied ?? []) delete values[name];
  const portalId = t.collection.tenancy === 'portal' ? (item.portalId as string) : null;
  for (const f of writableFields(t.collection)) {
    const base = values[f.name];
    if (!f.unique || typeof base !== 'string') continue;
    let attempt = 1;
    while (await isTaken(ctx, t, f.name, nextCandidate(base, attempt), null, portalId)) attempt += 1;
    values[f.name] = nextCandidate(base, attempt);
  }
  return createItem(ctx, t, values);
}

/** Delete (§4): a soft delete, active false; the two-step confirmation is the web's. */
export async function removeItem(ctx: AdminContext, t: AdminTable, id: string): Promise<void> {
  assertAllowed(ctx, t, 'delete');
  await ctx.db.transaction(async (tx) => {
    const w = within(ctx, tx as unknown as Database);
    const item = await findItem(w, t, id);
    if (!item) throw notFound();
    await w.db
      .update(t.table)
      .set({
        active: false,
        updatedAt: new Date(),
        updatedBy: ctx.viewer.userId,
        updatedName: await actorName(w),
      } as never)
      .where(eq(col(t, 'id'), id));
    await hooksOf(t).afterDelete?.(w, id);
    await recordChange(
      w,
      t,
      id,
      t.collection.tenancy === 'portal' ? (item.portalId as string) : null,
      'delete',
    );
  });
}

/**
 * Move an item of an ordered collection up or down (§2): its order value and its neighbour's are
 * swapped in one transaction. A group whose order values repeat (new rows default to 0) is
 * numbered 0, 1, 2 … first, in its current order.
 */
export async function moveItem(ctx: AdminContext, t: AdminTable, id: string, direction: 'up' | 'down') {
  assertAllowed(ctx, t, 'update');
  if (!t.collection.ordered) throw forbidden();
  return ctx.db.transaction(async (tx) => {
    const w = within(ctx, tx as unknown as Database);
    const item = await findItem(w, t, id);
    if (!item) throw notFound();
    const rows = await w.db
      .select({ id: col(t, 'id'), order: col(t, 'order') })
      .from(t.table)
      .where(orderGroup(t, item))
      .orderBy(asc(col(t, 'order')), asc(col(t, 'id')))
      .for('update');
    const setOrder = (rowId: string, order: number) =>
      w.db
        .update(t.table)
        .set({ order } as never)
        .where(eq(col(t, 'id'), rowId));
    const orders = rows.map((row) => row.order as number);
    if (orders.some((order, index) => index > 0 && order <= orders[index - 1]!)) {
      for (const [index, row] of rows.entries())
        if (row.order !== index) await setOrder(row.id as string, index);
      rows.forEach((row, index) => (row.order = index));
    }
    const index = rows.findIndex((row) => row.id === id);
    const other = rows[direction === 'up' ? index - 1 : index + 1];
    const own = rows[index]!;
    if (other) {
      await setOrder(own.id as string, other.order as number);
      await setOrder(other.id as string, own.order as number);
      await recordChange(w, t, id, item.portalId as string, `move-${direction}`);
    }
    return { id, order: (other ? other.order : own.order) as number };
  });
}

function historyOf(t: AdminTable) {
  if (!t.history) throw forbidden();
  return t.history;
}

/** The history tab (§2: Updated at, Updated by, Published), newest first. */
export async function listHistory(ctx: AdminContext, t: AdminTable, id: string) {
  assertAllowed(ctx, t, 'read');
  const history = historyOf(t);
  if (!(await findItem(ctx, t, id))) throw notFound();
  const items = await ctx.db
    .select({
      id: history.id,
      version: history.version,
      updatedAt: history.createdAt,
      updatedBy: history.createdName,
      publishedAt: history.publishedAt,
    })
    .from(history)
    .where(eq(history.parentId, id))
    .orderBy(desc(history.version))
    .limit(100);
  return { items };
}

/** Restore an older version: its values saved as the item's current ones (a new version records it). */
export async function restoreVersion(ctx: AdminContext, t: AdminTable, id: string, versionId: string) {
  assertAllowed(ctx, t, 'update');
  const history = historyOf(t);
  if (!isUuid(versionId) || !(await findItem(ctx, t, id))) throw notFound();
  const [version] = await ctx.db
    .select({ data: history.data })
    .from(history)
    .where(and(eq(history.id, versionId), eq(history.parentId, id)));
  if (!version) throw notFound();
  return updateItem(ctx, t, id, version.data, { action: 'restore' });
}
