import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StoredNavEntry } from '@portal/domain';
import type { Database } from '../../db/client';
import { navigation, portals, subnavigation } from '../../db/schema/index';

/**
 * A portal's own navigation entries (§3): the active rows of the navigation and subnavigation
 * collections; when it has none, the list its settings' navigation designer keeps on the portal row;
 * when that is empty too, none (the brand's navigation applies). Soft-deleted rows (§4) are out.
 */
export async function portalNavEntries(db: Database, portalId: string): Promise<StoredNavEntry[]> {
  const items = await db
    .select({
      id: navigation.id,
      name: navigation.name,
      link: navigation.link,
      icon: navigation.icon,
      visibleFor: navigation.visibleFor,
      order: navigation.order,
    })
    .from(navigation)
    .where(and(eq(navigation.portalId, portalId), eq(navigation.active, true)))
    .orderBy(asc(navigation.order), asc(navigation.createdAt), asc(navigation.id));
  if (items.length === 0) return designerEntries(db, portalId);
  const subs = await db
    .select({
      parentId: subnavigation.parentId,
      name: subnavigation.name,
      link: subnavigation.link,
      order: subnavigation.order,
    })
    .from(subnavigation)
    .where(
      and(
        eq(subnavigation.portalId, portalId),
        eq(subnavigation.active, true),
        inArray(
          subnavigation.parentId,
          items.map((item) => item.id),
        ),
      ),
    )
    .orderBy(asc(subnavigation.order), asc(subnavigation.createdAt), asc(subnavigation.id));
  return items.map((item) => ({
    ...item,
    visibleFor: item.visibleFor ?? [],
    subnavigation: subs
      .filter((sub) => sub.parentId === item.id)
      .map(({ name, link, order }) => ({ name, link, order })),
  }));
}

/** The portal row's navigation list (the settings' navigation designer), in its stored order. */
async function designerEntries(db: Database, portalId: string): Promise<StoredNavEntry[]> {
  const [row] = await db
    .select({ navigation: portals.navigation })
    .from(portals)
    .where(eq(portals.id, portalId))
    .limit(1);
  return (row?.navigation ?? []).map((item, index) => ({
    id: `designer-${index}`,
    name: item.name,
    link: item.link,
    icon: item.icon ?? null,
    visibleFor: item.visibleFor && item.visibleFor !== 'all' ? [item.visibleFor] : [],
    order: item.order ?? index,
    subnavigation: (item.subnavigation ?? []).map((sub, subIndex) => ({
      name: sub.name,
      link: sub.link,
      order: sub.order ?? subIndex,
    })),
  }));
}
