import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { accountFiltersQuery, accountsQuery } from '../../lib/portfolio-api';
import type { AccountListItem, AccountsPage } from '../../lib/portfolio-types';
import {
  changeClientFilters,
  readClientFilters,
  toAccountsQuery,
  writeClientFilters,
  type ClientFilters,
} from './clients-filters';

/**
 * The filters in the address bar and a setter (any change but the page goes back to page 1); both
 * keep their identity while the address does (the overview is memoised on them).
 */
export function useClientFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readClientFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<ClientFilters>) =>
      setParams((current) => writeClientFilters(changeClientFilters(readClientFilters(current), change)), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, setFilters };
}

export interface ClientsPage {
  rows: AccountListItem[];
  total: number;
  totals: AccountsPage['totals'] | null;
  isPending: boolean;
  isError: boolean;
}
const NO_ROWS: AccountListItem[] = [];

/**
 * One page of the clients list and the totals of every account that passes the filters: one request,
 * the server applies every filter (letter, search, portfolio type, group, hide empty) and the paging.
 * The answer is a deferred value, drawn in a render React can split (ClientsScreen, decision 137).
 */
export function useClientsPage(portalId: string, filters: ClientFilters): ClientsPage {
  const query = useQuery(accountsQuery(portalId, toAccountsQuery(filters)));
  const data = useDeferredValue(query.data);
  const isError = query.isError;
  return useMemo(
    () => ({
      rows: data?.items ?? NO_ROWS,
      total: data?.total ?? 0,
      totals: data?.totals ?? null,
      // As the query's own isPending: no answer yet, and no error.
      isPending: data === undefined && !isError,
      isError,
    }),
    [data, isError],
  );
}

/** The filter menus: portfolio types, groups and phone-book letters present among the viewer's accounts. */
export function useAccountFilterOptions(portalId: string) {
  return useQuery(accountFiltersQuery(portalId));
}
