import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discreteReturns, readCumulativeSeries, simulatedReturns } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  benchmarkValues,
  benchmarks,
  instrumentPrices,
  instruments,
  models,
  riskProfiles,
} from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { safeHref } from './simulator-repository';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';

let db: TestDatabase;
let world: AccessWorld;
let server: TestServer;
let balanced: string;
let growth: string;
let betaModel: string;

const DATES = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01'];
/** Monthly closes: two shares, one bond, a property fund, and bitcoin (left out by the simulator). */
const PRICES: Record<string, { assetClass: string; sector: string; closes: number[] }> = {
  EQ1: { assetClass: 'Equity', sector: 'Technology', closes: [100, 110, 99, 104] },
  EQ2: { assetClass: 'Equity', sector: 'Energy', closes: [50, 49, 51.5, 52] },
  BD1: { assetClass: 'Fixed income', sector: 'Fixed Interest', closes: [98, 98.5, 99.2, 98.9] },
  PR1: { assetClass: 'Other', sector: 'Property', closes: [10, 10.2, 10.1, 10.4] },
  BTC: { assetClass: 'Crypto', sector: 'Currency', closes: [40000, 60000, 30000, 45000] },
};

async function get(userId: string, path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie: await sessionCookie(db.db, userId) },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  db = await createTestDatabase();
  world = await createAccessWorld(db.db);
  for (const [symbol, line] of Object.entries(PRICES)) {
    const [row] = await db.db
      .insert(instruments)
      .values({ symbol, name: symbol, currency: 'GBP', assetClass: line.assetClass, sector: line.sector })
      .returning({ id: instruments.id });
    await db.db.insert(instrumentPrices).values(
      line.closes.map((price, i) => ({
        instrumentId: row!.id,
        date: DATES[i]!,
        price: String(price),
        currency: 'GBP',
      })),
    );
  }
  const [benchmark] = await db.db
    .insert(benchmarks)
    .values({ name: 'IA Mixed Investment 40-85% Shares', code: 'ia-mixed-40-85', currency: 'GBP' })
    .returning({ id: benchmarks.id });
  await db.db.insert(benchmarkValues).values(
    [100, 101, 100.5, 102].map((value, i) => ({
      benchmarkId: benchmark!.id,
      date: DATES[i]!,
      value: String(value),
    })),
  );
  const [profile] = await db.db
    .insert(riskProfiles)
    .values({
      portalId: world.portalA,
      name: 'Balanced',
      returns: '4% - 6%',
      factsheetUrl: '/api/documents/x/file',
      riskLevel: 6,
      benchmarkId: benchmark!.id,
    })
    .returning({ id: riskProfiles.id });
  const model = (
    portalId: string,
    name: string,
    min: number,
    max: number,
    data: { name: string; value: string }[],
  ) => ({
    portalId,
    name,
    profile: name,
    min: String(min),
    max: String(max),
    avg: String((min + max) / 2),
    rebalance: 'Quarterly',
    data,
  });
  const rows = await db.db
    .insert(models)
    .values([
      {
        ...model(world.portalA, 'Balanced tactical model', 35, 65, [
          { name: 'Equities', value: '50' },
          { name: 'Fixed Interest', value: '38' },
          { name: 'Alternatives', value: '12' },
        ]),
        riskProfileId: profile!.id,
      },
      model(world.portalA, 'Growth tactical model', 60, 100, [
        { name: 'Equities', value: '80' },
        { name: 'Fixed Interest', value: '20' },
      ]),
      { ...model(world.portalA, 'Retired model', 10, 30, []), active: false },
      model(world.portalB, 'Beta model', 20, 40, [{ name: 'Equities', value: '30' }]),
    ])
    .returning({ id: models.id });
  [balanced, growth, , betaModel] = rows.map((r) => r.id) as [string, string, string, string];
  server = await startTestServer({ database: db });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const base = () => `/api/portals/${world.portalA}/simulator/models`;
const monthly = (closes: number[]) =>
  closes.slice(1).map((c, i) => ({ date: DATES[i + 1]!, return: c / closes[i]! - 1 }));

