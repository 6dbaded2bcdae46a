import type { Locale } from '@portal/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inCollationOf } from '../../db/collation';
import { isUuid, type Page } from '../../http/paging';
import type { AdminContext } from '../context';
import { listScopeCondition } from '../scope';
import { searchCondition } from '../search-sql';
import { adminTable, type AdminTable } from '../tables';
import { assertAllowed, col, findItem, itemSelection, notFound, selection, type Item } from './shared';

export async function getItem(ctx: AdminContext, t: AdminTable, id: string): Promise<Item> {
  assertAllowed(ctx, t, 'read');
  const item = await findItem(ctx, t, id);
  if (!item) throw notFound();
  return item;
}

export interface ListQuery {
  search?: string | undefined;
  /** Drilldown: the items of this parent (forms → submissions). */
  parent?: string | undefined;
  portalId?: string | undefined;
  /** The language the grid is read in: a text sort field orders by its collation (decision 55). */
  language: Locale;
  page: Page;
}

/**
 * The grid counts at most this many rows (decision 35): past it the heading says 'You have
 * 10,000+ …' and the count stays a bounded index read instead of a scan of the whole collection.
 */
export const COUNT_CAP = 10_000;

/** The page's column for the count, a name no collection field has. */
const TOTAL = '__total';

/**
 * One page of the grid (§2: 50 rows, server-side search) and the total for 'You have N {plural}',
 * counted up to COUNT_CAP (`totalCapped` when there are more).
 */
export async function listItems(ctx: AdminContext, t: AdminTable, query: ListQuery) {
  assertAllowed(ctx, t, 'read');
  const conditions: (SQL | undefined)[] = [
    await listScopeCondition(ctx.db, t, ctx.viewer.organisationId, ctx.portalIds),
    searchCondition(t, query.search),
  ];
  if (query.parent !== undefined) {
    const parent = t.collection.parent;
    if (!parent || !(await findItem(ctx, adminTable(parent.collection), query.parent))) throw notFound();
    conditions.push(eq(col(t, parent.field), query.parent));
  }
  if (query.portalId !== undefined) {
    if (t.collection.tenancy !== 'portal' || !isUuid(query.portalId)) throw notFound();
    conditions.push(eq(col(t, 'portalId'), query.portalId));
  }
  const where = and(...conditions);
  const capped = ctx.db
    .select({ one: sql`1` })
    .from(t.table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const counting = ctx.db.select({ total: count() }).from(capped);
  // One statement (decision 119): the page, each row's virtual fields and the capped count (an
  // uncorrelated subquery, run once), sorted again as the page was (50 rows).
  const page = (conditions[1] ? searchedPage : firstRows)(t, ctx, where, query).as('page');
  const rows = await ctx.db
    .select({ ...itemSelection(t, 'page', page), [TOTAL]: sql<number>`(${counting})`.mapWith(Number) })
    .from(page)
    .orderBy(...gridOrder(t, page, query.language));
  // No row: nothing matched (total 0), unless the page is past the last one.
  const counted =
    rows.length > 0 ? Number(rows[0]![TOTAL]) : query.page.offset > 0 ? ((await counting)[0]?.total ?? 0) : 0;
  return {
    items: rows.map(({ [TOTAL]: _total, ...item }) => item as Item),
    total: Math.min(counted, COUNT_CAP),
    totalCapped: counted > COUNT_CAP,
  };
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
function firstRows(t: AdminTable, ctx: AdminContext, where: SQL | undefined, query: ListQuery) {
  return ctx.db
    .select(selection(t))
    .from(t.table)
    .where(where)
    .orderBy(...gridOrder(t, t.columns, query.language))
    .limit(query.page.limit)
    .offset(query.page.offset);
}

/**
 * A searched page: the matches are found through the GIN search index first and only then sorted.
 * `OFFSET 0` keeps PostgreSQL from flattening the subquery: otherwise it walks the name index and
 * computes each row's tsvector until 50 match (272 ms for 'smi' over 100,000 accounts, against
 * 4 ms through the index; decision 35).
 */
function searchedPage(t: AdminTable, ctx: AdminContext, where: SQL | undefined, query: ListQuery) {
  const matches = ctx.db
    .select(selection(t))
    .from(t.table)
    .where(where)
    // drizzle leaves out a numeric offset of 0; a SQL 0 is written as is.
    .offset(sql`0` as unknown as number)
    .as('matches');
  return ctx.db
    .select(selection(t, matches))
    .from(matches)
    .orderBy(...gridOrder(t, matches, query.language))
    .limit(query.page.limit)
    .offset(query.page.offset);
}
