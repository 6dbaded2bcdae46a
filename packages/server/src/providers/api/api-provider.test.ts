import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProvider } from '../select-provider';
import { startProviderWorld, SERVE_TOKEN, type ProviderWorld } from '../testing/provider-world';
import { json, stubServer } from '../testing/stub-http';
import { createHttpClient } from './http-client';
import { portfoliosFeedSchema } from '@portal/domain';

describe('api provider: §4 account loading and §8 errors against our server', () => {
  let w: ProviderWorld;
  beforeAll(async () => {
    w = await startProviderWorld();
  });
  afterAll(async () => {
    await w?.close();
  });
  const account = () => ({ id: w.world.accounts.investor, externalId: 'EXT-AdaInvestor' });

  it('loads the account with the bearer token', async () => {
    const provider = apiProvider({ baseUrl: w.dataApiUrl, token: SERVE_TOKEN });
    const view = await provider.getAccount(account());
    expect(view).toMatchObject({ error: false, value: '29658.48' });
    expect(view.portfolios.map((p) => p.id)).toEqual(['EXT-P-GIA', 'EXT-P-ISA']);
  });

  it('marks an account it cannot load: error flag, no portfolios, value 0, the §8 message', async () => {
    const wrongToken = apiProvider({ baseUrl: w.dataApiUrl, token: 'not-the-token' });
    expect(await wrongToken.getAccount(account())).toMatchObject({
      error: true,
      portfolios: [],
      value: '0.00',
      message: 'errors.external_id_not_linked',
    });
    const provider = apiProvider({ baseUrl: w.dataApiUrl, token: SERVE_TOKEN });
    expect(await provider.getAccount({ id: 'x', externalId: 'EXT-UNKNOWN' })).toMatchObject({
      error: true,
      message: 'errors.external_id_not_linked',
      value: '0.00',
    });
    expect(await provider.getAccount({ id: 'x', externalId: null })).toMatchObject({
      error: true,
      message: 'errors.need_external_id',
      portfolios: [],
    });
    await expect(
      provider.getPerformance({ account: { id: 'x', externalId: null }, portfolioId: 'EXT-P-GIA' }),
    ).resolves.toBeTruthy();
    await expect(provider.getPortfolios({ id: 'x', externalId: null })).rejects.toThrow(
      'errors.need_external_id',
    );
    const overview = await wrongToken.getOverviewPortfolioReturns(account());
    expect(overview).toEqual({ limitedAccess: true, portfolios: [] });
  });

  it("answers 'Network Error' when the Data API cannot be reached, after bounded retries", async () => {
    const closed = await stubServer(() => undefined);
    await closed.close();
    const client = createHttpClient({ baseUrl: closed.url, retries: 2, backoffMs: 1 });
    await expect(client.get('/Portfolios/X', portfoliosFeedSchema)).rejects.toMatchObject({
      messageKey: 'errors.network',
    });
    expect(client.attempts).toBe(3);
  });
});

