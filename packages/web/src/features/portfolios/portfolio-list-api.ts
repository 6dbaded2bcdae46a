import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/portfolio-api';

/** A row of GET /api/portals/:portalId/portfolios. Money is a decimal string in its own currency. */
export interface PortfolioListItem {
  id: string;
  name: string;
  type: string | null;
  value: string | null;
  currency: string | null;
  accountId: string;
  accountName: string;
  accountExternalId: string | null;
}

export interface PortfolioListPage {
  items: PortfolioListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const PORTFOLIO_LIST_PAGE_SIZE = 50;

export const portfolioListQuery = (portalId: string, query: { search: string; page: number }) =>
  queryOptions({
    queryKey: ['portals', portalId, 'portfolios', 'list', query],
    queryFn: () =>
      apiFetch<PortfolioListPage>(
        `/portals/${encodeURIComponent(portalId)}/portfolios${queryString({
          search: query.search,
          page: query.page,
          pageSize: PORTFOLIO_LIST_PAGE_SIZE,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
