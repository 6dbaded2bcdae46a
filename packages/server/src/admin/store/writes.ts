import { eq } from 'drizzle-orm';
import {
  collectionSchema,
  duplicateValues,
  ensureSlug,
  findField,
  nextCandidate,
  withSlug,
  writableFields,
  writableValues,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { within, type AdminContext } from '../context';
import type { WriteEvent } from '../hooks';
import type { AdminTable } from '../tables';
import { parseOrThrow } from '../../http/validation';
import { nextOrder } from './order';
import { getItem } from './reads';
import { actorName, recordChange, snapshot } from './record-change';
import { assertAllowed, col, findItem, hooksOf, notFound, type Item, type Row } from './shared';
import { checkReferences, checkUnique, columnValues, isTaken, sanitized } from './write-checks';

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
  return createItem(ctx, t, writableValues(t.collection, values));
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
