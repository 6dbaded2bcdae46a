import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { httpFundDataFeed } from './http-data-feed';
import type { FundFeedSettings } from './feed-client';
import { FEED_GLOBAL_EQUITY, fundFeedServer } from './testing/fund-feed-server';

const KEY = 'data-feed-key-0123456789';
const REF = { isin: FEED_GLOBAL_EQUITY.isin, fundCode: FEED_GLOBAL_EQUITY.fundCode };

/**
 * The fund-data feed's HTTP adapter (issue 18 item 2, §7) against a local server speaking its
 * protocol: fund by ISIN, performance by fund code and a chart's closes cut from it; a 429 then success, a timeout, a
 * malformed answer and a 5xx, each a clear 502/503 with the general technical error, never a 500.
 */
describe('fund data feed: HTTP adapter', () => {
  let feed: Awaited<ReturnType<typeof fundFeedServer>>;
  const warnings: Record<string, unknown>[] = [];
  const log = { warn: (obj: Record<string, unknown>) => warnings.push(obj) } as unknown as FastifyBaseLogger;
  const settings = (over: Partial<FundFeedSettings> = {}): FundFeedSettings => ({
    url: `${feed.url}/v1/`,
    key: KEY,
    timeoutMs: 2000,
    retries: 2,
    cacheMs: 60_000,
    backoffMs: 5,
    ...over,
  });
  const adapter = (over?: Partial<FundFeedSettings>) => httpFundDataFeed(settings(over), log);
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { status, code, messageKey } = error as AppError;
    return { status, code, messageKey };
  };

  beforeAll(async () => {
    feed = await fundFeedServer(KEY, [FEED_GLOBAL_EQUITY]);
  });
  afterAll(() => feed.close());
  beforeEach(() => {
    feed.seen.length = 0;
    warnings.length = 0;
  });

  it('reads fund by ISIN as exact decimals, with the key as a Bearer token, and reuses it', async () => {
    const data = adapter();
    const quote = await data.fund(REF);
    expect(quote).toEqual({
      fundCode: 'HG01',
      fundName: 'Harbourside Global Equity Fund Acc (feed)',
      price: '245.1',
      priceDate: '2025-06-03',
      currency: 'GBP',
      size: '1312500000.50',
      changes: {
        change1d: '0.2044',
        change1w: '-0.5',
        change1m: '1.1000',
        change3m: '3.3',
        change6m: null,
        change1y: '10',
        change3y: '21.5',
        change5y: '40.25',
        changeYtd: '4.0816',
      },
    });
    expect(feed.seen).toEqual([`GET /v1/funds/GB00B0000017 Bearer ${KEY}`]);
    expect(await data.fund(REF)).toBe(quote);
    expect(feed.seen).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('reads performance by fund code: entries oldest first and oldest {y,m,d} as a date', async () => {
    const history = await adapter().performance(REF);
    expect(history).toEqual({
      oldest: '2024-06-03',
      entries: [
        { date: '2024-06-03', price: '222.8181' },
        { date: '2024-12-31', price: '235.5' },
        { date: '2025-01-02', price: '236' },
        { date: '2025-06-02', price: '244.60000000' },
        { date: '2025-06-03', price: '245.1' },
      ],
    });
    expect(feed.seen).toEqual([`GET /v1/performance/HG01 Bearer ${KEY}`]);
    // Without a fund code there is nothing to ask.
    expect(await adapter().performance({ isin: REF.isin, fundCode: null })).toEqual({
      entries: [],
      oldest: null,
    });
    expect(feed.seen).toHaveLength(1);
  });

  it("cuts a chart's closes from the performance entries, from the range's base close", async () => {
    const data = adapter();
    const ytd = await data.prices(REF, 'YTD');
    // YTD is measured from the last close on or before 1 January: 31 December.
    expect(ytd.map((c) => c.date)).toEqual(['2024-12-31', '2025-01-02', '2025-06-02', '2025-06-03']);
    // 1D draws the last 14 days from the close before them, as the database's chart does.
    expect((await data.prices(REF, '1D')).map((c) => c.date)).toEqual([
      '2025-01-02',
      '2025-06-02',
      '2025-06-03',
    ]);
    expect(await data.prices(REF, 'All')).toHaveLength(5);
    // One cached read of the performance serves every range.
    expect(feed.seen).toEqual([`GET /v1/performance/HG01 Bearer ${KEY}`]);
  });

  it('is no quote and no closes for a fund the feed does not know (404)', async () => {
    const unknown = { isin: 'LU0000000045', fundCode: 'MU04' };
    const data = adapter();
    expect(await data.fund(unknown)).toBeNull();
    expect(await data.performance(unknown)).toEqual({ entries: [], oldest: null });
    expect(await data.prices(unknown, '1Y')).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('waits and retries after a 429, then answers', async () => {
    feed.fault(429);
    const quote = await adapter().fund(REF);
    expect(quote?.price).toBe('245.1');
    expect(feed.seen).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('gives up after a timeout on every try: 503 with the general technical error and one warning', async () => {
    feed.fault('hang', 'hang');
    const failed = await failure(adapter({ timeoutMs: 100, retries: 1 }).performance(REF));
    expect(failed).toEqual({ status: 503, code: 'fund_feed_unavailable', messageKey: 'errors.technical' });
    expect(feed.seen).toHaveLength(2);
    expect(warnings).toEqual([expect.objectContaining({ feed: 'data', reason: 'timeout' })]);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  });

  it('treats an answer off the protocol as malformed: 502 at once, no retry, nothing cached', async () => {
    feed.fault('malformed');
    const data = adapter();
    expect(await failure(data.fund(REF))).toEqual({
      status: 502,
      code: 'fund_feed_error',
      messageKey: 'errors.technical',
    });
    expect(feed.seen).toHaveLength(1);
    feed.fault('not-json');
    expect((await failure(data.performance(REF))).status).toBe(502);
    expect(warnings.map((w) => w.reason)).toEqual(['malformed', 'malformed']);
    // The failure is not kept: the next read asks again and answers.
    expect((await data.fund(REF))?.fundCode).toBe('HG01');
  });

  it('refuses a price that is not an exact positive decimal', async () => {
    const bad = await fundFeedServer(KEY, [
      { ...FEED_GLOBAL_EQUITY, entries: [{ date: '2025-06-03', price: 1234567890.1234567 }] },
      {
        ...FEED_GLOBAL_EQUITY,
        isin: 'IE00B0000021',
        fundCode: 'HG02',
        entries: [{ date: '2025-06-03', price: '-1' }],
      },
    ]);
    try {
      const data = httpFundDataFeed(settings({ url: bad.url }), log);
      expect((await failure(data.performance(REF))).status).toBe(502);
      expect((await failure(data.performance({ isin: 'IE00B0000021', fundCode: 'HG02' }))).status).toBe(502);
    } finally {
      await bad.close();
    }
  });

  it('retries a 5xx and is a 502 after the last retry; a wrong key is a 502 without retrying', async () => {
    feed.fault(503, 500, 503);
    expect((await failure(adapter().fund(REF))).status).toBe(502);
    expect(feed.seen).toHaveLength(3);
    expect(warnings[0]).toMatchObject({ reason: 'status', status: 503 });
    expect((await failure(adapter({ key: 'wrong' }).fund(REF))).status).toBe(502);
    expect(feed.seen).toHaveLength(4);
  });
});
