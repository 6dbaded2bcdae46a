import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { accountFiltersQuery, accountsQuery } from '../../lib/portfolio-api';
import {
  changeClientFilters,
  readClientFilters,
  toAccountsQuery,
  writeClientFilters,
  type ClientFilters,
} from './clients-filters';

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
 * One page of the clients list and the totals of every account that passes the filters: one request,
 * the server applies every filter (letter, search, portfolio type, group, hide empty) and the paging.
 */
export function useClientsPage(portalId: string, filters: ClientFilters) {
  const query = useQuery(accountsQuery(portalId, toAccountsQuery(filters)));
  return {
    rows: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    totals: query.data?.totals ?? null,
    isPending: query.isPending,
    isError: query.isError,
  };
}

/** The filter menus: portfolio types, groups and phone-book letters present among the viewer's accounts. */
export function useAccountFilterOptions(portalId: string) {
  return useQuery(accountFiltersQuery(portalId));
}
