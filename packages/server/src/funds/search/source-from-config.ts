import type { FastifyBaseLogger } from 'fastify';
import type { FundSearchConfig } from '../../config';
import type { Database } from '../../db/client';
import { azureFundSearch } from './azure-fund-search';
import type { FundSearchSource } from './fund-search-source';
import { ownFundSearch } from './own-fund-search';

/** FUND_SEARCH_URL (with its key) set: the fund-data search service; else our own funds table. */
export function fundSearchFromConfig(
  config: FundSearchConfig,
  db: Database,
  log: FastifyBaseLogger,
): FundSearchSource {
  if (!config.url || !config.key) return ownFundSearch(db);
  return azureFundSearch(
    {
      url: config.url,
      key: config.key,
      index: config.index,
      apiVersion: config.apiVersion,
      timeoutMs: config.timeoutMs,
      retries: config.retries,
      cacheMs: config.cacheMs,
    },
    db,
    log,
  );
}
