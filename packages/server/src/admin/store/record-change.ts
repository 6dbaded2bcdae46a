import { and, asc, eq, max } from 'drizzle-orm';
import { logActivity } from '../../activity/log-activity';
import { portals, users } from '../../db/schema/index';
import type { AdminContext } from '../context';
import type { AdminTable } from '../tables';
import { findItem } from './shared';

// What every write records in its transaction: who made it, the activity log entry and, for the
// collections that keep one, the history snapshot.

export async function actorName(ctx: AdminContext): Promise<string | null> {
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

export async function recordChange(
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
export async function snapshot(ctx: AdminContext, t: AdminTable, id: string, actor: string | null) {
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
