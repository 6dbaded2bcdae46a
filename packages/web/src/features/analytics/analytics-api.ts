import type {
  AnalyticsPeriod,
  AnalyticsSummary,
  AnalyticsTab,
  AnalyticsTabPage,
  AnalyticsView,
} from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/portfolio-api';

/** The analytics API's paths and query keys (§2 Analytics). */

const seg = encodeURIComponent;

export interface AnalyticsFilter {
  period: AnalyticsPeriod;
  view: AnalyticsView;
  /** Only for a custom period. */
  from?: string;
  to?: string;
}

const filterQuery = (filter: AnalyticsFilter) => ({
  period: filter.period,
  view: filter.view,
  from: filter.period === 'custom' ? filter.from : undefined,
  to: filter.period === 'custom' ? filter.to : undefined,
});

export const analyticsKey = (portalId: string) => ['analytics', portalId] as const;

export const analyticsSummaryQuery = (portalId: string, filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: [...analyticsKey(portalId), 'summary', filterQuery(filter)],
    queryFn: () =>
      apiFetch<AnalyticsSummary>(`/portals/${seg(portalId)}/analytics${queryString(filterQuery(filter))}`),
    placeholderData: keepPreviousData,
  });

export const analyticsTabQuery = (
  portalId: string,
  filter: AnalyticsFilter,
  tab: AnalyticsTab,
  page: { page?: number; pageSize?: number; cursor?: string | null },
) =>
  queryOptions({
    queryKey: [...analyticsKey(portalId), 'tab', tab, filterQuery(filter), page],
    queryFn: () =>
      apiFetch<AnalyticsTabPage>(
        `/portals/${seg(portalId)}/analytics/${seg(tab)}${queryString({
          ...filterQuery(filter),
          page: page.page,
          pageSize: page.pageSize,
          cursor: page.cursor,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
