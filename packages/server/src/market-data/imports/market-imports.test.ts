import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeProcess } from '../../data-processes/operations/execute-process';
import type { TestDatabase } from '../../db/test-database';
import {
  auditEvents,
  benchmarkValues,
  dataProcesses,
  fxRates,
  instrumentPrices,
} from '../../db/schema/index';
import type { AccessWorld } from '../../testing/fixtures';
import type { TestServer } from '../../testing/test-server';
import type { MarketDataChange } from '../market-data-change';
import {
  adminViewer,
  apiCaller,
  startMarketTestWorld,
  type MarketTestWorld,
  type MarketWorld,
} from './market-fixtures';

/**
 * Market data through the data designer (issue 13 item 2): closes, rates and benchmark levels from
 * CSV and JSON, each bad row refused with its message and nothing stored, the dry run's new /
 * changed / unchanged, and the afterWrite hook inside the run's transaction.
 */
describe('market data imports', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let market: MarketWorld;
  let server: TestServer;
  const call = apiCaller(
    () => db.db,
    () => server.url,
  );

  let started: MarketTestWorld | undefined;
  beforeAll(async () => {
    started = await startMarketTestWorld();
    ({ db, world, market, server } = started);
  });
  afterAll(async () => started?.close());

  async function process(target: string, format: 'csv' | 'json', content: string) {
    const [row] = await db.db
      .insert(dataProcesses)
      .values({ portalId: world.portalA, name: `${target} ${format}` })
      .returning({ id: dataProcesses.id });
    const saved = await call('PUT', `/api/data-processes/${row!.id}`, world.users.admin, {
      name: `${target} ${format}`,
      steps: [
        { name: target, getFromApi: false, method: 'GET', dataset: { target, format, content, mapping: {} } },
      ],
    });
    expect(saved.status).toBe(200);
    return row!.id;
  }
  const importFile = async (
    target: string,
    format: 'csv' | 'json',
    content: string,
    mode: 'run' | 'dry-run' = 'run',
  ) =>
    call(
      'POST',
      `/api/data-processes/${await process(target, format, content)}/${mode}`,
      world.users.admin,
      {},
    );

  async function counts() {
    const of = async (table: PgTable) => (await db.db.select({ n: count() }).from(table))[0]!.n;
    return {
      prices: await of(instrumentPrices),
      rates: await of(fxRates),
      levels: await of(benchmarkValues),
      audit: await of(auditEvents),
    };
  }

  const stored = {
    prices: async (date: string) =>
      (await db.db.select().from(instrumentPrices).where(eq(instrumentPrices.date, date))).map((row) => [
        row.instrumentId,
        Number(row.price),
      ]),
    rates: async (date: string) =>
      (await db.db.select().from(fxRates).where(eq(fxRates.date, date))).map((row) => Number(row.rate)),
    levels: async (date: string) =>
      (await db.db.select().from(benchmarkValues).where(eq(benchmarkValues.date, date))).map((row) =>
        Number(row.value),
      ),
  };

  describe('each target writes and returns the change set', () => {
    const cases: {
      name: string;
      target: string;
      format: 'csv' | 'json';
      content: string;
      change: MarketDataChange;
      check: () => Promise<void>;
    }[] = [
      {
        name: 'prices from CSV (currency left out = the instrument’s)',
        target: 'prices',
        format: 'csv',
        content: 'symbol,date,price\nVOD,2025-02-04,74.1\nAAPL,2025-02-03,180.25\nVOD,2025-02-03,74',
        change: { symbols: { VOD: '2025-02-03', AAPL: '2025-02-03' }, rates: {}, benchmarks: {} },
        check: async () =>
          expect(await stored.prices('2025-02-03')).toEqual(
            expect.arrayContaining([
              [market.instruments.vod, 74],
              [market.instruments.aapl, 180.25],
            ]),
          ),
      },
      {
        name: 'prices from JSON (numbers and a currency)',
        target: 'prices',
        format: 'json',
        content: JSON.stringify([{ symbol: 'AAPL', date: '2025-02-05', price: 181.5, currency: 'usd' }]),
        change: { symbols: { AAPL: '2025-02-05' }, rates: {}, benchmarks: {} },
        check: async () =>
          expect(await stored.prices('2025-02-05')).toEqual([[market.instruments.aapl, 181.5]]),
      },
      {
        name: 'exchange rates from CSV',
        target: 'fx-rates',
        format: 'csv',
        content: 'from,to,date,rate\nGBP,USD,2025-02-03,1.2712',
        change: { symbols: {}, rates: { 'GBP/USD': '2025-02-03' }, benchmarks: {} },
        check: async () => expect(await stored.rates('2025-02-03')).toEqual([1.2712]),
      },
      {
        name: 'exchange rates from JSON',
        target: 'fx-rates',
        format: 'json',
        content: JSON.stringify([{ from: 'GBP', to: 'USD', date: '2025-02-04', rate: '1.2733' }]),
        change: { symbols: {}, rates: { 'GBP/USD': '2025-02-04' }, benchmarks: {} },
        check: async () => expect(await stored.rates('2025-02-04')).toEqual([1.2733]),
      },
      {
        name: 'benchmark levels from CSV',
        target: 'benchmark-levels',
        format: 'csv',
        content: 'benchmark,date,value\nia-mixed-0-35,2025-02-03,101.25',
        change: { symbols: {}, rates: {}, benchmarks: { 'ia-mixed-0-35': '2025-02-03' } },
        check: async () => expect(await stored.levels('2025-02-03')).toEqual([101.25]),
      },
      {
        name: 'benchmark levels from JSON',
        target: 'benchmark-levels',
        format: 'json',
        content: JSON.stringify([{ benchmark: 'ia-mixed-0-35', date: '2025-02-04', value: 101.5 }]),
        change: { symbols: {}, rates: {}, benchmarks: { 'ia-mixed-0-35': '2025-02-04' } },
        check: async () => expect(await stored.levels('2025-02-04')).toEqual([101.5]),
      },
    ];
    it.each(cases)('$name', async ({ target, format, content, change, check }) => {
      const before = await counts();
      const answer = await importFile(target, format, content);
      expect(answer.status).toBe(200);
      expect(answer.body!.applied).toBe(true);
      expect(answer.body!.change).toEqual(change);
      await check();
      const after = await counts();
      const written =
        after.prices + after.rates + after.levels - before.prices - before.rates - before.levels;
      // One audit event per stored figure, saying who.
      expect(after.audit - before.audit).toBe(written);
      const [event] = await db.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.createdBy, world.users.admin), eq(auditEvents.action, 'create')))
        .limit(1);
      expect(event!.changes).toMatchObject({ source: [null, 'import'] });

      // The same file again changes nothing.
      const again = await importFile(target, format, content);
      expect(again.body!.change).toEqual({ symbols: {}, rates: {}, benchmarks: {} });
      expect(await counts()).toEqual(after);
    });
  });

  describe('bad input is refused row by row and nothing is stored', () => {
    const cases = [
      [
        'an unknown symbol',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nNOPE,2025-03-03,10',
        'symbol',
        'No instrument has this symbol',
      ],
      [
        'an unknown currency pair',
        'fx-rates',
        'from,to,date,rate\nGBP,USD,2025-03-03,1.2\nGBP,JPY,2025-03-03,190',
        'from',
        'No exchange rates are kept for this currency pair',
      ],
      [
        'an unknown benchmark',
        'benchmark-levels',
        'benchmark,date,value\nia-mixed-0-35,2025-03-03,102\nia-nothing,2025-03-03,99',
        'benchmark',
        'No benchmark has this code',
      ],
      [
        'a negative price',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nAAPL,2025-03-03,-5',
        'price',
        'Must be more than zero',
      ],
      [
        'a zero rate',
        'fx-rates',
        'from,to,date,rate\nGBP,USD,2025-03-04,1.2\nGBP,USD,2025-03-03,0.000',
        'rate',
        'Must be more than zero',
      ],
      [
        'a non-numeric price',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nAAPL,2025-03-03,abc',
        'price',
        'Please enter a number',
      ],
      [
        'more decimals than the column holds',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nAAPL,2025-03-03,1.123456789',
        'price',
        'At most 16 digits before the decimal point and 8 after',
      ],
      [
        'more whole digits than the column holds',
        'benchmark-levels',
        'benchmark,date,value\nia-mixed-0-35,2025-03-04,102\nia-mixed-0-35,2025-03-03,12345678901234567',
        'value',
        'At most 16 digits before the decimal point and 8 after',
      ],
      [
        'a date that is not a real date',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nAAPL,2025-02-30,190',
        'date',
        'Please enter a valid date',
      ],
      [
        'a date in the future',
        'fx-rates',
        'from,to,date,rate\nGBP,USD,2025-03-03,1.2\nGBP,USD,2099-01-05,1.3',
        'date',
        'The date is in the future: there is no close for it yet',
      ],
      [
        'a duplicate day for a symbol',
        'prices',
        'symbol,date,price\nVOD,2025-03-03,75\nVOD,2025-03-03,76',
        'date',
        'This day is already given for the same series in row 1',
      ],
      [
        'a duplicate day for a pair',
        'fx-rates',
        'from,to,date,rate\nGBP,USD,2025-03-03,1.2\nGBP,USD,2025-03-03,1.21',
        'date',
        'This day is already given for the same series in row 1',
      ],
      [
        'a duplicate day for a benchmark',
        'benchmark-levels',
        'benchmark,date,value\nia-mixed-0-35,2025-03-03,102\nia-mixed-0-35,2025-03-03,103',
        'date',
        'This day is already given for the same series in row 1',
      ],
      [
        'a currency other than the instrument’s',
        'prices',
        'symbol,date,price,currency\nVOD,2025-03-03,75,\nVOD,2025-03-04,1.2,USD',
        'currency',
        'The instrument is quoted in GBX',
      ],
    ] as const;
    it.each(cases)('%s', async (_name, target, content, field, message) => {
      const before = await counts();
      const answer = await importFile(target, 'csv', content);
      expect(answer.status).toBe(400);
      expect(answer.body!.error.code).toBe('import_rejected');
      expect(answer.body!.error.fields).toEqual([{ path: `steps.1.rows.2.${field}`, message }]);
      expect(await counts()).toEqual(before);
    });
  });

  it('a dry run lists new, changed (old → new) and unchanged closes and stores nothing', async () => {
    const before = await counts();
    const answer = await importFile(
      'prices',
      'csv',
      'symbol,date,price\nVOD,2025-01-02,72.50\nVOD,2025-01-03,74\nAAPL,2025-01-03,190',
      'dry-run',
    );
    expect(answer.status).toBe(200);
    expect(answer.body!.applied).toBe(false);
    const [prices] = answer.body!.datasets;
    expect(prices).toMatchObject({ dataset: 'prices', creates: 1, updates: 1, unchanged: 1, rejected: 0 });
    expect(prices.rows).toEqual([
      expect.objectContaining({ row: 1, action: 'unchanged', changes: [] }),
      expect.objectContaining({
        row: 2,
        action: 'update',
        changes: [{ field: 'price', before: '73', after: '74' }],
      }),
      expect.objectContaining({
        row: 3,
        action: 'create',
        changes: expect.arrayContaining([{ field: 'price', before: null, after: '190' }]),
      }),
    ]);
    expect(answer.body!.change).toEqual({
      symbols: { VOD: '2025-01-03', AAPL: '2025-01-03' },
      rates: {},
      benchmarks: {},
    });
    expect(await counts()).toEqual(before);
  });

  describe('afterWrite, the revaluation spot', () => {
    const viewer = () => adminViewer(world);
    const config = { allowedHosts: [], timeoutMs: 1000, maxBytes: 1_000_000 };

    it('runs inside the run’s transaction with the change set, and not on a dry run', async () => {
      const id = await process(
        'fx-rates',
        'csv',
        'from,to,date,rate\nGBP,USD,2025-04-01,1.3\nGBP,USD,2025-03-31,1.31',
      );
      const seen: { change: MarketDataChange; rows: number }[] = [];
      const afterWrite = async (tx: typeof db.db, change: MarketDataChange) => {
        // The writes are visible on the transaction it is given.
        const [row] = await tx.select({ n: count() }).from(fxRates).where(eq(fxRates.date, '2025-04-01'));
        seen.push({ change, rows: row!.n });
      };
      await executeProcess(db.db, viewer(), id, 'dry-run', config, { afterWrite });
      expect(seen).toEqual([]);
      await executeProcess(db.db, viewer(), id, 'run', config, { afterWrite });
      expect(seen).toEqual([
        { change: { symbols: {}, rates: { 'GBP/USD': '2025-03-31' }, benchmarks: {} }, rows: 1 },
      ]);
    });

    it('a failing afterWrite rolls the import back', async () => {
      const id = await process('prices', 'csv', 'symbol,date,price\nVOD,2025-04-02,80');
      const before = await counts();
      await expect(
        executeProcess(db.db, viewer(), id, 'run', config, {
          afterWrite: async () => {
            throw new Error('queue down');
          },
        }),
      ).rejects.toThrow('queue down');
      expect(await counts()).toEqual(before);
    });
  });
});
