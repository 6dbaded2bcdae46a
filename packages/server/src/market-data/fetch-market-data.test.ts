import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  fxRates,
  instrumentPrices,
  instruments,
  marketDataIssues,
  marketDataRequests,
} from '../db/schema/index';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF } from '../testing/portfolio-fixtures';
import { fetchMarketData } from './fetch-market-data';
import { createHttpMarketDataSource, type HttpSourceOptions } from './http-source';
import { isEmptyChange } from './market-data-change';
import { issuesOn } from './market-data-issues';
import { databaseRequestBudget, requestsOn } from './request-budget';
import { marketDataSourceFromConfig } from './source-from-config';
import { series, startRateService, type RateService } from './testing/rate-service';

const KEY = 'SECRET-KEY-4711';
const DAY = '2025-06-06'; // a Friday; the fixture's last closes are dated Sunday 1 June
const WEEK = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06'];

let database: TestDatabase;
let service: RateService;
let waits: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await addPortfolioWorld(database.db, await createAccessWorld(database.db));
  service = await startRateService();
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

beforeEach(async () => {
  const { db } = database;
  await db.delete(instrumentPrices).where(gt(instrumentPrices.date, FIXTURE_AS_OF));
  await db.delete(fxRates).where(gt(fxRates.date, FIXTURE_AS_OF));
  await db.delete(marketDataIssues);
  await db.delete(marketDataRequests);
  service.requests.length = 0;
  waits = [];
  // Every line answers a good week unless a test scripts otherwise.
  for (const [subject, start] of [
    ['VOD.L', 70],
    ['RWSC', 190],
    ['UKGILT', 96],
    ['EUR/GBP', 0.85],
    ['GBP/USD', 1.27],
  ] as const) {
    service.script(subject, [series(WEEK.map((d, i) => [d, (start + i / 10).toFixed(4)]))]);
  }
});

function source(options: Partial<Omit<HttpSourceOptions, 'budget'>> & { budget?: number } = {}) {
  return createHttpMarketDataSource({
    url: service.url,
    key: KEY,
    timeoutMs: 2000,
    retries: 2,
    backoffMs: 5,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
    budget: databaseRequestBudget(database.db, options.budget ?? 100),
  });
}