describe('simulator models (§2 Strategy simulator)', () => {
  it("lists the portal's live models, lowest exposure first, with band and risk profile", async () => {
    const { status, body } = await get(world.users.investor, base());
    expect(status).toBe(200);
    expect(body.items.map((m: { name: string }) => m.name)).toEqual([
      'Balanced tactical model',
      'Growth tactical model',
    ]);
    expect(body.items[0]).toMatchObject({
      id: balanced,
      min: '35',
      max: '65',
      avg: '50',
      band: 'balanced',
      rebalance: 'Quarterly',
      riskProfile: { name: 'Balanced', returns: '4% - 6%', riskLevel: 6 },
    });
    expect(body.items[1]).toMatchObject({ band: 'growth', riskProfile: null });
  });

  it("keeps other companies' portals and models out (404)", async () => {
    expect((await get(world.users.otherCompanyAdmin, base())).status).toBe(404);
    expect((await get(world.users.investor, `${base()}/${betaModel}/simulation`)).status).toBe(404);
    expect((await get(world.users.investor, `${base()}/not-a-uuid/simulation`)).status).toBe(404);
    const beta = await get(world.users.otherCompanyAdmin, `/api/portals/${world.portalB}/simulator/models`);
    expect(beta.body.items.map((m: { id: string }) => m.id)).toEqual([betaModel]);
    expect((await fetch(`${server.url}${base()}`)).status).toBe(401);
  });
});

describe('factsheet links', () => {
  it('keeps site paths and https addresses only', () => {
    expect(safeHref('/api/documents/x/file')).toBe('/api/documents/x/file');
    expect(safeHref('https://cdn.example/f.pdf')).toBe('https://cdn.example/f.pdf');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/f', 'http://plain.example'])
      expect(safeHref(bad)).toBe('');
  });
});

describe('model simulation', () => {
  it("matches the engine's simulatedReturns over equal-weighted asset-class returns", async () => {
    const { status, body } = await get(world.users.investor, `${base()}/${balanced}/simulation`);
    expect(status).toBe(200);
    const eq1 = monthly(PRICES.EQ1!.closes);
    const eq2 = monthly(PRICES.EQ2!.closes);
    const classes = {
      Equities: eq1.map((p, i) => ({ date: p.date, return: (p.return + eq2[i]!.return) / 2 })),
      'Fixed Interest': monthly(PRICES.BD1!.closes),
      Alternatives: monthly(PRICES.PR1!.closes),
    };
    const direct = simulatedReturns(
      [
        { symbol: 'Equities', weight: 50 },
        { symbol: 'Fixed Interest', weight: 38 },
        { symbol: 'Alternatives', weight: 12 },
      ],
      classes,
    );
    expect(body.cumulative.value).toBeCloseTo(direct.cumulative.value!, 12);
    expect(body.from).toBe('2024-01-01');
    expect(body.to).toBe('2024-04-01');
    expect(body.points.map((p: { date: string }) => p.date)).toEqual(DATES);
    body.points
      .slice(1)
      .forEach((p: { value: number }, i: number) =>
        expect(p.value).toBeCloseTo(direct.points[i]!.cumulative, 12),
      );
    expect(body.weights).toEqual([
      { name: 'Equities', weight: 0.5 },
      { name: 'Fixed Interest', weight: 0.38 },
      { name: 'Alternatives', weight: 0.12 },
    ]);
    // The benchmark from its level at the base date; the discrete periods are the engine's too.
    expect(body.benchmark).toBe('IA Mixed Investment 40-85% Shares');
    expect(body.points.map((p: { benchmark: number }) => p.benchmark)).toEqual([
      0,
      expect.closeTo(0.01, 12),
      expect.closeTo(0.005, 12),
      expect.closeTo(0.02, 12),
    ]);
    const series = readCumulativeSeries(
      body.points.map((p: { date: string; value: number; benchmark: number }) => ({
        date: p.date,
        portfolio: p.value,
        benchmark: p.benchmark,
      })),
      'fraction',
    );
    const inception = discreteReturns(series).periods.find((p) => p.period === 'inception')!;
    expect(
      body.periods.find((p: { period: string }) => p.period === 'inception').portfolio.value,
    ).toBeCloseTo(inception.portfolio.value!, 12);
    expect(body.periods.find((p: { period: string }) => p.period === '1Y').portfolio).toEqual({
      value: null,
      reason: 'insufficient_history',
    });
  });

  it('answers without a benchmark when the model has no risk profile', async () => {
    const { body } = await get(world.users.ownerAdvisor, `${base()}/${growth}/simulation`);
    expect(body.benchmark).toBeNull();
    expect(body.points.every((p: { benchmark: number | null }) => p.benchmark === null)).toBe(true);
    expect(body.cumulative.value).toBeTypeOf('number');
  });
});
