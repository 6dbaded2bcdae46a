import type { FastifyBaseLogger } from 'fastify';
import type { FundDocument } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import type { FundFeedSettings } from './feed-client';
import type { FundFactsheetFeed, FundReader } from './fund-feed';
import { httpFactsheets, withFeedFactsheets } from './http-factsheet-feed';
import { FEED_GLOBAL_EQUITY, fundFeedServer } from './testing/fund-feed-server';

const KEY = 'factsheet-key-9876543210';
const REF = { isin: FEED_GLOBAL_EQUITY.isin, fundCode: FEED_GLOBAL_EQUITY.fundCode };
const READER = { portalId: 'p', fundId: 'f' } as FundReader;

/** The library's own documents of the fund (our database's side, which the route test covers). */
const LIBRARY_DOC: FundDocument = {
  id: 'doc-1',
  name: 'KIID',
  type: 'KIID',
  fileName: 'kiid.pdf',
  size: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
  url: '/api/portals/p/library/documents/doc-1/file',
};
const library: FundFactsheetFeed = {
  documents: () => Promise.resolve([LIBRARY_DOC]),
  count: () => Promise.resolve(1),
};

/**
 * The factsheet feed's HTTP adapter (issue 18 item 2, §7 "factsheet URL") against a local server
 * speaking its protocol: factsheets by ISIN after the library's documents, a 429 then success, a
 * timeout (503), a malformed answer (502), and an address carrying the key never handed out.
 */
describe('fund factsheet feed: HTTP adapter', () => {
  let feed: Awaited<ReturnType<typeof fundFeedServer>>;
  const warnings: Record<string, unknown>[] = [];
  const log = { warn: (obj: Record<string, unknown>) => warnings.push(obj) } as unknown as FastifyBaseLogger;
  const settings = (over: Partial<FundFeedSettings> = {}): FundFeedSettings => ({
    url: feed.url,
    key: KEY,
    timeoutMs: 2000,
    retries: 2,
    cacheMs: 60_000,
    backoffMs: 5,
    ...over,
  });
  const adapter = (over?: Partial<FundFeedSettings>) =>
    withFeedFactsheets(library, httpFactsheets(settings(over), log));
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, messageKey: (error as AppError).messageKey };
  };

  beforeAll(async () => {
    feed = await fundFeedServer(KEY, [
      FEED_GLOBAL_EQUITY,
      {
        ...FEED_GLOBAL_EQUITY,
        isin: 'IE00B0000021',
        fundCode: 'HG02',
        factsheets: [
          {
            name: 'Signed',
            language: 'en',
            date: '2025-05-01',
            url: `https://docs.example.com/f.pdf?token=${KEY}`,
          },
          { name: 'Public', date: '2025-05-01', url: 'https://docs.example.com/g%20h.pdf' },
        ],
      },
      {
        ...FEED_GLOBAL_EQUITY,
        isin: 'GB00B0000033',
        fundCode: 'LU03',
        factsheets: [{ name: 'Script', date: '2025-05-01', url: 'javascript:alert(1)' }],
      },
    ]);
  });
  afterAll(() => feed.close());
  beforeEach(() => {
    feed.seen.length = 0;
    warnings.length = 0;
  });

  it("lists the library's documents, then the feed's factsheets newest first as external links", async () => {
    const factsheets = adapter();
    const items = await factsheets.documents(REF, READER);
    expect(items).toEqual([
      LIBRARY_DOC,
      {
        id: expect.stringMatching(/^factsheet-[0-9a-f]{24}$/),
        name: 'Harbourside Global Equity factsheet',
        type: 'Factsheet',
        fileName: 'GB00B0000017-en.pdf',
        size: null,
        createdAt: '2025-05-31',
        url: 'https://docs.example.com/factsheets/GB00B0000017-en.pdf',
        language: 'en',
        external: true,
      },
      expect.objectContaining({ language: 'el', createdAt: '2025-04-30', external: true }),
    ]);
    expect(feed.seen).toEqual([`GET /factsheets/GB00B0000017 Bearer ${KEY}`]);
    // Factsheets are slow-moving: the count and a second read come from the cache.
    expect(await factsheets.count(REF, READER)).toBe(3);
    expect(feed.seen).toHaveLength(1);
  });

  it('never hands out an address that carries the key; a fund the feed does not know has none', async () => {
    const items = await adapter().documents({ isin: 'IE00B0000021', fundCode: 'HG02' }, READER);
    expect(items.map((d) => [d.name, d.fileName, d.language])).toEqual([
      ['KIID', 'kiid.pdf', undefined],
      ['Public', 'g h.pdf', null],
    ]);
    expect(warnings).toEqual([expect.objectContaining({ dropped: 1 })]);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
    expect(await adapter().documents({ isin: 'LU0000000045', fundCode: null }, READER)).toEqual([
      LIBRARY_DOC,
    ]);
  });

  it('waits and retries after a 429, then answers', async () => {
    feed.fault(429);
    expect(await adapter().count(REF, READER)).toBe(3);
    expect(feed.seen).toHaveLength(2);
  });

  it('gives up after a timeout on every try: 503 with the general technical error', async () => {
    feed.fault('hang', 'hang', 'hang');
    expect(await failure(adapter({ timeoutMs: 100 }).documents(REF, READER))).toEqual({
      status: 503,
      messageKey: 'errors.technical',
    });
    expect(feed.seen).toHaveLength(3);
    expect(warnings).toEqual([expect.objectContaining({ feed: 'factsheet', reason: 'timeout' })]);
    // The details' count does not fail with it: the library's documents alone.
    feed.fault('hang', 'hang', 'hang');
    expect(await adapter({ timeoutMs: 100 }).count(REF, READER)).toBe(1);
    expect(warnings).toHaveLength(2);
  });

  it('treats an answer off the protocol, or an address that is not http(s), as malformed: 502', async () => {
    feed.fault('malformed');
    expect(await failure(adapter().documents(REF, READER))).toEqual({
      status: 502,
      messageKey: 'errors.technical',
    });
    expect(feed.seen).toHaveLength(1);
    expect(
      (await failure(adapter().documents({ isin: 'GB00B0000033', fundCode: 'LU03' }, READER))).status,
    ).toBe(502);
  });
});
