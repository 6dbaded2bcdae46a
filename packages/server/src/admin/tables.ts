import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COLLECTIONS, valueFields, type CollectionConfig, type CollectionSlug } from '@portal/domain';
import * as schema from '../db/schema/index';

/**
 * Where each declared collection lives: its Drizzle table and, for collections that keep history,
 * the table of snapshots. Field names of the declarations are the tables' property names, so the
 * mapping is by name; `assertMapped` (run at start-up and in a test) refuses a declaration whose
 * field has no column.
 */
const TABLES: Record<CollectionSlug, PgTable> = {
  users: schema.users,
  organisations: schema.organisations,
  groups: schema.groups,
  accounts: schema.accounts,
  portals: schema.portals,
  subscriptions: schema.subscriptions,
  models: schema.models,
  riskProfiles: schema.riskProfiles,
  forms: schema.forms,
  submissions: schema.submissions,
  processes: schema.processes,
  'data-processes': schema.dataProcesses,
  'data-processes-steps': schema.dataProcessSteps,
  commentary: schema.commentary,
  pages: schema.pages,
  posts: schema.posts,
  people: schema.people,
  clients: schema.clients,
  libraries: schema.libraries,
  media: schema.media,
  navigation: schema.navigation,
  subnavigation: schema.subnavigation,
};

const HISTORY: Partial<Record<CollectionSlug, typeof schema.pagesHistory>> = {
  pages: schema.pagesHistory,
  posts: schema.postsHistory,
};

/** Columns every table has (auditColumns) that the API returns with each item. */
export const META_FIELDS = ['id', 'createdAt', 'updatedAt', 'publishedAt', 'updatedName'] as const;

/** The admin's view of one collection: declaration, table, its columns by field name. */
export interface AdminTable {
  collection: CollectionConfig;
  table: PgTable;
  name: string;
  history: typeof schema.pagesHistory | undefined;
  columns: Record<string, PgColumn>;
  /** Value fields stored in the table (declared, not virtual), by name. */
  stored: string[];
}

function build(collection: CollectionConfig): AdminTable {
  const table = TABLES[collection.slug];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const stored = valueFields(collection)
    .filter((f) => !f.virtual)
    .map((f) => f.name);
  return { collection, table, name: getTableName(table), history: HISTORY[collection.slug], columns, stored };
}

const ADMIN_TABLES = Object.fromEntries(
  Object.values(COLLECTIONS).map((collection) => [collection.slug, build(collection)]),
) as Record<CollectionSlug, AdminTable>;

export function adminTable(slug: CollectionSlug): AdminTable {
  return ADMIN_TABLES[slug];
}

export function allAdminTables(): AdminTable[] {
  return Object.values(ADMIN_TABLES);
}

/** Throws when a declaration does not fit its table (a field without a column, history without a table). */
export function assertMapped(): void {
  for (const t of allAdminTables()) {
    const missing = [...t.stored, ...META_FIELDS, 'active'].filter((name) => !(name in t.columns));
    if (t.collection.tenancy === 'portal' && !('portalId' in t.columns)) missing.push('portalId');
    if (t.collection.ordered && !('order' in t.columns)) missing.push('order');
    if (missing.length)
      throw new Error(`admin collection ${t.collection.slug}: no column for ${missing.join(', ')}`);
    if (t.collection.history && !t.history)
      throw new Error(`admin collection ${t.collection.slug}: no history table`);
  }
}
