import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fundListQuerySchema, type Viewer } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { sessionCookie } from '../../testing/sign-in-as';
import { testConfig } from '../../testing/test-server';
import { createFundWorld, type FundWorld } from '../testing/fund-fixtures';
import { azureFundSearch, type AzureFundSearchSettings } from './azure-fund-search';
import { azureSearchServer, type IndexedFund } from './testing/azure-search-server';

const INDEX = 'funds';
const KEY = 'query-key-0123456789';

/** The index as the service holds it: the fixture's funds, plus one we do not hold. */
function indexed(f: FundWorld): IndexedFund[] {
  const doc = (over: IndexedFund): IndexedFund => ({
    fundCode: null,
    groupName: null,
    category: null,
    fundType: 'OEIC',
    currency: 'GBP',
    region: null,
    sector: null,
    esgRating: null,
    size: null,
    price: null,
    priceDate: null,
    ...over,
  });
  return [
    doc({
      isin: f.isins.globalEquity,
      name: 'Harbourside Global Equity Fund Acc',
      category: 'Equities',
      region: 'Global',
      esgRating: 8,
      size: 1250000000,
      price: 217.33,
      priceDate: '2025-06-02T00:00:00Z',
    }),
    doc({
      isin: f.isins.globalIncome,
      name: 'Harbourside Global Income Fund Inc',
      category: 'Fixed Interest',
      currency: 'EUR',
      region: 'Europe',
      esgRating: 3,
      size: 300000000,
    }),
    doc({
      isin: f.isins.ukSmaller,
      name: 'Lowland UK Smaller Companies Fund Acc',
      category: 'Equities',
      currency: 'GBX',
      region: 'UK',
      esgRating: 6,
      size: 90000000,
    }),
    doc({
      isin: f.isins.usGrowth,
      name: 'Meridian US Growth Fund Acc',
      currency: 'USD',
      region: 'North America',
      esgRating: 9,
      size: 5000000000,
    }),
    doc({
      isin: f.isins.gilt,
      name: 'Sterling 100% Gilt_Index Fund',
      region: 'UK',
      esgRating: 5,
      size: 700000000,
    }),
    doc({
      isin: 'LU9999999991',
      name: "Aurum O'Brien Gold Fund",
      category: 'Commodities',
      currency: 'USD',
      region: 'Global',
      esgRating: 4,
      size: 80000000,
    }),
  ];
}

/**
 * The fund-data search adapter (issue 18 item 1) against a local server speaking Azure AI Search's
 * Search Documents protocol: a normal answer with facets (each filtered facet asked without its own
 * filter), hits matched to our funds and favourites, a 429 then success, a timeout and a malformed
 * answer (502s with the §8 texts, one log line each, never a 500), and the answer cache.
 */
