import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { benchmarkValues, benchmarks, fxRates, instrumentPrices, instruments } from '../db/schema/index';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF } from '../testing/portfolio-fixtures';
import { createDemoMarketDataSource } from './demo-source';
import { fetchMarketData } from './fetch-market-data';
import { isEmptyChange } from './market-data-change';
import { issuesOn } from './market-data-issues';
import { MarketDataError } from './source';

// The fixture's last closes, rates and levels are dated Sunday 1 June 2025.
const WEEKDAYS = [
  '2025-06-02',
  '2025-06-03',
  '2025-06-04',
  '2025-06-05',
  '2025-06-06',
  '2025-06-09',
  '2025-06-10',
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await addPortfolioWorld(database.db, await createAccessWorld(database.db));
  // A euro rate to continue, for the account in euros of the access world.
  await database.db
    .insert(fxRates)
    .values({ date: FIXTURE_AS_OF, fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.85' });
});

afterAll(async () => {
  await database?.drop();
});

async function storedAfterFixture(symbol: string) {
  return database.db
    .select({ date: instrumentPrices.date, close: instrumentPrices.price })
    .from(instrumentPrices)
    .innerJoin(instruments, eq(instruments.id, instrumentPrices.instrumentId))
    .where(and(eq(instruments.symbol, symbol), gt(instrumentPrices.date, FIXTURE_AS_OF)))
    .orderBy(asc(instrumentPrices.date));
}

describe('the demo market-data source', () => {
  it('continues a stored series the same way in every process: weekdays only, from the next one', async () => {
    const one = createDemoMarketDataSource(database.db);
    const other = createDemoMarketDataSource(database.db);
    const closes = await one.dailyCloses('VOD.L', FIXTURE_AS_OF, '2025-06-10');
    expect(closes.map((c) => c.date)).toEqual(WEEKDAYS);
    expect(await other.dailyCloses('VOD.L', FIXTURE_AS_OF, '2025-06-10')).toEqual(closes);
    // `since` only trims the answer; the walk is the same.
    expect(await one.dailyCloses('VOD.L', '2025-06-05', '2025-06-10')).toEqual(closes.slice(3));
    // A small walk from the last stored close (70.40 pence): no day moves more than 10 %.
    let previous = 70.4;
    for (const { close } of closes) {
      expect(close).toMatch(/^\d+\.\d{4}$/);
      expect(Math.abs(Number(close) / previous - 1)).toBeLessThan(0.1);
      previous = Number(close);
    }
    // Another line takes another path.
    const gilt = await one.dailyCloses('UKGILT', FIXTURE_AS_OF, '2025-06-10');
    expect(gilt.map((c) => c.date)).toEqual(WEEKDAYS);
    expect(gilt.map((c) => c.close)).not.toEqual(closes.map((c) => c.close));
  });

  it('gives nothing for a weekend, and reports a symbol it has nothing to continue', async () => {
    const demo = createDemoMarketDataSource(database.db);
    expect(await demo.dailyCloses('VOD.L', FIXTURE_AS_OF, FIXTURE_AS_OF)).toEqual([]);
    expect(await demo.dailyCloses('VOD.L', '2025-06-07', '2025-06-08')).toEqual([]);
    await expect(demo.dailyCloses('NOPE', FIXTURE_AS_OF, '2025-06-10')).rejects.toMatchObject({
      reason: 'unknown_symbol',
    });
    await expect(demo.dailyRates('CHF', 'JPY', FIXTURE_AS_OF, '2025-06-10')).rejects.toBeInstanceOf(
      MarketDataError,
    );
  });

  it('moves a pair and its inverse exactly against each other', async () => {
    const demo = createDemoMarketDataSource(database.db);
    const there = await demo.dailyRates('GBP', 'USD', FIXTURE_AS_OF, '2025-06-10');
    // Only GBP/USD is stored; USD/GBP continues from its inverse.
    const back = await demo.dailyRates('USD', 'GBP', FIXTURE_AS_OF, '2025-06-10');
    expect(there.map((r) => r.date)).toEqual(WEEKDAYS);
    for (const [i, rate] of there.entries()) {
      expect(Number(rate.rate) * Number(back[i]!.rate)).toBeCloseTo(1, 5);
    }
  });

  it('fetches through fetchMarketData: prices, rates and benchmark levels, then nothing new the same day', async () => {
    const demo = createDemoMarketDataSource(database.db);
    // Friday's fetch and then Monday's give what one walk from Sunday to Monday gives.
    const expected = await demo.dailyCloses('VOD.L', FIXTURE_AS_OF, '2025-06-09');
    const summary = await fetchMarketData(database.db, demo, { date: '2025-06-06' });
    expect(summary.failures).toEqual([]);
    expect(summary.change).toEqual({
      symbols: { RWSC: '2025-06-02', UKGILT: '2025-06-02', 'VOD.L': '2025-06-02' },
      rates: { 'EUR/GBP': '2025-06-02', 'GBP/USD': '2025-06-02' },
      benchmarks: { 'ia-mixed-20-60': '2025-06-02', 'ia-mixed-40-85': '2025-06-02' },
    });
    expect(summary.stored).toEqual({ prices: 15, rates: 10, levels: 10 });
    const stored = await storedAfterFixture('VOD.L');
    expect(stored.map((r) => r.date)).toEqual(WEEKDAYS.slice(0, 5));
    expect(stored.map((r) => Number(r.close))).toEqual(expected.slice(0, 5).map((c) => Number(c.close)));
    expect(await storedAfterFixture('CASH.GBP')).toEqual([]);
    expect(await issuesOn(database.db, '2025-06-06')).toEqual([]);

    const again = await fetchMarketData(database.db, demo, { date: '2025-06-06' });
    expect(isEmptyChange(again.change)).toBe(true);
    expect(again.stored).toEqual({ prices: 0, rates: 0, levels: 0 });

    // The weekend adds nothing; Monday adds one close per line, continuing from Friday's stored one.
    const weekend = await fetchMarketData(database.db, demo, { date: '2025-06-08' });
    expect(isEmptyChange(weekend.change)).toBe(true);
    const monday = await fetchMarketData(database.db, createDemoMarketDataSource(database.db), {
      date: '2025-06-09',
    });
    expect(monday.change.symbols).toEqual({
      RWSC: '2025-06-09',
      UKGILT: '2025-06-09',
      'VOD.L': '2025-06-09',
    });
    expect(monday.stored).toEqual({ prices: 3, rates: 2, levels: 2 });
    expect((await storedAfterFixture('VOD.L')).map((r) => Number(r.close))).toEqual(
      expected.map((c) => Number(c.close)),
    );
    const levels = await database.db
      .select({ date: benchmarkValues.date, value: benchmarkValues.value })
      .from(benchmarkValues)
      .innerJoin(benchmarks, eq(benchmarks.id, benchmarkValues.benchmarkId))
      .where(and(eq(benchmarks.code, 'ia-mixed-40-85'), gt(benchmarkValues.date, FIXTURE_AS_OF)))
      .orderBy(asc(benchmarkValues.date));
    expect(levels.map((l) => l.date)).toEqual(WEEKDAYS.slice(0, 6));
  });
});
