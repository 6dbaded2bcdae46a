import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LOCAL_LOOKUP_LISTS, lookupDescription, type LookupEntry } from '@portal/domain';
import { fetchJsonWithRetries, OutboundFetchError } from '../http/retrying-json-fetch';
import type { LookupSource } from './lookup-source';

export interface RestCountriesSettings {
  /** The REST Countries service, e.g. https://restcountries.com (no key). */
  url: string;
  timeoutMs: number;
  /** Retries of a request that timed out, failed to connect or met a 429 or 5xx. */
  retries: number;
  /** How long a good answer is reused; lists are slow-moving (hours). */
  cacheMs: number;
  /** First backoff (doubling); tests shorten it. */
  backoffMs?: number;
}

const FAILURE_CACHE_MS = 60_000;

/** `GET /v3.1/all?fields=name,cca2`: a list of {name: {common, official}, cca2}. */
const restCountriesAnswer = z
  .array(
    z.object({
      cca2: z.string().regex(/^[A-Z]{2}$/),
      name: z.object({ common: z.string().min(1) }),
    }),
  )
  .min(1);

/**
 * The countries list from a REST Countries service (v3.1): `GET {url}/v3.1/all?fields=name,cca2`,
 * sorted by name. Each request has a timeout and is retried on a timeout, a connection failure, a
 * 429 or a 5xx with exponential backoff (or the Retry-After asked, up to 10 s); an answer off the
 * protocol is malformed and not retried. A good answer is kept for cacheMs. When the service fails
 * the local list answers and one warning is logged (until a read succeeds again). The service has
 * no currency list: currencies always come from the local list.
 */
export function restCountriesSource(settings: RestCountriesSettings, log: FastifyBaseLogger): LookupSource {
  const base = settings.url.replace(/\/+$/, '');
  const host = new URL(base).host;
  const backoffMs = settings.backoffMs ?? 500;
  let good: { at: number; entries: LookupEntry[] } | undefined;
  let failedAt = 0;
  let warned = false;
  let inFlight: Promise<readonly LookupEntry[]> | undefined;

  function request(): Promise<unknown> {
    const url = new URL(`${base}/v3.1/all`);
    url.search = new URLSearchParams({ fields: 'name,cca2' }).toString();
    return fetchJsonWithRetries(url, { timeoutMs: settings.timeoutMs, retries: settings.retries, backoffMs });
  }

  async function readCountries(): Promise<LookupEntry[]> {
    const parsed = restCountriesAnswer.safeParse(await request());
    if (!parsed.success) throw new OutboundFetchError('malformed');
    return parsed.data
      .map((country) => ({ value: country.cca2, description: lookupDescription(country.name.common) }))
      .sort((a, b) => a.description.localeCompare(b.description, 'en'));
  }

  function countries(): Promise<readonly LookupEntry[]> {
    const now = Date.now();
    if (good && now - good.at < settings.cacheMs) return Promise.resolve(good.entries);
    const fallback = good?.entries ?? LOCAL_LOOKUP_LISTS.countries;
    if (now - failedAt < Math.min(settings.cacheMs, FAILURE_CACHE_MS)) return Promise.resolve(fallback);
    if (inFlight) return inFlight;
    const started = Date.now();
    inFlight = readCountries()
      .then(
        (entries) => {
          good = { at: Date.now(), entries };
          failedAt = 0;
          warned = false;
          return entries;
        },
        (error: unknown) => {
          failedAt = Date.now();
          if (!warned) {
            warned = true;
            const { reason, status } =
              error instanceof OutboundFetchError ? error : { reason: 'error', status: undefined };
            log.warn(
              { host, reason, status, ms: Date.now() - started },
              'lookup list from the public API unavailable: answering from the local list',
            );
          }
          return good?.entries ?? LOCAL_LOOKUP_LISTS.countries;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    entries: (list) => (list === 'countries' ? countries() : Promise.resolve(LOCAL_LOOKUP_LISTS[list])),
  };
}