describe('fund search: Azure AI Search adapter', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let f: FundWorld;
  let service: Awaited<ReturnType<typeof azureSearchServer>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    f = await createFundWorld(db.db, { portalA: world.portalA, portalB: world.portalB });
    service = await azureSearchServer({ index: INDEX, key: KEY, docs: indexed(f) });
    app = await buildApp({
      config: testConfig({
        RATE_LIMIT_MAX: '5000',
        FUND_SEARCH_URL: `${service.url}/`,
        FUND_SEARCH_KEY: KEY,
        FUND_SEARCH_TIMEOUT_MS: '300',
        FUND_SEARCH_RETRIES: '1',
        FUND_SEARCH_CACHE_MS: '0',
      }),
      database: db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
    await db?.drop();
  });
  beforeEach(() => {
    service.requests.length = 0;
    service.setBehaviour(() => 'answer');
  });

  async function get(query: string, userId = world.users.investor) {
    const cookies = ['portal_csrf=t', await sessionCookie(db.db, userId)];
    return app.inject({
      method: 'GET',
      url: `/api/portals/${world.portalA}/funds${query}`,
      headers: { cookie: cookies.join('; ') },
    });
  }
  const shown = (facet: { value: string; count: number }[]) => facet.map((v) => `${v.value} ${v.count}`);

  it('asks the service with the key, and answers a page with the facets counted without their own filter', async () => {
    const response = await get('?category=Equities&currency=gbp&sort=size');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Lowland UK Smaller Companies Fund Acc',
    ]);
    expect(body.total).toBe(2);
    // Category: GBP funds of any category; currency: equities in any currency (GBX under GBP).
    expect(shown(body.facets.category)).toEqual(['Equities 2']);
    expect(shown(body.facets.currency)).toEqual(['GBP 2']);
    expect(shown(body.facets.region)).toEqual(['Global 1', 'UK 1']);
    // A hit is our fund: its id (the drawer opens it), its figures as decimal strings, the day.
    expect(body.items[0]).toMatchObject({
      id: f.funds.globalEquity,
      isin: f.isins.globalEquity,
      assetClass: 'Equities',
      size: '1250000000',
      price: '217.33',
      priceDate: '2025-06-02',
      favourite: false,
    });
    // One request for the page (region facet) and one per filtered facet; the key in its header only.
    expect(service.requests).toHaveLength(3);
    for (const { url, key } of service.requests) {
      expect(key).toBe(KEY);
      expect(url.pathname).toBe(`/indexes/${INDEX}/docs`);
      expect(url.searchParams.get('api-version')).toBe('2024-07-01');
      expect(url.search).not.toContain(KEY);
    }
    const [page, ...facetOnly] = service.requests.map((r) => r.url.searchParams);
    expect(page!.get('$filter')).toBe("category eq 'Equities' and search.in(currency, 'GBP|GBX', '|')");
    expect(page!.get('$orderby')).toBe('size desc,name asc');
    expect(page!.getAll('facet')).toEqual(['region,count:100']);
    expect(facetOnly.map((p) => [p.get('$top'), p.get('$filter'), p.getAll('facet')])).toEqual([
      ['0', "search.in(currency, 'GBP|GBX', '|')", ['category,count:100']],
      ['0', "category eq 'Equities'", ['currency,count:100']],
    ]);
  });

  it('searches name words and ISINs, quotes literals, caps the top count, and keeps favourites ours', async () => {
    const words = (await get('?q=glob%20inc')).json();
    expect(words.items.map((i: { name: string }) => i.name)).toEqual(['Harbourside Global Income Fund Inc']);
    expect(service.requests[0]!.url.searchParams.get('search')).toBe('glob* inc*');
    expect((await get(`?q=${f.isins.usGrowth.toLowerCase()}`)).json().items[0].id).toBe(f.funds.usGrowth);
    // A fund the service has and we do not keeps its ISIN as id; a quote in a value is doubled.
    const gold = (await get('?q=aurum&region=Global')).json();
    expect(gold.items).toMatchObject([
      { id: 'LU9999999991', name: "Aurum O'Brien Gold Fund", favourite: false },
    ]);
    service.requests.length = 0;
    await get("?region=O'Brien");
    expect(service.requests[0]!.url.searchParams.get('$filter')).toBe("region eq 'O''Brien'");
    // The user's operators are text: no field search, no negation.
    service.requests.length = 0;
    await get('?q=%2Bname%3Aglob%20-inc');
    expect(service.requests[0]!.url.searchParams.get('search')).toBe('nameglob* inc*');
    // Top: the first two by size, over a page of one.
    const second = (await get('?sort=size&top=2&pageSize=1&page=2')).json();
    expect(second).toMatchObject({ total: 2, items: [{ name: 'Harbourside Global Equity Fund Acc' }] });
    // Favourites only: the service is asked for our favourite ISINs; none means no request at all.
    service.requests.length = 0;
    expect((await get('?favourites=only')).json()).toMatchObject({ total: 0, items: [] });
    expect(service.requests).toHaveLength(0);
    const fav = await app.inject({
      method: 'PUT',
      url: `/api/portals/${world.portalA}/funds/${f.funds.gilt}/favourite`,
      headers: {
        cookie: `portal_csrf=t; ${await sessionCookie(db.db, world.users.investor)}`,
        'x-csrf-token': 't',
      },
    });
    expect(fav.statusCode).toBe(200);
    const mine = (await get('?favourites=only')).json();
    expect(mine.items).toMatchObject([{ id: f.funds.gilt, favourite: true }]);
    expect(service.requests.at(-1)!.url.searchParams.get('$filter')).toBe(
      `search.in(isin, '${f.isins.gilt}', ',')`,
    );
  });

  it('waits after a 429 and asks again, then answers', async () => {
    service.setBehaviour((_url, n) =>
      n === 1 ? { status: 429, body: { error: { message: 'Too many requests' } } } : 'answer',
    );
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(6);
    expect(service.requests).toHaveLength(2);
  });

  it('answers 502 Network Error when the service times out on every try', async () => {
    service.setBehaviour(() => 'hang');
    const response = await get('?q=harbourside');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'network_error', message: 'Network Error' } });
    expect(service.requests).toHaveLength(2);
  });

  it('answers 502 with the technical error for a malformed answer, without retrying', async () => {
    service.setBehaviour(() => ({ status: 200, body: { value: [{ name: 'no isin' }], '@odata.count': 1 } }));
    const response = await get('');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('provider_error');
    expect(response.body).not.toContain(KEY);
    expect(service.requests).toHaveLength(1);
    service.setBehaviour(() => ({ status: 200, body: 'not json at all' }));
    expect((await get('')).statusCode).toBe(502);
    service.setBehaviour(() => ({ status: 403, body: { error: { message: 'bad key' } } }));
    expect((await get('')).json().error.code).toBe('network_error');
  });

  it('logs one line per failure without the key, and reuses an answer within the cache time', async () => {
    const logged: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }) };
    const settings: AzureFundSearchSettings = {
      url: service.url,
      key: KEY,
      index: INDEX,
      apiVersion: '2024-07-01',
      timeoutMs: 300,
      retries: 0,
      cacheMs: 60_000,
      backoffMs: 5,
    };
    const source = azureFundSearch(settings, db.db, log as unknown as FastifyBaseLogger);
    const viewer: Viewer = {
      userId: world.users.investor,
      email: 'investor@example.com',
      role: 'investor',
      organisationId: null,
      locale: 'en',
      sessionId: 'test',
      mfaValidated: true,
    };
    const query = fundListQuerySchema.parse({ q: 'sterling' });
    const first = await source.search(viewer, world.portalA, query);
    const again = await source.search(viewer, world.portalA, query);
    expect(again).toEqual(first);
    expect(service.requests).toHaveLength(1);
    service.setBehaviour(() => ({ status: 503, body: {} }));
    await expect(source.search(viewer, world.portalA, fundListQuerySchema.parse({}))).rejects.toMatchObject({
      status: 502,
      code: 'network_error',
    });
    expect(logged).toEqual([
      {
        obj: expect.objectContaining({ reason: 'status', status: 503 }),
        msg: 'fund search service did not answer',
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain(KEY);
  });
});
