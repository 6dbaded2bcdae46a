import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { fundListQuerySchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { fundPageQuery } from './search/own-fund-search';
import { createFundWorld, FUND_AS_OF, type FundWorld } from './testing/fund-fixtures';

/**
 * The investments explorer API (§2, §7 fund by ISIN, §9 fields) over HTTP: search by name words
 * and ISIN, each filter, per-user favourites, paging, period returns computed from the stored
 * closes (checked against a hand computation), null with a reason for a young fund, documents,
 * and the portal policy (§6).
 */
describe('funds API', () => {
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

  async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, userId: string | null) {
    const cookies = ['portal_csrf=t'];
    if (userId) cookies.push(await sessionCookie(db.db, userId));
    return app.inject({ method, url, headers: { cookie: cookies.join('; '), 'x-csrf-token': 't' } });
  }
  const get = (url: string, userId: string | null = world.users.investor) => call('GET', url, userId);
  const names = async (query: string, userId?: string) => {
    const response = await get(`${base()}${query}`, userId);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { name: string }[] }).items.map((i) => i.name);
  };

  it('searches by the start of name words, case-blind, and by ISIN or its start', async () => {
    expect(await names('?q=harbourside')).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Harbourside Global Income Fund Inc',
    ]);
    expect(await names('?q=GLOB%20inc')).toEqual(['Harbourside Global Income Fund Inc']);
    // Inside a word is not a word start.
    expect(await names('?q=lobal')).toEqual([]);
    expect(await names(`?q=${f.isins.usGrowth}`)).toEqual(['Meridian US Growth Fund Acc']);
    expect(await names(`?q=${f.isins.ukSmaller.toLowerCase()}`)).toEqual([
      'Lowland UK Smaller Companies Fund Acc',
    ]);
    expect(await names('?q=IE00')).toEqual(['Harbourside Global Income Fund Inc']);
    // LIKE wildcards typed by the user are plain characters.
    expect(await names('?q=100%25')).toEqual(['Sterling 100% Gilt_Index Fund']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=gilt_')).toEqual(['Sterling 100% Gilt_Index Fund']);
  });

  it('filters by region, currency (GBP includes pence), ESG rating and combines them', async () => {
    expect(await names('?region=UK')).toEqual([
      'Lowland UK Smaller Companies Fund Acc',
      'Sterling 100% Gilt_Index Fund',
    ]);
    expect(await names('?currency=gbp')).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Lowland UK Smaller Companies Fund Acc',
      'Sterling 100% Gilt_Index Fund',
    ]);
    expect(await names('?currency=EUR')).toEqual(['Harbourside Global Income Fund Inc']);
    expect(await names('?esgMin=8')).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Meridian US Growth Fund Acc',
    ]);
    expect(await names('?esgMin=6&region=UK&currency=GBP')).toEqual([
      'Lowland UK Smaller Companies Fund Acc',
    ]);
    expect(await names('?sort=esg&pageSize=2')).toEqual([
      'Meridian US Growth Fund Acc',
      'Harbourside Global Equity Fund Acc',
    ]);
    const list = (await get(base())).json();
    expect(list.facets.region.map((f: { value: string }) => f.value)).toEqual([
      'Europe',
      'Global',
      'North America',
      'UK',
    ]);
    expect(list.facets.currency.map((f: { value: string }) => f.value)).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const query of ['?esgMin=11', '?esgMin=x', '?currency=POUND', '?pageSize=101', '?sort=price']) {
      const response = await get(`${base()}${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('pages with a total count', async () => {
    const first = (await get(`${base()}?pageSize=2`)).json();
    const third = (await get(`${base()}?pageSize=2&page=3`)).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((i: { name: string }) => i.name)).toEqual([
      'Harbourside Global Equity Fund Acc',
      'Harbourside Global Income Fund Inc',
    ]);
    expect(third.items.map((i: { name: string }) => i.name)).toEqual(['Sterling 100% Gilt_Index Fund']);
    expect((await get(`${base()}?pageSize=2&page=4`)).json()).toMatchObject({ items: [], total: 5 });
  });

  it('keeps favourites per user: mine are not yours', async () => {
    const fav = `${base()}/${f.funds.usGrowth}/favourite`;
    expect((await call('PUT', fav, world.users.investor)).json()).toEqual({ favourite: true });
    // Twice is the same.
    expect((await call('PUT', fav, world.users.investor)).statusCode).toBe(200);
    expect(await names('?favourites=only')).toEqual(['Meridian US Growth Fund Acc']);
    expect(await names('?favourites=only', world.users.ownerAdvisor)).toEqual([]);
    const item = (await get(`${base()}?q=meridian`, world.users.ownerAdvisor)).json().items[0];
    expect(item.favourite).toBe(false);
    expect((await get(`${base()}?q=meridian`)).json().items[0].favourite).toBe(true);
    expect((await call('DELETE', fav, world.users.investor)).json()).toEqual({ favourite: false });
    expect(await names('?favourites=only')).toEqual([]);
    // A favourite needs the CSRF token like any change.
    const noCsrf = await app.inject({
      method: 'PUT',
      url: fav,
      headers: { cookie: await sessionCookie(db.db, world.users.investor) },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('computes the period returns from the stored closes (1Y by hand) and finds a fund by ISIN', async () => {
    const response = await get(`${base()}/${f.funds.globalEquity}`);
    expect(response.statusCode).toBe(200);
    const fund = response.json();
    expect(fund).toMatchObject({
      isin: f.isins.globalEquity,
      fundCode: 'HG01',
      groupName: 'Harbourside Investment Management',
      assetClass: 'Equities',
      fundType: 'OEIC',
      objective: 'Growth',
      currency: 'GBP',
      size: '1250000000.0000',
      price: '217.33000000',
      priceDate: FUND_AS_OF,
      hasPrices: true,
      documents: 1,
    });
    const byPeriod = Object.fromEntries(
      fund.performance.map((p: { period: string }) => [p.period, p]),
    ) as Record<string, { from: string; to: string; return: { value: number | null; reason?: string } }>;
    expect(Object.keys(byPeriod)).toEqual(['1D', '3M', '1Y', '3Y', '5Y', 'All', 'YTD']);
    // 1Y: from the last close on or before 2 June 2024 (1 June 2024) to 2 June 2025.
    const start = f.closes.find((c) => c.date === '2024-06-01')!;
    expect(byPeriod['1Y']).toEqual({
      period: '1Y',
      from: '2024-06-01',
      to: FUND_AS_OF,
      return: { value: 217.33 / Number(start.price) - 1 },
    });
    expect(byPeriod['1D']!.return.value).toBe(
      217.33 / Number(f.closes.find((c) => c.date === '2025-06-01')!.price) - 1,
    );
    expect(byPeriod.All!.return.value).toBe(217.33 / 100 - 1);
    // YTD from the close stamped 1 January (no market trades that day: the year-end level).
    expect(byPeriod.YTD).toMatchObject({
      from: '2025-01-01',
      return: { value: 217.33 / Number(f.closes.find((c) => c.date === '2025-01-01')!.price) - 1 },
    });

    const byIsin = (await get(`${base()}/${f.isins.globalEquity.toLowerCase()}`)).json();
    expect(byIsin.id).toBe(f.funds.globalEquity);
  });

  it('gives null with the reason for periods a young fund cannot cover, never 0', async () => {
    const fund = (await get(`${base()}/${f.funds.globalIncome}`)).json();
    const byPeriod = Object.fromEntries(
      fund.performance.map((p: { period: string; return: unknown }) => [p.period, p.return]),
    );
    expect(byPeriod['1Y']).toEqual({ value: null, reason: 'insufficient_history' });
    expect(byPeriod['5Y']).toEqual({ value: null, reason: 'insufficient_history' });
    expect(byPeriod.YTD).toEqual({ value: null, reason: 'insufficient_history' });
    // 1 May to 2 June is a month, not a day.
    expect(byPeriod['1D']).toEqual({ value: null, reason: 'missing_data' });
    expect(byPeriod.All.value).toBeCloseTo(0.05, 12);
    // No closes at all: every period says so.
    const none = (await get(`${base()}/${f.funds.ukSmaller}`)).json();
    expect(none.hasPrices).toBe(false);
    expect(none.price).toBe('412.50000000');
    expect(new Set(none.performance.map((p: { return: { reason: string } }) => p.return.reason))).toEqual(
      new Set(['no_data']),
    );
  });

  it('serves a price series per range, from the period base to the last close', async () => {
    const oneYear = (await get(`${base()}/${f.funds.globalEquity}/prices?range=1Y`)).json();
    expect(oneYear.currency).toBe('GBP');
    expect(oneYear.points[0]).toEqual({
      date: '2024-06-01',
      price: f.closes.find((c) => c.date === '2024-06-01')!.price,
    });
    expect(oneYear.points.at(-1)).toEqual({ date: FUND_AS_OF, price: '217.33000000' });
    expect(oneYear.points).toHaveLength(14);
    // YTD starts where the fund's YTD return is measured from: the close stamped 1 January.
    const ytd = (await get(`${base()}/${f.funds.globalEquity}/prices?range=YTD`)).json();
    expect(ytd.points[0].date).toBe('2025-01-01');
    const all = (await get(`${base()}/${f.funds.globalEquity}/prices?range=All`)).json();
    expect(all.points).toHaveLength(f.closes.length);
    expect((await get(`${base()}/${f.funds.ukSmaller}/prices`)).json().points).toEqual([]);
    expect((await get(`${base()}/${f.funds.globalEquity}/prices?range=2Y`)).statusCode).toBe(400);
  });

  it("lists the fund's documents in this portal only, linked to the library download", async () => {
    const docs = (await get(`${base()}/${f.funds.globalEquity}/documents`)).json();
    expect(docs.items).toEqual([
      expect.objectContaining({
        id: f.documents.factsheetA,
        type: 'Factsheet',
        url: `/api/portals/${world.portalA}/library/documents/${f.documents.factsheetA}/file`,
      }),
    ]);
    expect((await get(`${base()}/${f.funds.usGrowth}/documents`)).json()).toEqual({ items: [] });
  });

  it('can answer an ISIN from its index, without reading the table', async () => {
    // Five rows make any planner scan; with scans priced out, the plan shows which index serves.
    const plan = async (query: Record<string, string>) => {
      const q = fundPageQuery(db.db, world.users.investor, world.portalA, fundListQuerySchema.parse(query));
      return db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result: unknown = await tx.execute(sql`explain ${q}`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          string
        >[];
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    };
    expect(await plan({ q: f.isins.usGrowth })).toContain('funds_isin_key');
    // The name order is the portal language's collation (decision 55): no index serves it, and the
    // few hundred active funds sort in well under a millisecond.
  });

  it('is 404 for an unknown fund, and for a user outside the portal; 401 signed out', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-fund', 'GB0000000000']) {
      const response = await get(`${base()}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
    }
    expect((await get(`${base()}/00000000-0000-4000-8000-000000000000/favourite`)).statusCode).toBe(404);
    for (const url of [
      base(),
      `${base()}/${f.funds.globalEquity}`,
      `${base()}/${f.funds.globalEquity}/documents`,
    ]) {
      const outsider = await get(url, world.users.otherPortalInvestor);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.body).not.toContain('Harbourside');
      expect((await get(url, world.users.otherCompanyAdmin)).statusCode).toBe(404);
      expect((await get(url, null)).statusCode).toBe(401);
    }
    const advisor = await call('PUT', `${base()}/${f.funds.gilt}/favourite`, world.users.otherPortalInvestor);
    expect(advisor.statusCode).toBe(404);
    // The other portal's own investor sees the universe in their portal, with their portal's document.
    const inB = (
      await get(
        `/api/portals/${world.portalB}/funds/${f.funds.globalEquity}/documents`,
        world.users.otherPortalInvestor,
      )
    ).json();
    expect(inB.items.map((d: { id: string }) => d.id)).toEqual([f.documents.factsheetB]);
  });
});
