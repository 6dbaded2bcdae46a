import type { Locale } from '@portal/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inCollationOf } from '../../db/collation';
import type { Database } from '../../db/client';
import { listScopeCondition } from '../scope';
import { searchCondition } from '../search-sql';
import type { AdminTable } from '../tables';
import { col, itemSelection, selection } from './shared';

/**
 * The grid counts at most this many rows (decision 35): past it the heading says 'You have
 * 10,000+ …' and the count stays a bounded index read instead of a scan of the whole collection.
 */
export const COUNT_CAP = 10_000;

/** The page's column for the count, a name no collection field has. */
export const TOTAL = '__total';

/** What a grid statement's text depends on; everything else is a value it is executed with. */
export interface GridShape {
  language: Locale;
  /** The page's size, written as a constant: a generic plan then knows it reads a few rows. */
  limit: number;
  /** False for an admin without a company, who sees nothing. */
  organisation: boolean;
  /** How many company portals a portal-scoped collection's scope names. */
  portals: number;
  searched: boolean;
  parent: boolean;
  portalFilter: boolean;
}

/** The values of a grid statement's placeholders. */
export interface GridValues {
  organisation: string | null;
  portals: readonly string[];
  tsquery: string | undefined;
  parent: string | undefined;
  portalId: string | undefined;
  offset: number;
}

/** A prepared page or count; more shapes than this (never met) start the cache again. */
const MAX_SHAPES = 500;
const kept = new WeakMap<
  Database,
  Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>
>();
let named = 0;

/**
 * The grid's page or its capped count for one shape, built and prepared once per database (a
 * named statement on PostgreSQL, decision 125): building a page's SQL with drizzle cost about as
 * much Node CPU as the rest of the request, and PostgreSQL parses a named statement once per
 * connection. The rows are the same as a statement built for each request.
 */
export async function runGridStatement(
  db: Database,
  t: AdminTable,
  kind: 'page' | 'count',
  shape: GridShape,
  values: GridValues,
): Promise<Record<string, unknown>[]> {
  const key = `${kind}|${t.collection.slug}|${JSON.stringify(shape)}`;
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= MAX_SHAPES) statements.clear();
    // The process's own counter: a name is never reused for another text on a connection.
    const name = `admin_grid_${(named += 1)}`;
    statement =
      kind === 'page' ? pageQuery(db, t, shape).prepare(name) : countQuery(db, t, shape).prepare(name);
    statements.set(key, statement);
  }
  return (await statement.execute(placeholderValues(values))) as Record<string, unknown>[];
}

function placeholderValues(values: GridValues): Record<string, unknown> {
  return {
    organisation: values.organisation,
    ...Object.fromEntries(values.portals.map((id, i) => [`portal${i}`, id])),
    tsquery: values.tsquery,
    parent: values.parent,
    portalId: values.portalId,
    offset: values.offset,
  };
}

/**
 * A number written into the statement's text: drizzle binds a numeric LIMIT as a value, and a
 * generic plan that does not know its limit assumes a tenth of the table (a sort of every row).
 */
const constant = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

function where(db: Database, t: AdminTable, shape: GridShape): SQL | undefined {
  const portals = Array.from({ length: shape.portals }, (_, i) => sql.placeholder(`portal${i}`));
  return and(
    listScopeCondition(db, t, shape.organisation ? sql.placeholder('organisation') : null, portals),
    shape.searched ? searchCondition(t, sql.placeholder('tsquery')) : undefined,
    shape.parent ? eq(col(t, t.collection.parent!.field), sql.placeholder('parent')) : undefined,
    shape.portalFilter ? eq(col(t, 'portalId'), sql.placeholder('portalId')) : undefined,
  );
}

/** The matches counted up to COUNT_CAP + 1. */
function countQuery(db: Database, t: AdminTable, shape: GridShape) {
  const capped = db
    .select({ one: sql`1` })
    .from(t.table)
    .where(where(db, t, shape))
    .limit(constant(COUNT_CAP + 1))
    .as('capped');
  return db.select({ total: count() }).from(capped);
}

/**
 * One statement (decision 119): the page, each row's virtual fields and the capped count (an
 * uncorrelated subquery, run once), sorted again as the page was (50 rows).
 */
function pageQuery(db: Database, t: AdminTable, shape: GridShape) {
  const page = (shape.searched ? searchedPage : firstRows)(db, t, shape).as('page');
  return db
    .select({
      ...itemSelection(t, 'page', page),
      [TOTAL]: sql<number>`(${countQuery(db, t, shape)})`.mapWith(Number),
    })
    .from(page)
    .orderBy(...gridOrder(t, page, shape.language));
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * The grid's order: its sort field, a text one in the reader's language collation (Árni after
 * Anna and before Bára in Icelandic), so the (scope, name collate portal_xx, id) indexes serve it.
 */
function sortOf(t: AdminTable, field: PgColumn | SQL, language: Locale) {
  const sortField = col(t, t.collection.grid.sort.field);
  // Only a text column has a collation (a date kept as a string has none).
  const isText = TEXT_COLUMNS.has(sortField.columnType);
  const key = isText ? inCollationOf(field, language) : field;
  return t.collection.grid.sort.direction === 'asc' ? asc(key) : desc(key);
}

/** The grid's order over `source` (the table or a subquery of it): its sort, then the id. */
function gridOrder(t: AdminTable, source: Record<string, unknown>, language: Locale) {
  const field = source[t.collection.grid.sort.field] as PgColumn | SQL;
  return [sortOf(t, field, language), asc(source.id as PgColumn | SQL)];
}

/** A page without search: the scope's (portal_id, sort field) index read in order, 50 rows. */
function firstRows(db: Database, t: AdminTable, shape: GridShape) {
  return db
    .select(selection(t))
    .from(t.table)
    .where(where(db, t, shape))
    .orderBy(...gridOrder(t, t.columns, shape.language))
    .limit(constant(shape.limit))
    .offset(sql.placeholder('offset'));
}

/**
 * A searched page: the matches are found through the GIN search index first and only then sorted.
 * `OFFSET 0` keeps PostgreSQL from flattening the subquery: otherwise it walks the name index and
 * computes each row's tsvector until 50 match (272 ms for 'smi' over 100,000 accounts, against
 * 4 ms through the index; decision 35).
 */
function searchedPage(db: Database, t: AdminTable, shape: GridShape) {
  const matches = db
    .select(selection(t))
    .from(t.table)
    .where(where(db, t, shape))
    // drizzle leaves out a numeric offset of 0; a SQL 0 is written as is.
    .offset(sql`0` as unknown as number)
    .as('matches');
  return db
    .select(selection(t, matches))
    .from(matches)
    .orderBy(...gridOrder(t, matches, shape.language))
    .limit(constant(shape.limit))
    .offset(sql.placeholder('offset'));
}
