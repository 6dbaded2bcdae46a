import type { Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import { benchmarkValues, benchmarks, fxRates, instrumentPrices, instruments } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { sessionCookie } from '../../testing/sign-in-as';

/** The market the market-data tests start from: two instruments, one rate pair, one benchmark. */
export interface MarketWorld {
  instruments: { vod: string; aapl: string };
  benchmark: string;
}

/**
 * VOD (GBX) closes on 2 and 3 January 2025, AAPL (USD) with none, GBP/USD rates on those days and
 * the 'ia-mixed-0-35' benchmark's levels on them.
 */
export async function addMarketWorld(db: Database): Promise<MarketWorld> {
  const [vod, aapl] = await db
    .insert(instruments)
    .values([
      { symbol: 'VOD', name: 'Vodafone Group', isin: 'GB00BH4HKS39', currency: 'GBX', type: 'Stock' },
      { symbol: 'AAPL', name: 'Apple Inc', isin: 'US0378331005', currency: 'USD', type: 'Stock' },
    ])
    .returning({ id: instruments.id });
  await db.insert(instrumentPrices).values([
    { instrumentId: vod!.id, date: '2025-01-02', price: '72.5', currency: 'GBX' },
    { instrumentId: vod!.id, date: '2025-01-03', price: '73', currency: 'GBX' },
  ]);
  await db.insert(fxRates).values([
    { fromCurrency: 'GBP', toCurrency: 'USD', date: '2025-01-02', rate: '1.25' },
    { fromCurrency: 'GBP', toCurrency: 'USD', date: '2025-01-03', rate: '1.26' },
  ]);
  const [benchmark] = await db
    .insert(benchmarks)
    .values({ name: 'IA Mixed Investment 0-35% Shares', code: 'ia-mixed-0-35', currency: 'GBP' })
    .returning({ id: benchmarks.id });
  await db.insert(benchmarkValues).values([
    { benchmarkId: benchmark!.id, date: '2025-01-02', value: '100' },
    { benchmarkId: benchmark!.id, date: '2025-01-03', value: '100.5' },
  ]);
  return { instruments: { vod: vod!.id, aapl: aapl!.id }, benchmark: benchmark!.id };
}

/** An answer of the API under test; bodies are asserted field by field, so typed loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseBody = Record<string, any>;

/** Calls the test server as `userId` (null: a guest), with the CSRF pair every write needs. */
export function apiCaller(db: () => Database, baseUrl: () => string) {
  return async (method: string, path: string, userId: string | null, body?: unknown) => {
    const cookies = ['portal_csrf=t'];
    if (userId) cookies.push(await sessionCookie(db(), userId));
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        cookie: cookies.join('; '),
        'x-csrf-token': 't',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as LooseBody) : null };
  };
}

/** Company A's admin as the operations see them (for calls that go around HTTP). */
export function adminViewer(world: AccessWorld): Viewer {
  return {
    userId: world.users.admin,
    email: 'admin@alpha.example',
    role: 'admin',
    organisationId: world.companyA,
    locale: 'en',
    sessionId: 'test',
    mfaValidated: true,
  };
}

/** A migrated database with the access world and the market above, and the app serving it. */
export interface MarketTestWorld {
  db: TestDatabase;
  world: AccessWorld;
  market: MarketWorld;
  server: TestServer;
  close(): Promise<void>;
}

export async function startMarketTestWorld(): Promise<MarketTestWorld> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const market = await addMarketWorld(db.db);
  const server = await startTestServer({ database: db });
  return {
    db,
    world,
    market,
    server,
    close: async () => {
      await server.close();
      await db.drop();
    },
  };
}
