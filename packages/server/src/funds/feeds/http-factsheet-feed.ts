import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FundDocument } from '@portal/domain';
import { AppError } from '../../http/errors';
import { fundFeedClient, type FundFeedSettings } from './feed-client';
import { FUND_FEED_PATHS } from './feed-paths';
import { factsheetsAnswer } from './feed-protocol';
import type { FeedFactsheet, FundFactsheetFeed, FundRef } from './fund-feed';
import { ttlCache } from './ttl-cache';

/**
 * The external factsheet feed (§7 "factsheet" feed, the data provider's "factsheet URL") over HTTP:
 * a fund's factsheets by ISIN, reused for cacheMs. The browser is handed each factsheet's public
 * address at the feed (decision "fund-data feeds"), so an address that carries the key, in any
 * spelling, is dropped with a warning rather than shown.
 */
export function httpFactsheets(settings: FundFeedSettings, log: FastifyBaseLogger) {
  const get = fundFeedClient('factsheet', settings, log);
  const cache = ttlCache<FeedFactsheet[]>(settings.cacheMs);
  const key = settings.key;
  const carriesKey = (url: string) =>
    !!key &&
    [url, safeDecode(url)].some((text) => text.includes(key) || text.includes(encodeURIComponent(key)));
  return (ref: FundRef): Promise<FeedFactsheet[]> =>
    cache.get(ref.isin, async () => {
      const factsheets = await get(FUND_FEED_PATHS.factsheets(ref.isin), {}, factsheetsAnswer, []);
      const safe = factsheets.filter((f) => !carriesKey(f.url));
      if (safe.length < factsheets.length)
        log.warn(
          { feed: 'factsheet', dropped: factsheets.length - safe.length },
          'factsheet address carries the key: not shown',
        );
      return safe;
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A feed factsheet as a fund document of the drawer: a link to the feed's site, not a download. */
export function factsheetDocument(factsheet: FeedFactsheet): FundDocument {
  const path = new URL(factsheet.url).pathname;
  const fileName = safeDecode(path.slice(path.lastIndexOf('/') + 1)) || factsheet.name;
  return {
    id: `factsheet-${createHash('sha256').update(factsheet.url).digest('hex').slice(0, 24)}`,
    name: factsheet.name,
    type: 'Factsheet',
    fileName,
    size: null,
    createdAt: factsheet.date,
    url: factsheet.url,
    language: factsheet.language,
    external: true,
  };
}

/**
 * The fund's documents with an external factsheet feed configured: the library's own documents
 * (its access policy as ever) followed by the feed's factsheets, newest first.
 */
export function withFeedFactsheets(
  own: FundFactsheetFeed,
  factsheets: (ref: FundRef) => Promise<FeedFactsheet[]>,
): FundFactsheetFeed {
  return {
    async documents(ref, reader) {
      const [mine, theirs] = await Promise.all([own.documents(ref, reader), factsheets(ref)]);
      const sorted = [...theirs].sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name));
      return [...mine, ...sorted.map(factsheetDocument)];
    },
    // The details' count: a factsheet feed that fails (already logged) leaves the details up with
    // the library's count; the documents tab then shows the error itself.
    async count(ref, reader) {
      const [mine, theirs] = await Promise.all([
        own.count(ref, reader),
        factsheets(ref).catch((error: unknown) => {
          if (error instanceof AppError) return [];
          throw error;
        }),
      ]);
      return mine + theirs.length;
    },
  };
}
