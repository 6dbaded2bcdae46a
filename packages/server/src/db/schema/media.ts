import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from './common';
import type { FileRef } from './identity';
import { portalIdColumn } from './tenancy';

/**
 * Media libraries and their folders: a folder is a library row whose parent_id is another library
 * row (spec: folder has active, parentId, children; children are the rows pointing at it).
 */
export const libraries = pgTable(
  'libraries',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    parentId: uuid('parent_id').references((): AnyPgColumn => libraries.id),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('libraries_portal_parent_idx').on(t.portalId, t.parentId)],
);

/** Files of a library; parent_id is the library or folder. */
export const media = pgTable(
  'media',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    parentId: uuid('parent_id').references(() => libraries.id),
    name: text('name').notNull(),
    /** Valuation, Statement, Transaction note, Agreement / Legal, Other. */
    type: text('type'),
    file: jsonb('file').$type<FileRef[]>(),
    /** Key in the file store: /media/{name}-{timestamp}/{file}. */
    fileKey: text('file_key'),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }),
    /** Custom storage metadata (uploader, updated). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    thumbnail: jsonb('thumbnail').$type<FileRef[]>(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('media_portal_parent_idx').on(t.portalId, t.parentId)],
);