describe('http client: timeouts, retries on idempotent GETs, paths', () => {
  it('retries a 503 with backoff and succeeds; sends the bearer token and the platform flag', async () => {
    const stub = await stubServer((_url, res, hits) => (hits < 3 ? json(res, {}, 503) : json(res, [])));
    try {
      const client = createHttpClient({
        baseUrl: stub.url,
        token: 'abc',
        backoffMs: 1,
        defaultQuery: { platformSecurities: 'true' },
      });
      expect(await client.get('/Portfolios/A 1', portfoliosFeedSchema)).toEqual([]);
      expect(stub.seen).toHaveLength(3);
      expect(stub.seen[2]).toBe('GET /Portfolios/A%201?platformSecurities=true Bearer abc');
    } finally {
      await stub.close();
    }
  });

  it('gives up after the timeout of each attempt', async () => {
    const stub = await stubServer(() => undefined);
    try {
      const client = createHttpClient({ baseUrl: stub.url, timeoutMs: 100, retries: 1, backoffMs: 1 });
      const started = Date.now();
      await expect(client.get('/Holdings/dates', portfoliosFeedSchema)).rejects.toMatchObject({
        messageKey: 'errors.network',
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(client.attempts).toBe(2);
    } finally {
      await stub.close();
    }
  });

  it('does not retry a 4xx, and refuses an answer of the wrong shape', async () => {
    const stub = await stubServer((url, res) =>
      url.pathname.endsWith('bad') ? json(res, { not: 'a list' }) : json(res, {}, 400),
    );
    try {
      const client = createHttpClient({ baseUrl: stub.url, backoffMs: 1 });
      await expect(client.get('/Portfolios/x', portfoliosFeedSchema)).rejects.toMatchObject({
        messageKey: 'errors.technical',
      });
      expect(client.attempts).toBe(1);
      await expect(client.get('/Portfolios/bad', portfoliosFeedSchema)).rejects.toMatchObject({
        messageKey: 'errors.technical',
      });
    } finally {
      await stub.close();
    }
  });

  it('uses the §7 paths and query names of the Data API, and the partners variant’s', async () => {
    const stub = await stubServer((url, res) => {
      if (url.pathname.includes('overview') || url.pathname.startsWith('/Account/'))
        return json(res, { id: 'C1', name: 'C', currency: 'GBP', value: '0' });
      if (url.pathname.startsWith('/Portfolios/')) return json(res, []);
      return json(res, {}, 404);
    });
    try {
      const today = () => '2025-06-30';
      const key = { id: 'x', externalId: 'C1' };
      const standard = apiProvider({ baseUrl: stub.url, backoffMs: 1 }, 'standard', today);
      await standard.getAccount(key);
      await standard.getPerformance(
        { account: key, portfolioId: 'P9' },
        { from: '2025-01-01', to: '2025-06-30' },
      );
      await standard.getHoldings({ account: key, portfolioId: 'P9' }, '2025-06-30');
      const partners = apiProvider({ baseUrl: stub.url, backoffMs: 1 }, 'partners', today);
      await partners.getAccount(key);
      await partners.getHoldings({ account: key, portfolioId: 'P9' }, '2025-06-30');
      expect(stub.seen).toEqual(
        expect.arrayContaining([
          'GET /Account/C1?platformSecurities=true',
          'GET /Portfolios/C1?platformSecurities=true',
          'GET /Performance/P9?platformSecurities=true&fromDateString=2025-01-01&toDateString=2025-06-30&benchmarkDiscrete=P9+-+B&benchmarkCumulative=P9+-+B',
          'GET /Holdings/P9?platformSecurities=true&dateString=2025-06-30',
          'GET /account-overview/C1?platformSecurities=true',
          'GET /Portfolios/C1?platformSecurities=true&dateIso=2025-06-30',
          'GET /Portfolio/C1/P9/holdings?platformSecurities=true&dateIso=2025-06-30',
        ]),
      );
    } finally {
      await stub.close();
    }
  });
});

describe('Greek custodian adapter', () => {
  it('reads GetPosition, GetTitleTransactions, GetCashTransactions and GetFees with language=0', async () => {
    const position = (
      symbol: string,
      qty: number,
      price: number,
      currency: string,
      fx: number,
      value: number,
    ) => ({
      PortfolioId: 'GR-1',
      PortfolioName: 'Χαρτοφυλάκιο',
      PortfolioCurrency: 'EUR',
      CustomerName: 'Νίκος',
      Symbol: symbol,
      Title: symbol,
      Quantity: qty,
      Price: price,
      PriceDate: '2025-06-30T00:00:00',
      Currency: currency,
      FxRate: fx,
      Cost: qty * price * 0.9,
      MarketValue: value,
      AssetClass: symbol.startsWith('CASH') ? 'Cash' : 'Equity',
    });
    const stub = await stubServer((url, res) => {
      switch (url.pathname) {
        case '/GetPosition':
          return json(res, {
            Positions: [
              position('OPAP', 100, 15, 'EUR', 1, 1500),
              position('AAPL', 10, 200, 'USD', 0.9, 1800),
              position('CASH.EUR', 250, 1, 'EUR', 1, 250),
            ],
          });
        case '/GetTitleTransactions':
          return json(res, {
            Transactions: [
              {
                TradeDate: '2025-02-01T00:00:00',
                Type: 'Buy',
                Symbol: 'OPAP',
                Quantity: 100,
                Price: 14,
                Amount: 1400,
                Currency: 'EUR',
                Fees: 5,
              },
            ],
          });
        case '/GetCashTransactions':
          return json(res, {
            Transactions: [{ Date: '2025-01-15', Type: 'Deposit', Amount: 5000, Currency: 'EUR' }],
          });
        case '/GetFees':
          return json(res, {
            Fees: [{ Date: '2025-03-31', Type: 'Custody fee', Amount: -12.5, Currency: 'EUR' }],
          });
        default:
          return json(res, {}, 404);
      }
    });
    try {
      const provider = apiProvider({ baseUrl: stub.url, backoffMs: 1 }, 'greek', () => '2025-06-30');
      const key = { id: 'x', externalId: 'CUST-7' };
      const account = await provider.getAccount(key);
      expect(account).toMatchObject({ name: 'Νίκος', value: '3550.00', currency: 'EUR', error: false });
      const ref = { account: key, portfolioId: 'GR-1' };
      const holdings = (await provider.getHoldings(ref, '2025-06-30'))!;
      expect(holdings.total).toBe('3550.00');
      const tx = (await provider.getTransactions(ref, { from: '2025-01-01', to: '2025-06-30' }))!;
      expect(tx.transactions.map((t) => [t.type, t.category])).toEqual([
        ['Purchase', 'Trade buy'],
        ['Contribution', 'Payments in'],
      ]);
      expect((await provider.getCharges(ref, { from: '2025-01-01', to: '2025-06-30' }))!.charges.total).toBe(
        '12.5',
      );
      expect(stub.seen).toContain(
        'GET /GetPosition?customerCode=CUST-7&portfolioId=GR-1&language=0&date=2025-06-30',
      );
      expect(stub.seen).toContain(
        'GET /GetFees?customerCode=CUST-7&portfolioId=GR-1&language=0&fromDate=2025-01-01&toDate=2025-06-30',
      );
      expect(stub.seen.some((s) => s.startsWith('GET /GetCashTransactions?customerCode=CUST-7'))).toBe(true);
    } finally {
      await stub.close();
    }
  });
});
