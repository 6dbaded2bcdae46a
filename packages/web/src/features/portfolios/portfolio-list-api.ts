import type { PortfolioListPage } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/portfolio-api';

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
