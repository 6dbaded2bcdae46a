import type { FastifyBaseLogger } from 'fastify';
import { fundFeedClient, type FundFeedSettings } from './feed-client';
import { FUND_FEED_PATHS } from './feed-paths';
import { fundAnswer, performanceAnswer } from './feed-protocol';
import type { FundDataFeed, FundHistory, FundQuote, FundRef } from './fund-feed';
import { closesForRange } from './price-range';
import { ttlCache } from './ttl-cache';

const NO_HISTORY: FundHistory = { entries: [], oldest: null };

/**
 * The external fund-data feed (§7 "data" feed) over HTTP (paths in feed-paths.ts): fund by ISIN and
 * performance by fund code, each reused for cacheMs (they change at most daily). A chart's closes
 * are cut from the performance entries, so the chart and the period returns always agree and one
 * cached read serves both. A fund the feed does not know (404), or one without a fund code, has no
 * quote or closes rather than an error.
 */
export function httpFundDataFeed(settings: FundFeedSettings, log: FastifyBaseLogger): FundDataFeed {
  const get = fundFeedClient('data', settings, log);
  const quotes = ttlCache<FundQuote | null>(settings.cacheMs);
  const histories = ttlCache<FundHistory>(settings.cacheMs);
  const performance = (ref: FundRef): Promise<FundHistory> => {
    const code = ref.fundCode;
    if (!code) return Promise.resolve(NO_HISTORY);
    return histories.get(code, () =>
      get(FUND_FEED_PATHS.performance(code), {}, performanceAnswer, NO_HISTORY),
    );
  };
  return {
    fund: (ref) => quotes.get(ref.isin, () => get(FUND_FEED_PATHS.fund(ref.isin), {}, fundAnswer, null)),
    performance,
    prices: async (ref, range) => closesForRange((await performance(ref)).entries, range),
  };
}
