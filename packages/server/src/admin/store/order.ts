import { and, asc, eq, isNull, max, type SQL } from 'drizzle-orm';
import { findField } from '@portal/domain';
import type { Database } from '../../db/client';
import { within, type AdminContext } from '../context';
import type { AdminTable } from '../tables';
import { recordChange } from './record-change';
import { assertAllowed, col, findItem, forbidden, notFound, type Row } from './shared';

// The order of an ordered collection's items: where a new one goes and moving one up or down.

/** The next position at the end of an ordered collection's group. */
export async function nextOrder(ctx: AdminContext, t: AdminTable, row: Row): Promise<number> {
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
