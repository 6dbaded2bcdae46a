import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { fundListQuerySchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { portals } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { sessionCookie } from '../../testing/sign-in-as';
import { testConfig } from '../../testing/test-server';
import { createFundWorld, type FundWorld } from '../testing/fund-fixtures';
import { facetQuery } from './own-fund-search';

/**
 * The explorer's own search source (§7 fund-data search: category and currency filters, top count,
 * facets) over HTTP on the fixture universe, and the portal's funds spotlight. The fixture: Global
 * Equity (Equities, GBP, Global), Global Income (Fixed Interest, EUR, Europe), UK Smaller (Equities,
 * GBX, UK), US Growth (no category, USD, North America), Gilt (no category, GBP, UK).
 */
describe('funds API: category, top count, facets, spotlight', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let world: AccessWorld;
  let f: FundWorld;
  const base = () => `/api/portals/${world.portalA}/funds`;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    f = await createFundWorld(db.db, { portalA: world.portalA, portalB: world.portalB });
    app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '5000' }), database: db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  async function get(url: string, userId: string | null = world.users.investor) {
    const cookies = ['portal_csrf=t'];
    if (userId) cookies.push(await sessionCookie(db.db, userId));
    return app.inject({ method: 'GET', url, headers: { cookie: cookies.join('; '), 'x-csrf-token': 't' } });
  }
  async function list(query: string) {
    const response = await get(`${base()}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      items: { name: string; assetClass: string | null }[];
      total: number;
      facets: Record<string, { value: string; count: number }[]>;
    };
    return { ...body, names: body.items.map((i) => i.name) };
  }
  /** A facet as 'value count' strings, for short assertions. */
  const shown = (facet: { value: string; count: number }[]) => facet.map((v) => `${v.value} ${v.count}`);

  it('counts every facet over the whole universe when nothing is filtered (GBX under GBP)', async () => {
    const { total, facets } = await list('');
    expect(total).toBe(5);
    expect(shown(facets.category!)).toEqual(['Equities 2', 'Fixed Interest 1']);
    expect(shown(facets.currency!)).toEqual(['EUR 1', 'GBP 3', 'USD 1']);
    expect(shown(facets.region!)).toEqual(['Europe 1', 'Global 1', 'North America 1', 'UK 2']);
  });

  it('filters by category; each facet counts under the other filters but not its own', async () => {
    const equities = await list('?category=Equities');
    expect(equities.names).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Lowland UK Smaller Companies Fund Acc',
    ]);
    expect(equities.total).toBe(2);
    // The category menu still offers Fixed Interest with its count.
    expect(shown(equities.facets.category!)).toEqual(['Equities 2', 'Fixed Interest 1']);
    expect(shown(equities.facets.currency!)).toEqual(['GBP 2']);
    expect(shown(equities.facets.region!)).toEqual(['Global 1', 'UK 1']);

    const ukGbp = await list('?region=UK&currency=GBP');
    expect(ukGbp.names).toEqual(['Lowland UK Smaller Companies Fund Acc', 'Sterling 100% Gilt_Index Fund']);
    // Region facet: GBP funds in any region; currency facet: UK funds in any currency.
    expect(shown(ukGbp.facets.region!)).toEqual(['Global 1', 'UK 2']);
    expect(shown(ukGbp.facets.currency!)).toEqual(['GBP 2']);
    // Category facet: UK and GBP; the Gilt has no category and is in no value.
    expect(shown(ukGbp.facets.category!)).toEqual(['Equities 1']);

    // The search and the ESG bar narrow every facet.
    const harbourside = await list('?q=harbourside&esgMin=3');
    expect(shown(harbourside.facets.category!)).toEqual(['Equities 1', 'Fixed Interest 1']);
    expect(shown(harbourside.facets.currency!)).toEqual(['EUR 1', 'GBP 1']);
    const none = await list('?category=Property');
    expect(none).toMatchObject({ total: 0, items: [] });
    expect(shown(none.facets.category!)).toEqual(['Equities 2', 'Fixed Interest 1']);
    expect(none.facets.region).toEqual([]);
  });

  it('lists only the first N in the order under a top count; facets count every match', async () => {
    const top = await list('?sort=size&top=2');
    expect(top.names).toEqual(['Meridian US Growth Fund Acc', 'Harbourside Global Equity Fund Acc']);
    expect(top.total).toBe(2);
    expect(top.facets.region!.reduce((n, v) => n + v.count, 0)).toBe(5);
    expect((await list('?sort=size&top=2&pageSize=1&page=2')).names).toEqual([
      'Harbourside Global Equity Fund Acc',
    ]);
    expect(await list('?sort=size&top=2&pageSize=1&page=3')).toMatchObject({ items: [], total: 2 });
    expect((await list('?top=3&pageSize=2&page=2')).names).toEqual(['Lowland UK Smaller Companies Fund Acc']);
    expect((await list('?top=50')).total).toBe(5);
  });

  it('refuses a bad category or top count with a 400', async () => {
    for (const query of ['?top=0', '?top=1001', '?top=x', `?category=${'x'.repeat(61)}`, '?category=%20']) {
      const response = await get(`${base()}${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('gives empty facets under favourites only with no favourites', async () => {
    expect(await list('?favourites=only')).toMatchObject({
      total: 0,
      facets: { category: [], currency: [], region: [] },
    });
  });

  it('counts the facets and the total in one scan of the funds (no query per facet or value)', async () => {
    const q = facetQuery(
      db.db,
      world.users.investor,
      fundListQuerySchema.parse({ category: 'Equities', q: 'fund' }),
    );
    const result: unknown = await db.db.execute(sql`explain ${q}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan.match(/on funds\b/g)).toHaveLength(1);
    expect(plan).toMatch(/MixedAggregate|GroupAggregate|HashAggregate/);
  });

  it("shows the portal's spotlight: its admin's ISINs in order, unknown and ill-formed ones left out", async () => {
    const spotlight = `${base()}/spotlight`;
    expect((await get(spotlight)).json()).toEqual({ items: [] });
    await db.db
      .update(portals)
      .set({
        fundSpotlight: [
          f.isins.usGrowth,
          'not an isin',
          ` ${f.isins.gilt.toLowerCase()} `,
          'GB0000000000',
          f.isins.usGrowth,
        ],
      })
      .where(eq(portals.id, world.portalA));
    const response = await get(spotlight);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = response.json().items as { id: string; name: string; favourite: boolean }[];
    expect(items.map((i) => i.name)).toEqual([
      'Meridian US Growth Fund Acc',
      'Sterling 100% Gilt_Index Fund',
    ]);
    expect(items[0]).toMatchObject({
      id: f.funds.usGrowth,
      isin: f.isins.usGrowth,
      currency: 'USD',
      favourite: false,
    });
    // Another portal's spotlight is its own; a user outside the portal gets 404, signed out 401.
    const inB = await get(`/api/portals/${world.portalB}/funds/spotlight`, world.users.otherPortalInvestor);
    expect(inB.json()).toEqual({ items: [] });
    expect((await get(spotlight, world.users.otherPortalInvestor)).statusCode).toBe(404);
    expect((await get(spotlight, world.users.otherCompanyAdmin)).statusCode).toBe(404);
    expect((await get(spotlight, null)).statusCode).toBe(401);
  });

  it("lets the company's admin set the spotlight in the portals collection; an advisor cannot", async () => {
    const patch = async (userId: string, body: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/portals/${world.portalA}`,
        headers: {
          cookie: `${await sessionCookie(db.db, userId)}; portal_csrf=t`,
          'x-csrf-token': 't',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
    const saved = await patch(world.users.admin, {
      fundSpotlight: [f.isins.globalIncome, f.isins.ukSmaller],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const names = (await get(`${base()}/spotlight`)).json().items.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Harbourside Global Income Fund Inc', 'Lowland UK Smaller Companies Fund Acc']);
    expect((await patch(world.users.admin, { fundSpotlight: 'GB00B0000017' })).statusCode).toBe(400);
    expect((await patch(world.users.ownerAdvisor, { fundSpotlight: [] })).statusCode).toBe(403);
    expect((await get(`${base()}/spotlight`)).json().items).toHaveLength(2);
  });
});
