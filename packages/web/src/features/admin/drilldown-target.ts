import { getCollection, type CollectionConfig } from '@portal/domain';

/**
 * What `/admin/{drilldown}/{id}` lists: with a collection that drills down (forms), its drilldown
 * collection (submissions) filtered by the item; with a child collection (submissions), itself.
 */
export function drilldownTarget(
  param: string,
  id: string,
): { collection: CollectionConfig; parent: { field: string; id: string }; from: CollectionConfig } | null {
  const named = getCollection(param);
  if (!named || !id) return null;
  if (named.drilldown) {
    const child = getCollection(named.drilldown.collection);
    return child ? { collection: child, parent: { field: named.drilldown.field, id }, from: named } : null;
  }
  if (named.parent) {
    const from = getCollection(named.parent.collection);
    return from ? { collection: named, parent: { field: named.parent.field, id }, from } : null;
  }
  return null;
}
