import { and, count, eq } from 'drizzle-orm';
import { businessDaysBefore } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../db/test-database';
import {
  auditEvents,
  fxRates,
  holdings,
  instrumentPrices,
  instruments,
  portfolios,
} from '../../db/schema/index';
import { todayIso } from '../../providers/provider';
import type { AccessWorld } from '../../testing/fixtures';
import type { TestServer } from '../../testing/test-server';
import {
  adminViewer,
  apiCaller,
  startMarketTestWorld,
  type MarketTestWorld,
  type MarketWorld,
} from '../imports/market-fixtures';
import type { MarketDataChange } from '../market-data-change';
import { correctPrice } from './correct-market-data';

/**
 * The admin "Market data" API (issue 13 item 2): admins only; instruments with their latest close;
 * the company's holdings whose price is missing or stale; audited corrections with a reason.
 */
describe('market data admin API', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let market: MarketWorld;
  let server: TestServer;
  const call = apiCaller(
    () => db.db,
    () => server.url,
  );
  const today = todayIso();

  let started: MarketTestWorld | undefined;
  beforeAll(async () => {
    started = await startMarketTestWorld();
    ({ db, world, market, server } = started);
  });
  afterAll(async () => started?.close());

  const ROUTES = [
    ['GET', '/api/market-data/instruments'],
    ['GET', '/api/market-data/stale-holdings'],
    ['POST', '/api/market-data/price-corrections'],
    ['POST', '/api/market-data/rate-corrections'],
  ] as const;

  it('is for admins only: guests 401, investors and advisors 403', async () => {
    for (const [method, path] of ROUTES) {
      const body =
        method === 'POST' ? { symbol: 'VOD', date: '2025-01-02', price: '1', reason: 'x' } : undefined;
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, world.users.investor, body)).status).toBe(403);
      expect((await call(method, path, world.users.ownerAdvisor, body)).status).toBe(403);
    }
    const [close] = await db.db
      .select({ price: instrumentPrices.price })
      .from(instrumentPrices)
      .where(
        and(
          eq(instrumentPrices.instrumentId, market.instruments.vod),
          eq(instrumentPrices.date, '2025-01-02'),
        ),
      );
    expect(Number(close!.price)).toBe(72.5);
  });

  describe('instruments', () => {
    it('lists each instrument with its latest close, searchable by symbol, name and ISIN, paginated', async () => {
      const all = await call('GET', '/api/market-data/instruments', world.users.admin);
      expect(all.status).toBe(200);
      expect(all.body!.total).toBe(2);
      expect(all.body!.items).toEqual([
        expect.objectContaining({ symbol: 'AAPL', latestDate: null, latestPrice: null }),
        expect.objectContaining({ symbol: 'VOD', currency: 'GBX', latestDate: '2025-01-03' }),
      ]);
      expect(Number(all.body!.items[1].latestPrice)).toBe(73);
      for (const q of ['vod', 'Vodafone', 'GB00BH4']) {
        const found = await call(
          'GET',
          `/api/market-data/instruments?q=${encodeURIComponent(q)}`,
          world.users.admin,
        );
        expect(found.body!.items.map((item: { symbol: string }) => item.symbol)).toEqual(['VOD']);
      }
      const second = await call('GET', '/api/market-data/instruments?page=2&pageSize=1', world.users.admin);
      expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.body!.items.map((item: { symbol: string }) => item.symbol)).toEqual(['VOD']);
      expect(
        (await call('GET', '/api/market-data/instruments?pageSize=1000', world.users.admin)).status,
      ).toBe(400);
    });
  });

  describe('stale prices', () => {
    it('lists a holding priced 8 business days ago and one never priced, not one priced yesterday, cash, property nor another company’s', async () => {
      const eightAgo = businessDaysBefore(today, 8);
      const yesterday = businessDaysBefore(today, 1);
      const made = await db.db
        .insert(instruments)
        .values(
          ['OLD', 'NEW', 'NONE'].map((symbol) => ({
            symbol,
            name: `${symbol} plc`,
            currency: 'GBP',
            type: 'Stock',
          })),
        )
        .returning({ id: instruments.id, symbol: instruments.symbol });
      const id = (symbol: string) => made.find((row) => row.symbol === symbol)!.id;
      await db.db.insert(instrumentPrices).values([
        { instrumentId: id('OLD'), date: eightAgo, price: '10', currency: 'GBP' },
        { instrumentId: id('NEW'), date: yesterday, price: '10', currency: 'GBP' },
      ]);
      const [betaPortfolio] = await db.db
        .select({ id: portfolios.id, portalId: portfolios.portalId })
        .from(portfolios)
        .where(eq(portfolios.portalId, world.portalB));
      const holding = (symbol: string, portalId: string, portfolioId: string) => ({
        portalId,
        portfolioId,
        instrumentId: id(symbol),
        symbol,
        name: `${symbol} plc`,
        units: '100',
        type: 'Stock',
      });
      await db.db.insert(holdings).values([
        holding('OLD', world.portalA, world.portfolios.large),
        holding('NEW', world.portalA, world.portfolios.large),
        holding('NONE', world.portalA, world.portfolios.small),
        holding('OLD', world.portalB, betaPortfolio!.id),
        // Cash and property have no price to chase: the engine values them without one.
        {
          portalId: world.portalA,
          portfolioId: world.portfolios.large,
          symbol: 'CASH.GBP',
          name: 'Cash',
          units: '5',
          type: 'Cash',
        },
        {
          portalId: world.portalA,
          portfolioId: world.portfolios.large,
          symbol: 'FLAT-1',
          name: 'Flat in Leeds',
          units: '1',
          assetClass: 'Property',
          annualGrowth: '3',
          purchaseDate: '2020-01-01',
          purchaseValue: '200000',
        },
        {
          portalId: world.portalA,
          portfolioId: world.portfolios.small,
          symbol: 'FLAT-2',
          name: 'Flat in York',
          units: '1',
          assetClass: 'Property',
          pricePoints: [{ date: '2024-01-01', value: '250000' }],
        },
      ]);

      const answer = await call('GET', '/api/market-data/stale-holdings', world.users.admin);
      expect(answer.status).toBe(200);
      expect(answer.body!.cutoff).toBe(businessDaysBefore(today, 5));
      expect(answer.body!.total).toBe(2);
      expect(answer.body!.items).toEqual([
        expect.objectContaining({
          symbol: 'NONE',
          lastPriceDate: null,
          portfolioName: 'ISA',
          accountName: 'Ada Investor',
        }),
        expect.objectContaining({
          symbol: 'OLD',
          lastPriceDate: eightAgo,
          portalId: world.portalA,
          portfolioId: world.portfolios.large,
          portfolioName: 'GIA',
          accountId: world.accounts.investor,
        }),
      ]);
      const beta = await call('GET', '/api/market-data/stale-holdings', world.users.otherCompanyAdmin);
      expect(beta.body!.items.map((item: { portalId: string }) => item.portalId)).toEqual([world.portalB]);
    });
  });

  describe('corrections', () => {
    const auditOf = async (collection: string) =>
      db.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.collection, collection), eq(auditEvents.action, 'correct')));

    it('corrects a close with a reason, audited with old and new value and who, and returns the change', async () => {
      const answer = await call('POST', '/api/market-data/price-corrections', world.users.admin, {
        symbol: 'VOD',
        date: '2025-01-03',
        price: '75.25',
        reason: 'Vendor sent the bid, not the close',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        before: '73',
        after: '75.25',
        change: { symbols: { VOD: '2025-01-03' }, rates: {}, benchmarks: {} },
      });
      const [event] = await auditOf('instrument-prices');
      expect(event).toMatchObject({
        createdBy: world.users.admin,
        changes: {
          price: ['73', '75.25'],
          source: [null, 'correction'],
          reason: [null, 'Vendor sent the bid, not the close'],
        },
      });
    });

    it('sets a rate on a new date and corrects one, audited the same way', async () => {
      const set = await call('POST', '/api/market-data/rate-corrections', world.users.admin, {
        from: 'gbp',
        to: 'USD',
        date: '2025-01-06',
        rate: '1.2444',
        reason: 'Missing from the feed',
      });
      expect(set.body).toEqual({
        before: null,
        after: '1.2444',
        change: { symbols: {}, rates: { 'GBP/USD': '2025-01-06' }, benchmarks: {} },
      });
      const fixed = await call('POST', '/api/market-data/rate-corrections', world.users.admin, {
        from: 'GBP',
        to: 'USD',
        date: '2025-01-02',
        rate: '1.2501',
        reason: 'Typo',
      });
      expect(fixed.body).toMatchObject({ before: '1.25', after: '1.2501' });
      expect((await auditOf('fx-rates')).map((event) => event.changes!.rate)).toEqual(
        expect.arrayContaining([
          [null, '1.2444'],
          ['1.25', '1.2501'],
        ]),
      );
    });

    const refusals = [
      [
        'no reason',
        'price',
        { symbol: 'VOD', date: '2025-01-02', price: '70', reason: ' ' },
        'reason',
        'Give the reason for the correction',
      ],
      [
        'an unknown symbol',
        'price',
        { symbol: 'NOPE', date: '2025-01-02', price: '70', reason: 'r' },
        'symbol',
        'No instrument has this symbol',
      ],
      [
        'a future date',
        'price',
        { symbol: 'VOD', date: '2099-01-05', price: '70', reason: 'r' },
        'date',
        'The date is in the future: there is no close for it yet',
      ],
      [
        'a zero price',
        'price',
        { symbol: 'VOD', date: '2025-01-02', price: '0', reason: 'r' },
        'price',
        'Must be more than zero',
      ],
      [
        'too many decimals',
        'price',
        { symbol: 'VOD', date: '2025-01-02', price: '1.000000001', reason: 'r' },
        'price',
        'At most 16 digits before the decimal point and 8 after',
      ],
      [
        'an unknown pair',
        'rate',
        { from: 'GBP', to: 'JPY', date: '2025-01-02', rate: '190', reason: 'r' },
        'from',
        'No exchange rates are kept for this currency pair',
      ],
      [
        'a negative rate',
        'rate',
        { from: 'GBP', to: 'USD', date: '2025-01-02', rate: '-1', reason: 'r' },
        'rate',
        'Must be more than zero',
      ],
    ] as const;
    it.each(refusals)(
      'refuses %s on its field and changes nothing',
      async (_name, kind, body, field, message) => {
        const before = (await db.db.select({ n: count() }).from(auditEvents))[0]!.n;
        const prices = await db.db.select().from(instrumentPrices);
        const rates = await db.db.select().from(fxRates);
        const answer = await call('POST', `/api/market-data/${kind}-corrections`, world.users.admin, body);
        expect(answer.status).toBe(400);
        expect(answer.body!.error.fields).toEqual([{ path: field, message }]);
        expect((await db.db.select({ n: count() }).from(auditEvents))[0]!.n).toBe(before);
        expect(await db.db.select().from(instrumentPrices)).toEqual(prices);
        expect(await db.db.select().from(fxRates)).toEqual(rates);
      },
    );

    it('hands the change to afterWrite inside its transaction; a failing one undoes the correction', async () => {
      const viewer = adminViewer(world);
      const seen: MarketDataChange[] = [];
      const input = { symbol: 'AAPL', date: '2025-01-02', price: '185', reason: 'Backfill' };
      await correctPrice(db.db, viewer, input, {
        today,
        afterWrite: async (_tx, change) => void seen.push(change),
      });
      expect(seen).toEqual([{ symbols: { AAPL: '2025-01-02' }, rates: {}, benchmarks: {} }]);
      await expect(
        correctPrice(
          db.db,
          viewer,
          { ...input, price: '186' },
          {
            today,
            afterWrite: async () => {
              throw new Error('queue down');
            },
          },
        ),
      ).rejects.toThrow('queue down');
      const [close] = await db.db
        .select({ price: instrumentPrices.price })
        .from(instrumentPrices)
        .where(
          and(
            eq(instrumentPrices.instrumentId, market.instruments.aapl),
            eq(instrumentPrices.date, '2025-01-02'),
          ),
        );
      expect(Number(close!.price)).toBe(185);
      await expect(correctPrice(db.db, { ...viewer, role: 'advisor' }, input, { today })).rejects.toThrow(
        'forbidden',
      );
    });
  });
});
