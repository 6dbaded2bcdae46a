import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { accounts, fxRates } from '../db/schema/index';
import { closesOf } from './database/market';
import { apiProvider, databaseProvider, staticProvider } from './select-provider';
import { startProviderWorld, SERVE_TOKEN, type ProviderWorld } from './testing/provider-world';
import type { DataProvider, PortfolioRef } from './types';

/**
 * Contract (issue 4): the api provider against our own server's Data API paths (standard and
 * partners), and the static
 * provider against the shipped sample files, give the same views as the database provider for the
 * same data. The samples were written from this fixture (static/write-samples.ts); our ids are
 * mapped to the external ids the other two modes know the same rows by.
 */
describe('data providers give the same views for the same data', () => {
  let w: ProviderWorld;
  let database: DataProvider;
  let others: [string, DataProvider][];
  const today = () => '2026-01-15';

  beforeAll(async () => {
    w = await startProviderWorld();
    database = databaseProvider(w.db.db, today);
    others = [
      ['api', apiProvider({ baseUrl: w.dataApiUrl, token: SERVE_TOKEN, retries: 0 }, 'standard', today)],
      // The partners paths (account-overview, Portfolio/{contact}/{portfolio}/…) served by our server too.
      [
        'api (partners)',
        apiProvider({ baseUrl: w.dataApiUrl, token: SERVE_TOKEN, retries: 0 }, 'partners', today),
      ],
      ['static', staticProvider(undefined, today)],
    ];
  });
  afterAll(async () => {
    await w?.close();
  });

  const account = () => ({ id: w.world.accounts.investor, externalId: w.portfolios.accountExternalId });
  const refs = (): [PortfolioRef, PortfolioRef][] =>
    (
      [
        [w.portfolios.gia, 'EXT-P-GIA'],
        [w.portfolios.isa, 'EXT-P-ISA'],
      ] as const
    ).map(([ours, external]) => [
      { account: account(), portfolioId: ours },
      { account: account(), portfolioId: external },
    ]);

  /** The database view in external ids, to compare with the others' views. */
  const external = (view: unknown) => JSON.parse(w.toExternal(JSON.stringify(view))) as unknown;

  async function same(read: (provider: DataProvider, ref: PortfolioRef | null) => Promise<unknown>) {
    for (const [ours, theirs] of refs()) {
      const expected = external(await read(database, ours));
      expect(expected).toBeTruthy();
      for (const [mode, provider] of others) {
        expect({ mode, view: await read(provider, theirs) }).toEqual({ mode, view: expected });
      }
    }
  }

  it('account: value, portfolios largest first, the zero-value portfolio dropped (§5)', async () => {
    const view = await database.getAccount(account());
    expect(view.error).toBe(false);
    expect(view.portfolios.map((p) => p.name)).toEqual(['GIA', 'ISA']);
    expect(view.value).toBe('29658.48');
    for (const [mode, provider] of others) {
      expect({ mode, view: await provider.getAccount(account()) }).toEqual({ mode, view: external(view) });
    }
    expect(await database.getTotalValue(account())).toBe('29658.48');
  });

  it('holdings, groups and breakdowns valued on a date', async () => {
    await same((p, ref) => p.getHoldings(ref!));
    await same((p, ref) => p.getHoldings(ref!, '2025-06-01'));
    await same((p, ref) => p.getTabData(ref!, 'exposure'));
    await same((p, ref) => p.setPortfolioBreakdown(ref!, 'currency'));
    await same((p, ref) => p.getAssetClassData(ref!));
    // The same drawer, except the security's discrete returns: only the database keeps price history.
    await same(async (p, ref) => {
      const drawer = await p.getDrawerData(ref!, 'RWSC');
      if (!drawer) return drawer;
      const { discrete: _discrete, ...rest } = drawer;
      return rest;
    });
  });

  it("holding drawer: the security's 1Y price return from the database's closes, exactly", async () => {
    const [ours] = refs()[0]!;
    const drawer = await database.getDrawerData(ours, 'RWSC');
    const oneYear = drawer?.discrete?.periods.find((period) => period.period === '1Y');
    expect(oneYear?.from).toBeTruthy();
    const closes = await closesOf(w.db.db, 'RWSC', '1900-01-01');
    const priceOn = (date: string) => Number(closes.filter((c) => c.date <= date).at(-1)!.price);
    expect(oneYear?.portfolio.value).toBeCloseTo(priceOn(oneYear!.to) / priceOn(oneYear!.from!) - 1, 12);
    for (const [mode, provider] of others) {
      const [, theirs] = refs()[0]!;
      expect({ mode, discrete: (await provider.getDrawerData(theirs, 'RWSC'))?.discrete }).toEqual({
        mode,
        discrete: null,
      });
    }
  });

  it('transactions, cash transactions and ranges', async () => {
    await same((p, ref) => p.getTransactions(ref!, { from: null, to: null }));
    await same((p, ref) => p.getTransactions(ref!, { from: '2024-01-01', to: '2024-12-31' }));
    await same((p, ref) => p.getTabData(ref!, 'transactions'));
    await same((p, ref) => p.getTabData(ref!, 'cashTransactions'));
  });

  it('performance: periods, discrete, cumulative, rolling, TWR, XIRR, drivers; charges', async () => {
    await same((p, ref) => p.getPerformance(ref!));
    await same((p, ref) => p.getPerformance(ref!, { from: '2024-01-01', to: '2025-03-01' }));
    await same((p, ref) => p.getCharges(ref!, { from: null, to: null }));
    await same((p, ref) => p.getTabData(ref!, 'fees'));
  });

  it('the account page and the overview returns', async () => {
    const page = await database.getAccountPage(account());
    expect(page.portfolios).toHaveLength(2);
    expect(page.overview.limitedAccess).toBe(false);
    for (const [mode, provider] of others) {
      expect({ mode, view: await provider.getAccountPage(account()) }).toEqual({
        mode,
        view: external(page),
      });
      expect({ mode, view: await provider.getOverviewPortfolioReturns(account()) }).toEqual({
        mode,
        view: external(await database.getOverviewPortfolioReturns(account())),
      });
    }
  });

  it("restates each portfolio in a dollar account's currency at the month's rates (database)", async () => {
    const db = w.db.db;
    const own = await database.getAccountPage(account());
    // Same currency: the restated figures are the portfolio's own.
    for (const entry of own.portfolios)
      expect(entry.inAccountCurrency).toEqual({
        value: entry.portfolio.value,
        periods: entry.performance.periods,
      });
    const [{ currency }] = (await db
      .select({ currency: accounts.currency })
      .from(accounts)
      .where(eq(accounts.id, account().id))) as [{ currency: string | null }];
    await db.update(accounts).set({ currency: 'USD' }).where(eq(accounts.id, account().id));
    try {
      const page = await database.getAccountPage(account());
      const rates = await db
        .select({ date: fxRates.date, rate: fxRates.rate })
        .from(fxRates)
        .where(and(eq(fxRates.fromCurrency, 'GBP'), eq(fxRates.toCurrency, 'USD')))
        .orderBy(asc(fxRates.date));
      const rateOn = (date: string) => Number(rates.filter((r) => r.date <= date).at(-1)!.rate);
      expect(page.portfolios).toHaveLength(2);
      for (const entry of page.portfolios) {
        expect(entry.portfolio.currency).toBe('GBP');
        const restated = entry.inAccountCurrency!;
        expect(restated.value).toBe((Number(entry.portfolio.value) * rateOn(today())).toFixed(2));
        // Since inception in dollars: the sterling growth times the pound's move over the same span.
        const sterling = entry.performance.periods.find((p) => p.period === 'inception')!.portfolio.value!;
        const dollars = restated.periods.find((p) => p.period === 'inception')!.portfolio.value!;
        const { from, to } = entry.performance;
        expect(1 + dollars).toBeCloseTo(((1 + sterling) * rateOn(to!)) / rateOn(from!), 8);
        expect(dollars).not.toBeCloseTo(sterling, 4);
      }
    } finally {
      await db.update(accounts).set({ currency }).where(eq(accounts.id, account().id));
    }
  });

  it('computes figures that hold together', async () => {
    const [gia] = refs()[0]!;
    const holdings = (await database.getHoldings(gia))!;
    const sum = holdings.holdings.reduce((s, h) => s + Number(h.valueBase), 0);
    expect(sum.toFixed(2)).toBe(holdings.total);
    expect(holdings.groups.map((g) => g.group)).toEqual(['Fixed Interest', 'Equities', 'Cash']);
    const performance = (await database.getPerformance(gia))!;
    expect(performance.benchmarkName).toBe('IA Mixed Investment 40-85% Shares');
    expect(performance.periods.map((p) => p.period)).toEqual(['1D', '1M', '3M', 'YTD', 'inception']);
    expect(performance.twr.cumulative.value).toBeTypeOf('number');
    expect(performance.xirr.value).toBeTypeOf('number');
    const d = performance.drivers!;
    const parts = [d.netFlows, d.income, d.fees, d.currency, d.market].reduce((s, v) => s + Number(v), 0);
    expect(parts.toFixed(2)).toBe(Number(d.change).toFixed(2));
    expect(performance.rolling12m.length).toBeGreaterThan(0);
  });

  it('reads month-start valuations at the opening: the bases are month, quarter and year ends', async () => {
    const [gia] = refs()[0]!;
    const performance = (await database.getPerformance(gia))!;
    // The last valuation, of 1 June 2025, is May's close (decision 37).
    expect(performance.to).toBe('2025-06-01');
    const from = Object.fromEntries(performance.periods.map((p) => [p.period, p.from]));
    expect(from).toMatchObject({ '1M': '2025-05-01', '3M': '2025-04-01', YTD: '2025-01-01' });
    expect(performance.periods[0]).toMatchObject({
      period: '1D',
      portfolio: { value: null, reason: 'no_start_valuation' },
    });
    const ytd = performance.discrete.periods.find((p) => p.period === 'YTD')!;
    expect(ytd).toMatchObject({ from: '2025-01-01', months: 5 });
    const y2024 = performance.discrete.years.find((y) => y.year === 2024)!;
    expect(y2024).toMatchObject({ from: '2024-01-01', to: '2025-01-01' });
    // The year's return is the chain of its twelve monthly returns, labelled January to December.
    const months = performance.monthly.filter((m) => m.month.startsWith('2024-'));
    expect(months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    const chained = months.reduce((g, m) => g * (1 + m.portfolio), 1) - 1;
    expect(y2024.portfolio.value).toBeCloseTo(chained, 12);
  });
});
