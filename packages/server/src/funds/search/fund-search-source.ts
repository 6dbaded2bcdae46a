import type { FundFacets, FundListQuery, FundSummary, Viewer } from '@portal/domain';

/** One answer of the explorer's search: a page of funds, how many match, the facets' counts. */
export interface FundSearchResult {
  items: FundSummary[];
  /** Funds matching (at most the query's top count). */
  total: number;
  facets: FundFacets;
}

/**
 * Where the investments explorer searches (§2, §7 "a fund-data search service: filters by category
 * and currency, search on name and ISIN, ordering, top count, facets"). Every source takes the
 * same query and answers the same shape; favourites are always ours (per user, fund_favourites).
 * Our own funds table is the default; a configured search service is the alternative.
 */
export interface FundSearchSource {
  search(viewer: Viewer, portalId: string, query: FundListQuery): Promise<FundSearchResult>;
}

/** The rows of a page under a top count: the offset, and how many (0 past the top). */
export function pageWindow(query: Pick<FundListQuery, 'page' | 'pageSize' | 'top'>) {
  const offset = (query.page - 1) * query.pageSize;
  const limit =
    query.top === undefined ? query.pageSize : Math.max(0, Math.min(query.pageSize, query.top - offset));
  return { offset, limit };
}

/** The total a search reports: the matches, cut at the top count. */
export const cappedTotal = (matches: number, top: number | undefined) =>
  top === undefined ? matches : Math.min(matches, top);
