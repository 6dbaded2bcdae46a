import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountPageViewSchema,
  BREAKDOWN_DIMENSIONS,
  reportOptionsSchema,
  reportPeriod,
  reportViewSchema,
  transactionRange,
} from '@portal/domain';
import { holdings } from '../db/schema/index';
import { startProviderWorld, type ProviderWorld } from '../providers/testing/provider-world';
import { todayIso } from '../providers/provider';
import { databaseProvider } from '../providers/select-provider';
import { TAB_NAMES, type DataProvider, type PortfolioRef } from '../providers/types';
import { buildReport } from '../reports/report-data';
import type { FileStorage } from '../storage/file-storage';
import { sessionCookie } from '../testing/sign-in-as';

/** What JSON.parse gives back for a value: undefined fields gone, as on the wire. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A value serialised as Fastify serialises a route's 200 with `schema` (fastify-type-provider-zod). */
function throughSchema(schema: z.ZodType, value: unknown): unknown {
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
  return JSON.parse(serialize(value));
}

/**
 * Issue 19: every portfolio and report view route answers through the domain's schema, and the
 * serialiser keeps only what a schema declares (and refuses a value of another type). So each
 * answer over HTTP must equal, deeply, the object the view function produced: a field a schema
 * leaves out fails here. The GIA carries every feature: a property valued from its price points, a
 * foreign cash line, a USD fund, a benchmark, and figures that are null (no cost, no weight).
 */
