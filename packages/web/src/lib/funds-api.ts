import type {
  FundDetails,
  FundDocument,
  FundFacets,
  FundList,
  FundPriceRange,
  FundPrices,
  FundSpotlight,
  FundSummary,
} from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch, deleteJson } from './api-client';
import { queryString } from './portfolio-api';

/** The investments explorer's API: paths, query keys and fetchers (server: packages/server/src/funds). */

const seg = encodeURIComponent;
const fundsPath = (portalId: string) => `/portals/${seg(portalId)}/funds`;
const fundPath = (portalId: string, fundId: string) => `${fundsPath(portalId)}/${seg(fundId)}`;

export interface FundsQuery {
  q?: string | undefined;
  category?: string | undefined;
  region?: string | undefined;
  currency?: string | undefined;
  esgMin?: number | undefined;
  favourites?: true | undefined;
  page: number;
  pageSize: number;
}

/** Every explorer query of a portal starts with this key (favourite changes touch them all). */
export const fundsKey = (portalId: string) => ['portals', portalId, 'funds'] as const;

export const fundsQuery = (portalId: string, query: FundsQuery) =>
  queryOptions({
    queryKey: [...fundsKey(portalId), 'list', query],
    queryFn: () =>
      apiFetch<FundList>(
        `${fundsPath(portalId)}${queryString({ ...query, favourites: query.favourites ? 'only' : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** §7 funds spotlight: the portal's promoted funds (slow-moving: the admin's setting). */
export const fundSpotlightQuery = (portalId: string) =>
  queryOptions({
    queryKey: [...fundsKey(portalId), 'spotlight'],
    queryFn: () => apiFetch<FundSpotlight>(`${fundsPath(portalId)}/spotlight`),
    staleTime: 5 * 60_000,
  });

/** A fund's details by id, or by ISIN (the fund page of a holding). */
export const fundQuery = (portalId: string, fundId: string) =>
  queryOptions({
    queryKey: [...fundsKey(portalId), 'detail', fundId],
    queryFn: () => apiFetch<FundDetails>(fundPath(portalId, fundId)),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export const fundPricesQuery = (portalId: string, fundId: string, range: FundPriceRange) =>
  queryOptions({
    queryKey: [...fundsKey(portalId), 'prices', fundId, range],
    queryFn: () => apiFetch<FundPrices>(`${fundPath(portalId, fundId)}/prices${queryString({ range })}`),
    staleTime: 5 * 60_000,
  });

export const fundDocumentsQuery = (portalId: string, fundId: string) =>
  queryOptions({
    queryKey: [...fundsKey(portalId), 'documents', fundId],
    queryFn: () => apiFetch<{ items: FundDocument[] }>(`${fundPath(portalId, fundId)}/documents`),
  });

export function setFundFavourite(portalId: string, fundId: string, favourite: boolean) {
  const path = `${fundPath(portalId, fundId)}/favourite`;
  return favourite
    ? apiFetch<{ favourite: boolean }>(path, { method: 'PUT' })
    : deleteJson<{ favourite: boolean }>(path);
}

export type { FundDetails, FundDocument, FundFacets, FundList, FundSummary };
