import type { FastifyBaseLogger } from 'fastify';
import type { LookupListsConfig } from '../config';
import { localLookupSource, type LookupSource } from './lookup-source';
import { restCountriesSource } from './rest-countries';

/** LOOKUP_LISTS_URL set: countries from that REST Countries service; else the local lists. */
export function lookupSourceFromConfig(config: LookupListsConfig, log: FastifyBaseLogger): LookupSource {
  if (!config.url) return localLookupSource;
  return restCountriesSource(
    { url: config.url, timeoutMs: config.timeoutMs, retries: config.retries, cacheMs: config.cacheMs },
    log,
  );
}
