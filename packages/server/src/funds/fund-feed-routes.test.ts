import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { FEED_GLOBAL_EQUITY, fundFeedServer } from './feeds/testing/fund-feed-server';
import { createFundWorld, type FundWorld } from './testing/fund-fixtures';

const KEY = 'route-feed-key-0123456789';

/**
 * The fund drawer's routes with the §7 fund-data feeds configured (FUND_DATA_URL, FUND_FACTSHEET_URL,
 * both served by a local server speaking the feeds' protocol): details, chart and documents carry
 * the feed's figures, not the database's; a fund the feed does not know keeps the universe's row;
 * a feed that answers off the protocol is a 502 with the general technical error; no key reaches
 * the browser.
 */
describe('funds API through the fund-data feeds', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let world: AccessWorld;
  let f: FundWorld;
  let feed: Awaited<ReturnType<typeof fundFeedServer>>;
  const fund = (id: string) => `/api/portals/${world.portalA}/funds/${id}`;

  beforeAll(async () => {
    feed = await fundFeedServer(KEY, [FEED_GLOBAL_EQUITY]);
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    f = await createFundWorld(db.db, { portalA: world.portalA, portalB: world.portalB });
    app = await buildApp({
      config: testConfig({
        RATE_LIMIT_MAX: '5000',
        FUND_DATA_URL: feed.url,
        FUND_DATA_KEY: KEY,
        FUND_FACTSHEET_URL: feed.url,
        FUND_FACTSHEET_KEY: KEY,
        // One retry: a keep-alive socket the local server has just closed is a network error.
        FUND_FEEDS_RETRIES: '1',
        FUND_FEEDS_TIMEOUT_MS: '2000',
        // Every read asks the feed, so a fault queued by a test meets the next request.
        FUND_FEEDS_CACHE_MS: '0',
      }),
      database: db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await feed?.close();
  });

  async function get(url: string) {
    const cookie = await sessionCookie(db.db, world.users.investor);
    return app.inject({ method: 'GET', url, headers: { cookie } });
  }

  it("answers the details with the feed's quote and returns computed from its performance", async () => {
    const response = await get(fund(f.funds.globalEquity));
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      id: f.funds.globalEquity,
      isin: 'GB00B0000017',
      name: 'Harbourside Global Equity Fund Acc (feed)',
      fundCode: 'HG01',
      // The universe's own fields the feed does not give.
      groupName: 'Harbourside Investment Management',
      esgRating: 8,
      currency: 'GBP',
      size: '1312500000.50',
      price: '245.1',
      priceDate: '2025-06-03',
      hasPrices: true,
      // The library's factsheet in portal A and the feed's two.
      documents: 3,
    });
    const byPeriod = Object.fromEntries(
      (
        details.performance as { period: string; from: string | null; return: { value: number | null } }[]
      ).map((p) => [p.period, p]),
    );
    // By hand from the feed's closes: 245.1 / 244.6, 245.1 / 222.8181, 245.1 / 235.5.
    expect(byPeriod['1D']!.return.value).toBeCloseTo(245.1 / 244.6 - 1, 12);
    expect(byPeriod['1Y']).toMatchObject({ from: '2024-06-03' });
    expect(byPeriod['1Y']!.return.value).toBeCloseTo(0.1000004, 7);
    expect(byPeriod['YTD']).toMatchObject({ from: '2024-12-31' });
    expect(byPeriod['YTD']!.return.value).toBeCloseTo(245.1 / 235.5 - 1, 12);
    // The feed's history starts in June 2024: no 3Y.
    expect(byPeriod['3Y']!.return).toEqual({ value: null, reason: 'insufficient_history' });
    expect(feed.seen).toEqual(
      expect.arrayContaining([
        `GET /funds/GB00B0000017 Bearer ${KEY}`,
        `GET /performance/HG01 Bearer ${KEY}`,
        `GET /factsheets/GB00B0000017 Bearer ${KEY}`,
      ]),
    );
  });

  it("draws the chart from the feed's closes", async () => {
    const response = await get(`${fund(f.isins.globalEquity)}/prices?range=YTD`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      range: 'YTD',
      currency: 'GBP',
      points: [
        { date: '2024-12-31', price: '235.5' },
        { date: '2025-01-02', price: '236' },
        { date: '2025-06-02', price: '244.60000000' },
        { date: '2025-06-03', price: '245.1' },
      ],
    });
  });

  it("lists the library's documents, then the feed's factsheets as links that carry no key", async () => {
    const response = await get(`${fund(f.funds.globalEquity)}/documents`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: { id: string; url: string; external?: boolean }[] };
    expect(items.map((d) => [d.id, d.url, d.external ?? false])).toEqual([
      [
        f.documents.factsheetA,
        `/api/portals/${world.portalA}/library/documents/${f.documents.factsheetA}/file`,
        false,
      ],
      [expect.stringMatching(/^factsheet-/), 'https://docs.example.com/factsheets/GB00B0000017-en.pdf', true],
      [expect.stringMatching(/^factsheet-/), 'https://docs.example.com/factsheets/GB00B0000017-el.pdf', true],
    ]);
    expect(response.body).not.toContain(KEY);
  });

  it("keeps the universe's row for a fund the feed does not know, with no history", async () => {
    const response = await get(fund(f.funds.globalIncome));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Harbourside Global Income Fund Inc',
      price: '10.50000000',
      priceDate: '2025-06-02',
      hasPrices: false,
      documents: 0,
    });
    const prices = await get(`${fund(f.funds.globalIncome)}/prices?range=1Y`);
    expect(prices.json()).toEqual({ range: '1Y', currency: 'EUR', points: [] });
  });

  it('is a 502 with the general technical error when the feed answers off the protocol, never a 500', async () => {
    // The details ask the quote, the performance and the factsheets at once.
    feed.fault('malformed', 'malformed', 'malformed');
    const response = await get(fund(f.funds.globalEquity));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'fund_feed_error',
        message: 'Sorry, we encountered a technical error, wait a few minutes and reload',
      },
    });
    expect(response.body).not.toContain(KEY);
  });
});
