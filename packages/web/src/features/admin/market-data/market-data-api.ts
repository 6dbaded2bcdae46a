import type {
  CorrectionResult,
  InstrumentList,
  PriceCorrectionInput,
  RateCorrectionInput,
  StaleHoldingList,
} from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../../lib/api-client';

/** The admin "Market data" API (/api/market-data): paths, query keys and fetchers in one place. */

const ROOT = ['market-data'] as const;

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const instrumentsQuery = (params: { q: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...ROOT, 'instruments', params],
    queryFn: () => apiFetch<InstrumentList>(withQuery('/market-data/instruments', params)),
    placeholderData: keepPreviousData,
  });

export const staleHoldingsQuery = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...ROOT, 'stale-holdings', params],
    queryFn: () => apiFetch<StaleHoldingList>(withQuery('/market-data/stale-holdings', params)),
    placeholderData: keepPreviousData,
  });

/** Every market-data query: what a correction makes stale. */
export const marketDataKey = ROOT;

export const correctPrice = (body: PriceCorrectionInput) =>
  postJson<CorrectionResult>('/market-data/price-corrections', body);

export const correctRate = (body: RateCorrectionInput) =>
  postJson<CorrectionResult>('/market-data/rate-corrections', body);
