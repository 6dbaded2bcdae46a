import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { apiFetch } from '../../lib/api-client';
import { accountsQuery, queryString } from '../../lib/portfolio-api';
import type { AccountListItem, Paged } from '../../lib/portfolio-types';
import {
  applyLocalFilters,
  changeClientFilters,
  needsLocalFiltering,
  readClientFilters,
  toAccountsQuery,
  writeClientFilters,
  CLIENTS_PAGE_SIZE,
  type ClientFilters,
} from './clients-filters';

const MAX_PAGE = 100;

/** Every account of a search, in pages of 100 fetched side by side after the first. */
async function fetchAllAccounts(portalId: string, search: string): Promise<AccountListItem[]> {
  const path = (page: number) =>
    `/portals/${encodeURIComponent(portalId)}/accounts${queryString({ search: search || undefined, page, pageSize: MAX_PAGE })}`;
  const first = await apiFetch<Paged<AccountListItem>>(path(1));
  const pages = Math.ceil(first.total / MAX_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => apiFetch<Paged<AccountListItem>>(path(i + 2))),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** All the viewer's accounts in a portal (headline figures, phone-book letters). */
export function useAllAccounts(portalId: string, search = '', enabled = true) {
  return useQuery({
    queryKey: ['portals', portalId, 'accounts', 'all', search],
    queryFn: () => fetchAllAccounts(portalId, search),
    enabled,
    staleTime: 60_000,
  });
}

/** The filters in the address bar and a setter (any change but the page goes back to page 1). */
export function useClientFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readClientFilters(params);
  const setFilters = useCallback(
    (change: Partial<ClientFilters>) =>
      setParams((current) => writeClientFilters(changeClientFilters(readClientFilters(current), change)), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, setFilters };
}

/**
 * One page of the clients list: from the server (search and paging) when only server filters are on;
 * otherwise every row of the search is read and the other filters and the paging applied here.
 */
export function useClientsPage(portalId: string, filters: ClientFilters) {
  const local = needsLocalFiltering(filters);
  const server = useQuery({ ...accountsQuery(portalId, toAccountsQuery(filters)), enabled: !local });
  const all = useAllAccounts(portalId, filters.search.trim(), local);
  if (!local) {
    return {
      rows: server.data?.items ?? [],
      total: server.data?.total ?? 0,
      isPending: server.isPending,
      isError: server.isError,
    };
  }
  const filtered = applyLocalFilters(all.data ?? [], filters);
  const start = (filters.page - 1) * CLIENTS_PAGE_SIZE;
  return {
    rows: filtered.slice(start, start + CLIENTS_PAGE_SIZE),
    total: filtered.length,
    isPending: all.isPending,
    isError: all.isError,
  };
}
