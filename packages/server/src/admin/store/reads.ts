import type { Locale } from '@portal/domain';
import { isUuid, type Page } from '../../http/paging';
import type { AdminContext } from '../context';
import { companyPortals, isPortalScoped } from '../scope';
import { searchTsquery } from '../search-sql';
import { adminTable, type AdminTable } from '../tables';
import { COUNT_CAP, TOTAL, runGridStatement, type GridShape, type GridValues } from './grid-statements';
import { assertAllowed, findItem, notFound, type Item } from './shared';

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

export { COUNT_CAP } from './grid-statements';

/**
 * One page of the grid (§2: 50 rows, server-side search) and the total for 'You have N {plural}',
 * counted up to COUNT_CAP (`totalCapped` when there are more).
 */
export async function listItems(ctx: AdminContext, t: AdminTable, query: ListQuery) {
  assertAllowed(ctx, t, 'read');
  if (query.parent !== undefined) {
    const parent = t.collection.parent;
    if (!parent || !(await findItem(ctx, adminTable(parent.collection), query.parent))) throw notFound();
  }
  if (query.portalId !== undefined && (t.collection.tenancy !== 'portal' || !isUuid(query.portalId)))
    throw notFound();
  const organisation = ctx.viewer.organisationId;
  const portals = organisation && isPortalScoped(t) ? await companyPortalIds(ctx, organisation) : [];
  const tsquery = searchTsquery(t, query.search);
  const shape: GridShape = {
    language: query.language,
    limit: query.page.limit,
    organisation: organisation !== null,
    portals: portals.length,
    searched: tsquery !== undefined,
    parent: query.parent !== undefined,
    portalFilter: query.portalId !== undefined,
  };
  const values: GridValues = {
    organisation,
    portals,
    tsquery,
    parent: query.parent,
    portalId: query.portalId,
    offset: query.page.offset,
  };
  const rows = await runGridStatement(ctx.db, t, 'page', shape, values);
  // No row: nothing matched (total 0), unless the page is past the last one.
  const counted =
    rows.length > 0
      ? Number(rows[0]![TOTAL])
      : query.page.offset > 0
        ? Number((await runGridStatement(ctx.db, t, 'count', shape, values))[0]?.total ?? 0)
        : 0;
  return {
    items: rows.map(({ [TOTAL]: _total, ...item }) => item as Item),
    total: Math.min(counted, COUNT_CAP),
    totalCapped: counted > COUNT_CAP,
  };
}

/** The company's portals: as this process keeps them (decision 119), else read. */
async function companyPortalIds(ctx: AdminContext, organisationId: string): Promise<string[]> {
  if (ctx.portalIds) return ctx.portalIds(organisationId);
  return (await companyPortals(ctx.db, organisationId)).map((row) => row.id);
}