async function closesAfterFixture(symbol: string) {
  return database.db
    .select({ date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
    .where(and(eq(instruments.symbol, symbol), gt(instrumentPrices.date, FIXTURE_AS_OF)))
    .orderBy(instrumentPrices.date);
}

async function lastClose(symbol: string) {
  const [row] = await database.db
    .select({ date: instrumentPrices.date, price: instrumentPrices.price })
    .from(instrumentPrices)
    .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
    .where(eq(instruments.symbol, symbol))
    .orderBy(sql`${instrumentPrices.date} desc`)
    .limit(1);
  return row;
}

describe('fetchMarketData from the §7 rate service', () => {
  it('stores a daily series of every held symbol and pair, and summarises the change', async () => {
    // A close older than the last stored one is not taken again.
    service.script('VOD.L', [
      series([['2025-05-30', '69.0000'], ...WEEK.map((d): [string, string] => [d, '71.2500'])]),
    ]);
    const progress: [number, number][] = [];
    const summary = await fetchMarketData(database.db, source(), {
      date: DAY,
      onProgress: async (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(summary.failures).toEqual([]);
    expect(summary.stored).toEqual({ prices: 15, rates: 10, levels: 0 });
    expect(summary.change).toEqual({
      symbols: { RWSC: '2025-06-02', UKGILT: '2025-06-02', 'VOD.L': '2025-06-02' },
      rates: { 'EUR/GBP': '2025-06-02', 'GBP/USD': '2025-06-02' },
      benchmarks: {},
    });
    expect(progress).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
    expect((await closesAfterFixture('VOD.L')).map((r) => r.date)).toEqual(WEEK);
    expect(Number((await lastClose('VOD.L'))!.price)).toBe(71.25);
    // Cash lines are never asked for; the key went to the service, once per request.
    expect(service.requests.map((r) => r.subject)).toEqual(['RWSC', 'UKGILT', 'VOD.L', 'EUR/GBP', 'GBP/USD']);
    expect(service.requests.every((r) => r.apikey === KEY)).toBe(true);
    expect(service.requests[0]).toMatchObject({ function: 'TIME_SERIES_DAILY', outputsize: 'full' });
    expect(service.requests[4]).toMatchObject({ function: 'FX_DAILY' });
    expect(await requestsOn(database.db, new Date().toISOString().slice(0, 10))).toBe(5);

    // The same day again: nothing new is stored and the change is empty.
    const again = await fetchMarketData(database.db, source(), { date: DAY });
    expect(again.stored).toEqual({ prices: 0, rates: 0, levels: 0 });
    expect(isEmptyChange(again.change)).toBe(true);
    expect(again.failures).toEqual([]);
  });

  it('counts a revised close of the last stored day as a change from that day', async () => {
    await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    service.script('VOD.L', [series([['2025-06-06', '99.0000']])]);
    const summary = await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    expect(summary.change.symbols).toEqual({ 'VOD.L': '2025-06-06' });
    expect(summary.stored.prices).toBe(1);
    expect(Number((await lastClose('VOD.L'))!.price)).toBe(99);
  });

  it('retries a 429 after the wait its Retry-After asks for, then a 503 after a backoff, and stores', async () => {
    service.script('VOD.L', [
      { status: 429, retryAfter: '2' },
      { status: 503 },
      series(WEEK.map((d) => [d, '72.0000'])),
    ]);
    const summary = await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    expect(summary.failures).toEqual([]);
    expect(summary.stored.prices).toBe(5);
    expect(waits).toEqual([2000, 10]);
    expect(service.requests).toHaveLength(3);
  });

  it('gives up on a 429 without a retry once the retries are spent, or when Retry-After is too long', async () => {
    service.script('VOD.L', [{ status: 429 }]);
    const spent = await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    expect(spent.failures).toMatchObject([{ symbol: 'VOD.L', reason: 'rate_limited' }]);
    expect(service.requests).toHaveLength(3);
    expect(waits).toEqual([5, 10]);

    service.script('VOD.L', [{ status: 429, retryAfter: '3600' }]);
    const tooLong = await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    expect(tooLong.failures).toMatchObject([{ symbol: 'VOD.L', reason: 'rate_limited' }]);
    expect(service.requests).toHaveLength(4);
  });

  it('refuses a malformed answer whole: the issue is recorded and the last price kept', async () => {
    const before = await lastClose('VOD.L');
    const malformed = [
      { raw: '{"Time Series (Daily)": {"2025-06-02": ' },
      { raw: '{"Meta Data": {}}' },
      series([
        ['2025-06-02', '70.1000'],
        ['2025-06-03', '-70.2000'],
      ]),
      series([
        ['2025-06-02', '70.1000'],
        ['2999-01-04', '70.2000'],
      ]),
      series([
        ['2025-06-02', '70.1000'],
        ['2025-06-03', 'n/a'],
      ]),
      series([['2025-06-02', '0']]),
      series([['2025-02-30', '70.1000']]),
      series([['2025-06-02', '12345678901234567.0']]),
    ];
    for (const answer of malformed) {
      service.script('VOD.L', [answer]);
      const summary = await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
      expect(summary.failures).toMatchObject([{ symbol: 'VOD.L', reason: 'malformed' }]);
      expect(summary.stored.prices).toBe(0);
      expect(await closesAfterFixture('VOD.L')).toEqual([]);
      expect(await lastClose('VOD.L')).toEqual(before);
    }
    const [issue] = await issuesOn(database.db, DAY);
    expect(issue).toMatchObject({ subject: 'VOD.L', symbol: 'VOD.L', date: DAY, reason: 'malformed' });
    expect(issue!.detail).toContain('too_large');
    // Malformed answers are not asked again: one request each.
    expect(service.requests).toHaveLength(malformed.length);
  });

  it('records a timeout when the service does not answer, without retrying it', async () => {
    service.script('VOD.L', [{ hang: true }]);
    const started = Date.now();
    const summary = await fetchMarketData(database.db, source({ timeoutMs: 200 }), {
      date: DAY,
      symbols: ['VOD.L'],
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(summary.failures).toMatchObject([{ symbol: 'VOD.L', reason: 'timeout' }]);
    expect(await issuesOn(database.db, DAY)).toMatchObject([{ subject: 'VOD.L', reason: 'timeout' }]);
    expect(await closesAfterFixture('VOD.L')).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });

  it('stops asking once the daily budget is spent: later symbols fail with budget_exhausted, unsent', async () => {
    const summary = await fetchMarketData(database.db, source({ budget: 2 }), { date: DAY });
    expect(service.requests.map((r) => r.subject)).toEqual(['RWSC', 'UKGILT']);
    expect(summary.stored.prices).toBe(10);
    expect(summary.failures).toEqual([
      { symbol: 'VOD.L', reason: 'budget_exhausted', detail: expect.any(String) },
      { pair: 'EUR/GBP', reason: 'budget_exhausted', detail: expect.any(String) },
      { pair: 'GBP/USD', reason: 'budget_exhausted', detail: expect.any(String) },
    ]);
    expect(
      (await issuesOn(database.db, DAY)).map((i) => [i.subject, i.reason, i.fromCurrency, i.toCurrency]),
    ).toEqual([
      ['EUR/GBP', 'budget_exhausted', 'EUR', 'GBP'],
      ['GBP/USD', 'budget_exhausted', 'GBP', 'USD'],
      ['VOD.L', 'budget_exhausted', null, null],
    ]);
    expect(await requestsOn(database.db, new Date().toISOString().slice(0, 10))).toBe(2);
  });

  it('reports an unknown symbol and a throttling note, and never records the key', async () => {
    service.script('RWSC', [{ unknown: true, message: `Invalid API call for apikey=${KEY}` }]);
    service.script('UKGILT', [{ throttle: 'Note', message: `Key ${KEY} is over its limit` }]);
    service.script('VOD.L', [
      { throttle: 'Information', message: `premium endpoint (${encodeURIComponent(KEY)})` },
    ]);
    const summary = await fetchMarketData(database.db, source(), {
      date: DAY,
      symbols: ['RWSC', 'UKGILT', 'VOD.L'],
    });
    expect(summary.failures.map((f) => [f.symbol, f.reason])).toEqual([
      ['RWSC', 'unknown_symbol'],
      ['UKGILT', 'rate_limited'],
      ['VOD.L', 'rate_limited'],
    ]);
    // A throttled symbol is asked again after a backoff, within the retries.
    expect(service.requests.filter((r) => r.subject === 'UKGILT')).toHaveLength(3);
    const recorded = await database.db.select().from(marketDataIssues);
    expect(recorded).toHaveLength(3);
    expect(JSON.stringify(recorded)).not.toContain(KEY);
    expect(JSON.stringify(summary)).not.toContain(KEY);
    expect(recorded.find((r) => r.subject === 'RWSC')!.detail).toContain('apikey=***');
  });

  it("clears the day's issue when a later fetch the same day gets the price", async () => {
    service.script('VOD.L', [{ status: 503 }]);
    await fetchMarketData(database.db, source({ retries: 0 }), { date: DAY, symbols: ['VOD.L'] });
    expect(await issuesOn(database.db, DAY)).toMatchObject([{ subject: 'VOD.L', reason: 'unavailable' }]);
    service.script('VOD.L', [series(WEEK.map((d) => [d, '72.0000']))]);
    await fetchMarketData(database.db, source(), { date: DAY, symbols: ['VOD.L'] });
    expect(await issuesOn(database.db, DAY)).toEqual([]);
  });
});

describe('market data configuration', () => {
  it('uses the demo source without a URL and the rate service with one', () => {
    const demo = loadConfig({});
    expect(demo.marketData).toMatchObject({ source: 'demo', timeoutMs: 10_000, dailyBudget: 500 });
    expect(marketDataSourceFromConfig(demo.marketData, database.db).kind).toBe('demo');
    const http = loadConfig({
      MARKET_DATA_URL: service.url,
      MARKET_DATA_KEY: KEY,
      MARKET_DATA_DAILY_BUDGET: '25',
    });
    expect(http.marketData).toMatchObject({ source: 'http', url: service.url, key: KEY, dailyBudget: 25 });
    expect(marketDataSourceFromConfig(http.marketData, database.db).kind).toBe('http');
    expect(loadConfig({ MARKET_DATA_URL: service.url, MARKET_DATA_SOURCE: 'demo' }).marketData.source).toBe(
      'demo',
    );
    expect(() => loadConfig({ MARKET_DATA_SOURCE: 'http' })).toThrow(/MARKET_DATA_URL/);
  });
});
