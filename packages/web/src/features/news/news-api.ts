import type { NewsArticle, NewsPage, PostTag } from '@portal/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/portfolio-api';

/** The news API's paths and query keys (§2 News and insights). */

const seg = encodeURIComponent;
/** Teasers per page: a 3 × 4 grid on a wide screen. */
export const NEWS_PAGE = 12;

export const newsKey = (portalId: string) => ['news', portalId] as const;

/** Teaser pages of one tag (or all), loaded one after another ("Load more"). */
export const newsPagesQuery = (portalId: string, tag: PostTag | null) =>
  infiniteQueryOptions({
    queryKey: [...newsKey(portalId), 'list', tag ?? 'all'],
    queryFn: ({ pageParam }) =>
      apiFetch<NewsPage>(
        `/portals/${seg(portalId)}/news${queryString({ tag, page: pageParam, pageSize: NEWS_PAGE })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const articleQuery = (portalId: string, slug: string) =>
  queryOptions({
    queryKey: [...newsKey(portalId), 'article', slug],
    queryFn: () => apiFetch<NewsArticle>(`/portals/${seg(portalId)}/news/${seg(slug)}`),
    // An unknown or withdrawn article is a 404: asking again will not change that.
    retry: false,
  });
