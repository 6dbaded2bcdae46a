import type { CollectionConfig } from '@portal/domain';

/** Where the Designer button goes for an item (§2 admin routes), or null when the collection has none. */
export function designerPath(collection: CollectionConfig, id: string): string | null {
  const item = encodeURIComponent(id);
  switch (collection.designer) {
    case 'forms-designer':
      return `/forms-designer/${item}`;
    case 'data-designer':
      return `/data-designer/${item}`;
    case 'designer':
      return `/designer/${collection.slug}/${item}`;
    default:
      return null;
  }
}
