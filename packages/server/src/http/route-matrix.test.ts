import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  isGenericPublic,
  keyOf,
  MATRIX,
  SITE_MATRIX,
  VIEWERS,
  type Row,
  type ViewerName,
} from '../testing/route-matrix';
import { createRouteWorld, fixturePath, viewerHeaders, type RouteWorld } from '../testing/route-world';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { listApiRoutes, type ApiRoute } from './access';

/**
 * Every API route × every kind of viewer (issue 3, ASVS 8.1.1/8.2.1): the route list comes from
 * the server itself, so a route added without a row in the matrix (testing/route-matrix.ts) fails
 * this test by name.
 */
describe('route × role matrix', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let routeWorld: RouteWorld;
  let siteApp: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    routeWorld = await createRouteWorld(db.db);
    // Several hundred cells in a minute: more than the default per-address limit.
    app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '5000' }), database: db });
    await app.ready();
    siteApp = await buildApp({
      config: testConfig({ RATE_LIMIT_MAX: '5000', BRAND: 'partners' }),
      database: db,
    });
    await siteApp.ready();
  });
  afterAll(async () => {
    await siteApp?.close();
    await app?.close();
    await db?.drop();
  });

  /** One request as a viewer, each with a fresh session (a sign-out cell must not end the next cell's). */
  async function call(route: ApiRoute, viewer: ViewerName, target: FastifyInstance = app) {
    const headers = await viewerHeaders(db.db, routeWorld, viewer);
    const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
    return target.inject({
      method: route.method as 'GET',
      url: fixturePath(routeWorld, route.method, route.url),
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(withBody ? { payload: '{}' } : {}),
    });
  }

  it('has an expectation for every API route the server declares', () => {
    const missing = listApiRoutes(app)
      .filter((route) => !isGenericPublic(route) && !(keyOf(route) in MATRIX))
      .map(keyOf);
    expect(missing, `routes without a row in the matrix: ${missing.join(', ')}`).toEqual([]);
    const declared = new Set(listApiRoutes(app).map(keyOf));
    const stale = Object.keys(MATRIX).filter((key) => !declared.has(key));
    expect(stale, `matrix rows for routes the server no longer has: ${stale.join(', ')}`).toEqual([]);
  });

  it('answers each route with the expected status for each viewer', async () => {
    const actual: Record<string, Partial<Row>> = {};
    const expected: Record<string, Partial<Row>> = {};
    for (const route of listApiRoutes(app)) {
      const key = keyOf(route);
      const want = MATRIX[key];
      if (!want) continue;
      actual[key] = {};
      expected[key] = want;
      for (const viewer of VIEWERS) actual[key][viewer] = (await call(route, viewer)).statusCode;
    }
    expect(actual).toEqual(expected);
  });

  it('has an expectation for every route a public-site brand adds, and answers each with it', async () => {
    const everywhere = new Set(listApiRoutes(app).map(keyOf));
    const added = listApiRoutes(siteApp).filter((route) => !everywhere.has(keyOf(route)));
    expect(added.map(keyOf).sort()).toEqual(Object.keys(SITE_MATRIX).sort());
    const actual: Record<string, Partial<Row>> = {};
    for (const route of added) {
      actual[keyOf(route)] = {};
      for (const viewer of VIEWERS)
        actual[keyOf(route)]![viewer] = (await call(route, viewer, siteApp)).statusCode;
    }
    expect(actual).toEqual(SITE_MATRIX);
  });

  it('never refuses access on the public identity and documentation routes', async () => {
    const refused: string[] = [];
    for (const route of listApiRoutes(app).filter(isGenericPublic)) {
      for (const viewer of ['guest', 'investor'] as const) {
        const status = (await call(route, viewer)).statusCode;
        if (status === 401 || status === 403) refused.push(`${keyOf(route)} as ${viewer}: ${status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("gives an investor no data from another client's account, and another company's admin none either", async () => {
    const { world } = routeWorld;
    const neighbour = `/api/portals/${world.portalA}/accounts/${world.accounts.neighbour}`;
    const asInvestor = await app.inject({
      url: neighbour,
      headers: { cookie: await sessionCookie(db.db, world.users.investor) },
    });
    expect(asInvestor.statusCode).toBe(404);
    expect(asInvestor.json()).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
    expect(asInvestor.body).not.toContain('Neighbour');

    const own = `/api/portals/${world.portalA}/accounts/${world.accounts.investor}`;
    const asOtherAdmin = await app.inject({
      url: own,
      headers: { cookie: await sessionCookie(db.db, world.users.otherCompanyAdmin) },
    });
    expect(asOtherAdmin.statusCode).toBe(404);
    expect(asOtherAdmin.body).not.toContain('Ada');
  });

  it('treats a session still at the PIN step as not signed in', async () => {
    const { world } = routeWorld;
    const cookie = await sessionCookie(db.db, world.users.admin, false);
    for (const url of ['/api/portals', '/api/admin/ping', `/api/portals/${world.portalA}/accounts`]) {
      expect((await app.inject({ url, headers: { cookie } })).statusCode).toBe(401);
    }
  });
});
