import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '@portal/domain';
import type { AdminTable } from './tables';

/**
 * Grid search (§2 search box): every word of the query is the start of a word in one of the
 * collection's search fields, as a full-text match on a 'simple' (no stemming, any language)
 * tsvector. The expression is the one a GIN index of migration 0005 holds for each table, so a
 * search over 100,000 rows is an index read; pg_trgm would match inside words too, but PGlite
 * ships it only as an extension the embedded database would have to load.
 */
export function searchDocumentSql(columnNames: readonly string[]): string {
  return `to_tsvector('simple'::regconfig, ${columnNames.map((c) => `coalesce("${c}", '')`).join(" || ' ' || ")})`;
}

export function searchIndexName(table: AdminTable): string {
  return `${table.name}_search_idx`;
}

/**
 * The CREATE INDEX statement of a collection's search index (migration 0005 holds their output;
 * 0019 turned fastupdate off: a search then never reads a pending list of recent writes, decision 108).
 */
export function searchIndexSql(table: AdminTable): string {
  return `CREATE INDEX IF NOT EXISTS "${searchIndexName(table)}" ON "${table.name}" USING gin (${searchDocumentSql(searchColumnNames(table))}) WITH (fastupdate = off);`;
}

export function searchColumnNames(table: AdminTable): string[] {
  return table.collection.search.map((name) => (table.columns[name] as PgColumn).name);
}

/** The search's tsquery text, or undefined when the query has no searchable word. */
export function searchTsquery(table: AdminTable, query: string | undefined): string | undefined {
  const words = searchWords(query);
  if (words.length === 0 || table.collection.search.length === 0) return undefined;
  // Words keep only letters, digits and @ . _ - (searchWords), so quoting them cannot break the query.
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** The search condition over a tsquery text (searchTsquery's, or a prepared statement's placeholder). */
export function searchCondition(table: AdminTable, tsquery: string | Placeholder): SQL {
  return sql`${sql.raw(searchDocumentSql(searchColumnNames(table)))} @@ to_tsquery('simple'::regconfig, ${tsquery})`;
}
