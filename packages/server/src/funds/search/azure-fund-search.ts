import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FUND_FACETS, type FundFacet, type FundListQuery, type FundSummary } from '@portal/domain';
import type { Database } from '../../db/client';
import { fundFavourites, funds } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { fetchJsonWithRetries, OutboundFetchError } from '../../http/retrying-json-fetch';
import { favouriteOf } from '../fund-repository';
import {
  FACET_VALUES,
  filterOf,
  orderByOf,
  searchAnswer,
  searchText,
  type FundDocument,
  type SearchAnswer,
} from './azure-search-protocol';
import { facetCounts, NO_FACETS } from './facet-counts';
import { cappedTotal, pageWindow, type FundSearchSource } from './fund-search-source';

export interface AzureFundSearchSettings {
  /** The search service, e.g. https://funds-search.search.windows.net. */
  url: string;
  /** A query key, sent as the api-key header only: never logged, never sent to a browser. */
  key: string;
  index: string;
  apiVersion: string;
  timeoutMs: number;
  /** Retries of a request that timed out, failed to connect or met a 429 or 5xx. */
  retries: number;
  /** How long an answer to the same request is reused (fund data moves daily). */
  cacheMs: number;
  /** First backoff (doubling); tests shorten it. */
  backoffMs?: number;
}

const CACHE_ENTRIES = 500;

/**
 * The explorer's search through a fund-data search service speaking Azure AI Search (the §7 third
 * party: filters by category and currency, search on name and ISIN, ordering, top count, facets).
 * A page is one request with the facets whose filter is unset; each facet that is filtered is one
 * more request (no rows, that facet only, its own filter left out: the service counts facets under
 * the whole filter), all at once. Each request has a timeout and is retried on a timeout, a
 * connection failure, a 429 or a 5xx; an answer off the protocol is malformed. A failure is a 502
 * with the §8 texts ('Network Error', or the technical error for a malformed answer) and one log
 * line, never a 500. Favourites stay ours: "favourites only" sends the viewer's favourite ISINs, and
 * each hit is matched to our fund (its id and star) by ISIN.
 */
export function azureFundSearch(
  settings: AzureFundSearchSettings,
  db: Database,
  log: FastifyBaseLogger,
): FundSearchSource {
  const base = settings.url.replace(/\/+$/, '');
  const host = new URL(base).host;
  const backoffMs = settings.backoffMs ?? 300;
  const cache = new Map<string, { at: number; answer: SearchAnswer }>();

  async function request(params: [string, string][]): Promise<SearchAnswer> {
    const url = new URL(`${base}/indexes/${encodeURIComponent(settings.index)}/docs`);
    url.search = new URLSearchParams([['api-version', settings.apiVersion], ...params]).toString();
    const key = url.toString();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < settings.cacheMs) return hit.answer;
    const started = Date.now();
    try {
      const body = await fetchJsonWithRetries(url, {
        timeoutMs: settings.timeoutMs,
        retries: settings.retries,
        backoffMs,
        headers: { 'api-key': settings.key },
      });
      const parsed = searchAnswer.safeParse(body);
      if (!parsed.success) throw new OutboundFetchError('malformed');
      cache.delete(key);
      cache.set(key, { at: Date.now(), answer: parsed.data });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return parsed.data;
    } catch (error) {
      const { reason, status } =
        error instanceof OutboundFetchError ? error : { reason: 'error' as const, status: undefined };
      log.warn({ host, reason, status, ms: Date.now() - started }, 'fund search service did not answer');
      if (reason === 'malformed') throw new AppError(502, 'provider_error', 'errors.technical');
      throw new AppError(502, 'network_error', 'errors.network');
    }
  }

  /** The viewer's favourite ISINs (for favourites only). */
  async function favouriteIsins(userId: string): Promise<string[]> {
    const rows = await db
      .select({ isin: funds.isin })
      .from(fundFavourites)
      .innerJoin(funds, eq(funds.id, fundFavourites.fundId))
      .where(eq(fundFavourites.userId, userId));
    return rows.map((r) => r.isin);
  }

  /** Our fund id and the viewer's star for each hit, by ISIN; a fund we do not hold keeps its ISIN as id. */
  async function summaries(userId: string, docs: FundDocument[]): Promise<FundSummary[]> {
    if (docs.length === 0) return [];
    const ours = await db
      .select({ id: funds.id, isin: funds.isin, favouriteId: fundFavourites.id })
      .from(funds)
      .leftJoin(fundFavourites, favouriteOf(userId))
      .where(
        and(
          inArray(
            funds.isin,
            docs.map((d) => d.isin),
          ),
          eq(funds.active, true),
        ),
      );
    const byIsin = new Map(ours.map((row) => [row.isin, row]));
    return docs.map(({ category, ...doc }) => {
      const own = byIsin.get(doc.isin);
      return { ...doc, id: own?.id ?? doc.isin, assetClass: category, favourite: !!own?.favouriteId };
    });
  }

  return {
    async search(viewer, _portalId, query: FundListQuery) {
      const favourites = query.favourites ? await favouriteIsins(viewer.userId) : undefined;
      if (favourites?.length === 0) return { items: [], total: 0, facets: NO_FACETS };
      const { search, isin } = searchText(query.q);
      const extra = { isin, favouriteIsins: favourites };
      const common: [string, string][] = [
        ['search', search],
        ['searchFields', 'name,isin'],
        ['searchMode', 'all'],
      ];
      const withFilter = (filter: string | undefined): [string, string][] =>
        filter ? [...common, ['$filter', filter]] : common;
      const facetParam = (facet: FundFacet): [string, string] => ['facet', `${facet},count:${FACET_VALUES}`];
      const filtered = FUND_FACETS.filter((facet) => query[facet] !== undefined);
      const { offset, limit } = pageWindow(query);
      const [page, ...own] = await Promise.all([
        request([
          ...withFilter(filterOf(query, extra)),
          ['$orderby', orderByOf(query.sort)],
          ['$top', String(limit)],
          ['$skip', String(offset)],
          ['$count', 'true'],
          ...FUND_FACETS.filter((f) => !filtered.includes(f)).map(facetParam),
        ]),
        ...filtered.map((facet) =>
          request([...withFilter(filterOf(query, extra, facet)), ['$top', '0'], facetParam(facet)]),
        ),
      ]);
      const answerOf = (facet: FundFacet) => {
        const at = filtered.indexOf(facet);
        return at < 0 ? page! : own[at]!;
      };
      const countsOf = (facet: FundFacet) =>
        facetCounts(
          facet,
          (answerOf(facet)['@search.facets']?.[facet] ?? []).map(({ value, count }) => ({
            value: value === null ? null : String(value),
            count,
          })),
        );
      return {
        items: await summaries(viewer.userId, page!.value.slice(0, limit)),
        total: cappedTotal(page!['@odata.count'] ?? page!.value.length, query.top),
        facets: {
          category: countsOf('category'),
          currency: countsOf('currency'),
          region: countsOf('region'),
        },
      };
    },
  };
}
