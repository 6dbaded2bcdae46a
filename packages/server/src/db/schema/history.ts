import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, newestFirst } from './common';
import { portalIdColumn } from './tenancy';

/**
 * A history table of full snapshots for a collection that keeps versions (pages, posts). Each save
 * or publish appends a row: parent_id is the live row, data the whole item as it was, and the audit
 * columns say who and when. "Newest published version of a slug" is one index read.
 */
export function historyTable(name: string, live: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ...auditColumns(),
      portalId: portalIdColumn(),
      parentId: uuid('parent_id').notNull().references(live, { onDelete: 'cascade' }),
      name: text('name'),
      version: integer('version').notNull(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    },
    (t) => [
      index(`${name}_portal_slug_published_idx`).on(t.portalId, t.slug, newestFirst(t.publishedAt)),
      index(`${name}_parent_version_idx`).on(t.parentId, newestFirst(t.version)),
    ],
  );
}