describe('view answers keep every field of their view', () => {
  let w: ProviderWorld;
  let provider: DataProvider;
  let cookie: string;
  let ref: PortfolioRef;
  const base = () => `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;
  const gia = () => `${base()}/portfolios/${w.portfolios.gia}`;
  const account = () => ({ id: w.world.accounts.investor, externalId: w.portfolios.accountExternalId });

  beforeAll(async () => {
    w = await startProviderWorld({ LOG_LEVEL: 'error' });
    const common = { portalId: w.world.portalA, portfolioId: w.portfolios.gia, parentId: w.portfolios.gia };
    await w.db.db.insert(holdings).values([
      {
        ...common,
        name: 'Harbour flat',
        symbol: 'PROP.HARBOUR',
        units: '1',
        currency: 'GBP',
        region: 'UK',
        assetClass: 'Property',
        type: 'Property',
        purchaseDate: '2023-03-01',
        purchaseValue: '180000.00',
        annualGrowth: '3.50',
        pricePoints: [{ date: '2024-01-01', value: '190000' }],
      },
      // Foreign cash without a cost: no cost base, no gain.
      {
        ...common,
        name: 'US dollars',
        symbol: 'CASH.USD',
        units: '1500',
        currency: 'USD',
        assetClass: 'Cash',
      },
    ]);
    provider = databaseProvider(w.db.db);
    cookie = await sessionCookie(w.db.db, w.world.users.investor);
    ref = { account: account(), portfolioId: w.portfolios.gia };
  });
  afterAll(async () => {
    await w?.close();
  });

  async function answer(url: string): Promise<unknown> {
    const response = await w.server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json();
  }

  it('the portfolio carries every feature the schemas must keep', async () => {
    const view = (await provider.getHoldings(ref))!;
    const bySymbol = new Map(view.holdings.map((h) => [h.symbol, h]));
    expect(bySymbol.get('PROP.HARBOUR')).toMatchObject({ price: null, annualGrowth: '3.5' });
    expect(bySymbol.get('PROP.HARBOUR')!.pricePoints).toHaveLength(1);
    expect(bySymbol.get('CASH.USD')).toMatchObject({ currency: 'USD', costBase: null, gainBase: null });
    expect(bySymbol.get('RWSC')!.gainBase).not.toBeNull();
    const performance = (await provider.getPerformance(ref, { from: null, to: null }))!;
    expect(performance.benchmarkName).not.toBeNull();
    expect(performance.cumulative.length).toBeGreaterThan(10);
    expect(JSON.stringify(performance)).toContain('"value":null');
  });

  it('the account page (overview) and the portfolios list', async () => {
    const page = await provider.getAccountPage(account());
    expect(await answer(`${base()}/overview`)).toStrictEqual(wire(page));
    // The route sends the cached JSON text: the schema must still describe all of it.
    expect(throughSchema(accountPageViewSchema, page)).toStrictEqual(wire(page));
    expect(page.portfolios.map((p) => p.portfolio.id)).toContain(w.portfolios.gia);

    const loaded = await provider.getAccount(account());
    expect(await answer(`${base()}/portfolios?pageSize=1`)).toStrictEqual(
      wire({
        items: loaded.portfolios.slice(0, 1),
        total: loaded.portfolios.length,
        page: 1,
        pageSize: 1,
        value: loaded.value,
        currency: loaded.currency,
        error: loaded.error,
        message: loaded.message,
      }),
    );
    expect(await answer(gia())).toStrictEqual(wire(await provider.getPortfolio(ref)));
  });

  it('holdings (a page of all of them) and the drawer of each kind of line', async () => {
    const view = (await provider.getHoldings(ref))!;
    const { holdings: lines, total, ...rest } = view;
    expect(await answer(`${gia()}/holdings?pageSize=100`)).toStrictEqual(
      wire({ ...rest, value: total, items: lines, total: lines.length, page: 1, pageSize: 100 }),
    );
    for (const symbol of ['PROP.HARBOUR', 'CASH.USD', 'RWSC', 'UKGILT']) {
      const drawer = await provider.getDrawerData(ref, symbol);
      expect(drawer).not.toBeNull();
      expect(await answer(`${gia()}/drawer/${encodeURIComponent(symbol)}`)).toStrictEqual(wire(drawer));
    }
  });

  it('transactions, performance and charges over all time and over a custom span', async () => {
    const all = transactionRange('all', todayIso(), { from: null, to: null });
    const view = (await provider.getTransactions(ref, all))!;
    expect(view.transactions.length).toBeGreaterThan(5);
    expect(await answer(`${gia()}/transactions?range=all&pageSize=100`)).toStrictEqual(
      wire({
        range: all,
        currency: view.currency,
        categories: view.categories,
        items: view.transactions,
        total: view.transactions.length,
        page: 1,
        pageSize: 100,
      }),
    );
    for (const [query, range] of [
      ['', { from: null, to: null }],
      ['?from=2024-01-01&to=2024-12-31', { from: '2024-01-01', to: '2024-12-31' }],
    ] as const) {
      const performance = await provider.getPerformance(ref, range);
      expect(await answer(`${gia()}/performance${query}`)).toStrictEqual(wire(performance));
      const charges = await provider.getCharges(ref, range);
      expect(await answer(`${gia()}/charges${query}`)).toStrictEqual(wire(charges));
    }
  });

  it('breakdowns, each breakdown by name, and every tab', async () => {
    const exposure = await provider.getTabData(ref, 'exposure', {});
    if (exposure?.tab !== 'exposure') throw new Error('no exposure tab');
    expect(await answer(`${gia()}/breakdowns`)).toStrictEqual(
      wire({ total: exposure.total, breakdowns: exposure.breakdowns }),
    );
    for (const name of BREAKDOWN_DIMENSIONS) {
      const breakdown = await provider.setPortfolioBreakdown(ref, name);
      expect(await answer(`${gia()}/breakdowns/${name}`)).toStrictEqual(wire(breakdown));
    }
    for (const tab of TAB_NAMES) {
      const data = await provider.getTabData(ref, tab, { range: { from: null, to: null } });
      expect(data).not.toBeNull();
      expect(await answer(`${gia()}/tabs/${tab}`)).toStrictEqual(wire(data));
    }
  });

  it('the report, consolidated and for one portfolio', async () => {
    const storage = { get: async () => null } as unknown as FileStorage;
    for (const query of [
      { fromDateString: '2024-01-01', toDateString: '2024-12-31' } as Record<string, string>,
      { pdfType: 'quarterly', singlePortfolio: w.portfolios.gia, renderConsolidated: 'false' },
    ]) {
      const options = reportOptionsSchema.parse(query);
      const period = reportPeriod(options, todayIso());
      if ('error' in period) throw new Error(period.error);
      const view = await buildReport(
        { db: w.db.db, provider, storage },
        { portalId: w.world.portalA, account: account(), locale: 'en' },
        options,
        period,
      );
      expect(view.portfolios.some((p) => p.costs !== null && p.period !== null)).toBe(true);
      const search = new URLSearchParams(query).toString();
      expect(await answer(`${base()}/report?${search}`)).toStrictEqual(wire(view));
      expect(throughSchema(reportViewSchema, view)).toStrictEqual(wire(view));
    }
  });
});
