import { and, asc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { FUND_FACETS, type FundFacet, type FundListQuery } from '@portal/domain';
import { collated, portalLanguageOf } from '../../db/collation';
import type { Database } from '../../db/client';
import { fundFavourites, funds } from '../../db/schema/index';
import {
  currencyCondition,
  favouriteOf,
  searchCondition,
  summaryColumns,
  toSummary,
} from '../fund-repository';
import { facetCounts } from './facet-counts';
import { cappedTotal, pageWindow, type FundSearchSource } from './fund-search-source';

/** Each facet's column and the condition its filter sets (undefined: not filtered). */
function facetConditions(query: FundListQuery): Record<FundFacet, SQL | undefined> {
  return {
    category: query.category ? eq(funds.assetClass, query.category) : undefined,
    currency: query.currency ? currencyCondition(query.currency) : undefined,
    region: query.region ? eq(funds.region, query.region) : undefined,
  };
}

const FACET_COLUMNS = { category: funds.assetClass, currency: funds.currency, region: funds.region };

/** The conditions that are not facets: active, the search, the ESG bar, favourites only. */
function baseWhere(query: FundListQuery) {
  return and(
    eq(funds.active, true),
    query.q ? searchCondition(query.q) : undefined,
    query.esgMin !== undefined ? gte(funds.esgRating, query.esgMin) : undefined,
    query.favourites ? isNotNull(fundFavourites.id) : undefined,
  );
}

function orderOf(sort: FundListQuery['sort'], portalId: string) {
  const byName = [...collated(funds.name, portalLanguageOf(portalId)), asc(funds.id)];
  if (sort === 'size') return [sql`${funds.size} desc nulls last`, ...byName];
  if (sort === 'esg') return [sql`${funds.esgRating} desc nulls last`, ...byName];
  return byName;
}

/** The page's rows as a query (exported so a test can EXPLAIN it). */
export function fundPageQuery(db: Database, userId: string, portalId: string, query: FundListQuery) {
  const { offset, limit } = pageWindow(query);
  return db
    .select(summaryColumns)
    .from(funds)
    .leftJoin(fundFavourites, favouriteOf(userId))
    .where(and(baseWhere(query), ...Object.values(facetConditions(query))))
    .orderBy(...orderOf(query.sort, portalId))
    .limit(limit)
    .offset(offset);
}

/** count(*) of the rows that also meet `condition` (all rows when there is none). */
const countWhere = (condition: SQL | undefined) =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

/**
 * The total and every facet's counts in one grouped scan of the matching funds: GROUPING SETS make
 * one group per category, per currency, per region and one for all; each facet counts with every
 * filter but its own (standard faceted search: a menu keeps offering its other values), the total
 * with all of them. `grouping()` tells which set a row belongs to (bit 4 category, 2 currency,
 * 1 region: set when the column is rolled up), so a fund without a category is not the total.
 */
export function facetQuery(db: Database, userId: string, query: FundListQuery) {
  const conditions = facetConditions(query);
  const allBut = (facet?: FundFacet) =>
    and(...FUND_FACETS.filter((f) => f !== facet).map((f) => conditions[f]));
  const { category, currency, region } = FACET_COLUMNS;
  return db
    .select({
      set: sql<number>`grouping(${category}, ${currency}, ${region})::int`,
      category,
      currency,
      region,
      forCategory: countWhere(allBut('category')),
      forCurrency: countWhere(allBut('currency')),
      forRegion: countWhere(allBut('region')),
      total: countWhere(allBut()),
    })
    .from(funds)
    .leftJoin(fundFavourites, favouriteOf(userId))
    .where(baseWhere(query))
    .groupBy(sql`grouping sets ((${category}), (${currency}), (${region}), ())`);
}

/** grouping() of each set: the facet's own column kept, the other two rolled up. */
const SET_OF: Record<FundFacet | 'total', number> = { category: 3, currency: 5, region: 6, total: 7 };

/**
 * The default source: our funds table (the company's fund universe). Search on name words or the
 * ISIN's start, the filters, order and paging are SQL (two queries: the page, and the grouped count
 * of facets and total); no call per fund or per facet value.
 */
export const ownFundSearch = (db: Database): FundSearchSource => ({
  async search(viewer, portalId, query) {
    const { limit } = pageWindow(query);
    const [rows, groups] = await Promise.all([
      limit > 0 ? fundPageQuery(db, viewer.userId, portalId, query) : Promise.resolve([]),
      facetQuery(db, viewer.userId, query),
    ]);
    const setRows = (set: number) => groups.filter((g) => Number(g.set) === set);
    const total = setRows(SET_OF.total)[0]?.total ?? 0;
    return {
      items: rows.map(toSummary),
      total: cappedTotal(Number(total), query.top),
      facets: {
        category: facetCounts(
          'category',
          setRows(SET_OF.category).map((g) => ({ value: g.category, count: Number(g.forCategory) })),
        ),
        currency: facetCounts(
          'currency',
          setRows(SET_OF.currency).map((g) => ({ value: g.currency, count: Number(g.forCurrency) })),
        ),
        region: facetCounts(
          'region',
          setRows(SET_OF.region).map((g) => ({ value: g.region, count: Number(g.forRegion) })),
        ),
      },
    };
  },
});
