import type { FastifyBaseLogger } from 'fastify';
import type { FundFeedsConfig } from '../../config';
import type { Database } from '../../db/client';
import type { FundFeeds } from './fund-feed';
import { httpFundDataFeed } from './http-data-feed';
import { httpFactsheets, withFeedFactsheets } from './http-factsheet-feed';
import { ownFundFeeds } from './own-feeds';

/** FUND_DATA_URL / FUND_FACTSHEET_URL set: that external feed; otherwise our own database. */
export function fundFeedsFromConfig(
  config: FundFeedsConfig,
  db: Database,
  log: FastifyBaseLogger,
): FundFeeds {
  const own = ownFundFeeds(db);
  const settings = (feed: { url: string; key: string | undefined }) => ({
    ...feed,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
    cacheMs: config.cacheMs,
  });
  return {
    data: config.data ? httpFundDataFeed(settings(config.data), log) : own.data,
    factsheets: config.factsheet
      ? withFeedFactsheets(own.factsheets, httpFactsheets(settings(config.factsheet), log))
      : own.factsheets,
  };
}
