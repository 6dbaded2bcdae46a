import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@portal/domain';
import { rangeStart } from '../fund-repository';
import { fundFeedClient, type FundFeedSettings } from './feed-client';
import { FUND_FEED_PATHS } from './feed-paths';
import { fundAnswer, performanceAnswer, pricesAnswer } from './feed-protocol';
import type { FundDataFeed, FundHistory, FundQuote } from './fund-feed';
import { closesForRange } from './price-range';
import { ttlCache } from './ttl-cache';

/**
 * A range's base close can be older than its start date (no close that day; a feed's last close a
 * few days behind today): ask this many days more than the range and trim to the base close.
 */
const RANGE_MARGIN_DAYS = 45;

const NO_HISTORY: FundHistory = { entries: [], oldest: null };

/**
 * The external fund-data feed (§7 "data" feed) over HTTP (paths in feed-paths.ts): fund by ISIN,
 * performance by fund code, closes by fund code and dates. Quotes and performance change at most
 * daily and are reused for cacheMs; a chart's closes are asked per request. A fund the feed does
 * not know (404), or one without a fund code, has no quote or closes rather than an error.
 */
export function httpFundDataFeed(
  settings: FundFeedSettings,
  log: FastifyBaseLogger,
  today: () => string = () => new Date().toISOString().slice(0, 10),
): FundDataFeed {
  const get = fundFeedClient('data', settings, log);
  const quotes = ttlCache<FundQuote | null>(settings.cacheMs);
  const histories = ttlCache<FundHistory>(settings.cacheMs);
  return {
    fund: (ref) => quotes.get(ref.isin, () => get(FUND_FEED_PATHS.fund(ref.isin), {}, fundAnswer, null)),
    performance(ref) {
      const code = ref.fundCode;
      if (!code) return Promise.resolve(NO_HISTORY);
      return histories.get(code, () =>
        get(FUND_FEED_PATHS.performance(code), {}, performanceAnswer, NO_HISTORY),
      );
    },
    async prices(ref, range) {
      if (!ref.fundCode) return [];
      const start = rangeStart(range, today());
      const query: Record<string, string> = start ? { from: addDays(start, -RANGE_MARGIN_DAYS) } : {};
      const closes = await get(FUND_FEED_PATHS.prices(ref.fundCode), query, pricesAnswer, []);
      return closesForRange(closes, range);
    },
  };
}
