import { and, desc, eq } from 'drizzle-orm';
import { writableValues } from '@portal/domain';
import { isUuid } from '../../http/paging';
import type { AdminContext } from '../context';
import type { AdminTable } from '../tables';
import { assertAllowed, findItem, forbidden, notFound } from './shared';
import { updateItem } from './writes';

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
  // A version holds the whole item (id, dates, read-only fields): only what a save may write goes back.
  return updateItem(ctx, t, id, writableValues(t.collection, version.data as Record<string, unknown>), {
    action: 'restore',
  });
}
