import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdings, transactions, users } from '../db/schema/index';
import { SERVE_TOKEN, startProviderWorld, type ProviderWorld } from '../providers/testing/provider-world';
import { sessionCookie } from '../testing/sign-in-as';

/**
 * The portfolio API over the database provider: policy (another client's account or portfolio is a
 * 404), paging, sort by value, §9 ranges, the §5 editing rules and messages, the transaction and its
 * holding written together, no oversell under concurrent sales, CSV downloads.
 */
describe('portfolio API', () => {
  let w: ProviderWorld;
  const base = () => `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;
  const gia = () => `${base()}/portfolios/${w.portfolios.gia}`;

  beforeAll(async () => {
    w = await startProviderWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    userId: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookies = ['portal_csrf=t'];
    if (userId) cookies.push(await sessionCookie(w.db.db, userId));
    return w.server.app.inject({
      method,
      url,
      headers: {
        cookie: cookies.join('; '),
        'x-csrf-token': 't',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }
  const get = (url: string, userId: string | null = w.world.users.investor) => call('GET', url, userId);
  const advisor = () => w.world.users.ownerAdvisor;

  describe('policy (§6)', () => {
    it("answers 404 for another client's account or portfolio, and never shows its data", async () => {
      const neighbourAccount = `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.neighbour}`;
      for (const url of [
        `${neighbourAccount}/portfolios`,
        `${neighbourAccount}/overview`,
        `${neighbourAccount}/portfolios/${w.portfolios.neighbourPortfolio}/holdings`,
        // The neighbour's portfolio under the investor's own account: not one of its portfolios.
        `${base()}/portfolios/${w.portfolios.neighbourPortfolio}`,
        `${base()}/portfolios/${w.portfolios.neighbourPortfolio}/transactions?range=all`,
        `${base()}/portfolios/not-a-uuid/holdings`,
      ]) {
        const response = await get(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain('SIPP');
      }
      expect((await get(`${gia()}/holdings`, w.world.users.otherCompanyAdmin)).statusCode).toBe(404);
      expect((await get(`${gia()}/holdings`, w.world.users.otherAdvisor)).statusCode).toBe(404);
      expect((await get(`${gia()}/holdings`, null)).statusCode).toBe(401);
      expect((await get(`${gia()}/holdings`, w.world.users.ownerAdvisor)).statusCode).toBe(200);
    });
  });

  it('lists portfolios by value, largest first, without the zero-value one, in pages', async () => {
    const all = (await get(`${base()}/portfolios`)).json();
    expect(all.items.map((p: { name: string; value: string }) => [p.name, p.value])).toEqual([
      ['GIA', '24455.50'],
      ['ISA', '5202.98'],
    ]);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 50, value: '29658.48', error: false });
    const second = (await get(`${base()}/portfolios?page=2&pageSize=1`)).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['ISA']);
    expect((await get(`${base()}/portfolios?pageSize=101`)).statusCode).toBe(400);
  });

  it('pages holdings; groups and the total cover them all', async () => {
    const page = (await get(`${gia()}/holdings?pageSize=2&date=2025-06-01`)).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.value).toBe('24455.50');
    expect(page.groups.map((g: { group: string }) => g.group)).toEqual([
      'Fixed Interest',
      'Equities',
      // CASH.GBP: sterling cash is Cash, not Other (issue 15).
      'Cash',
    ]);
    const rest = (await get(`${gia()}/holdings?pageSize=2&page=2&date=2025-06-01`)).json();
    const symbols = [...page.items, ...rest.items].map((h: { symbol: string }) => h.symbol).sort();
    expect(symbols).toEqual(['CASH.GBP', 'RWSC', 'UKGILT', 'VOD.L']);
  });

  it('filters transactions by the §9 ranges (default 6m), kinds and categories, in pages', async () => {
    const recent = (await get(`${gia()}/transactions`)).json();
    expect(recent.range.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(recent.total).toBe(0);
    const all = (await get(`${gia()}/transactions?range=all`)).json();
    expect(all.total).toBe(9);
    expect(all.items[0].date >= all.items[8].date).toBe(true);
    const year = (await get(`${gia()}/transactions?range=custom&from=2024-01-01&to=2024-12-31`)).json();
    expect(year.items.map((t: { date: string; type: string }) => [t.date, t.type])).toEqual([
      ['2024-09-10', 'Contribution'],
      ['2024-07-01', 'Withdrawal'],
      ['2024-03-05', 'Sale'],
    ]);
    expect(year.categories.map((c: { category: string }) => c.category)).toEqual([
      'Payments in',
      'Payments out',
      'Trade sale',
    ]);
    const cash = (await get(`${gia()}/transactions?range=all&kind=cash&pageSize=2`)).json();
    expect(cash.total).toBe(4);
    expect(cash.items).toHaveLength(2);
    const invalid = await get(`${gia()}/transactions?range=custom&from=2024-12-31&to=2024-01-01`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Please choose a valid date range');
  });

  it('answers performance, breakdowns, charges and the account page', async () => {
    const performance = (await get(`${gia()}/performance`)).json();
    expect(performance.periods).toHaveLength(5);
    expect(performance.discrete.years.length).toBeGreaterThan(0);
    expect(performance.cumulative[0]).toMatchObject({ portfolio: 0, benchmark: 0 });
    const breakdowns = (await get(`${gia()}/breakdowns/currency`)).json();
    expect(breakdowns.breakdown.currency.composition.map((s: { name: string }) => s.name).sort()).toEqual([
      'GBP',
      'USD',
    ]);
    expect((await get(`${gia()}/breakdowns/colour`)).statusCode).toBe(400);
    const charges = (await get(`${gia()}/charges`)).json();
    expect(charges.annual.total).toBe('1.45');
    expect(charges.transactionCosts.total).toBe('24.4');
    const page = (await get(`${base()}/overview`)).json();
    expect(page.account).toMatchObject({ error: false, value: '29658.48' });
    expect(page.portfolios.map((p: { portfolio: { name: string } }) => p.portfolio.name)).toEqual([
      'GIA',
      'ISA',
    ]);
  });

  describe('editing (§4, §5)', () => {
    const post = (body: unknown, userId = advisor()) => call('POST', `${gia()}/transactions`, userId, body);
    const unitsOf = async (symbol: string) =>
      (await w.db.db.select().from(holdings).where(eq(holdings.portfolioId, w.portfolios.gia))).find(
        (h) => h.symbol === symbol,
      )?.units;
    const countTransactions = async () =>
      (await w.db.db.select().from(transactions).where(eq(transactions.portfolioId, w.portfolios.gia)))
        .length;

    it("refuses investors, and answers the spec's messages for missing fields", async () => {
      expect(
        (await post({ name: 'x', symbol: 'VOD.L', type: 'Sale', amount: '1' }, w.world.users.investor))
          .statusCode,
      ).toBe(403);
      const noSymbol = await post({ name: 'Vodafone', type: 'Sale', amount: '1' });
      expect(noSymbol.statusCode).toBe(400);
      expect(noSymbol.json().error.message).toBe('Symbol is required');
      const noType = await post({ name: 'Vodafone', symbol: 'VOD.L', amount: '1' });
      expect(noType.json().error.fields).toContainEqual({ path: 'type', message: 'Required field' });
      const noAmount = await post({ name: 'Vodafone', symbol: 'VOD.L', type: 'Sale' });
      expect(noAmount.json().error.fields).toContainEqual({ path: 'amount', message: 'Required field' });
    });

    it('refuses a sale above the held units with the held number, and writes nothing', async () => {
      const before = await countTransactions();
      const response = await post({
        name: 'Vodafone',
        symbol: 'VOD.L',
        type: 'Sale',
        amount: '7000',
        price: '74',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'sale_above_units',
        message: 'You only have that many units: 6000',
      });
      const greek = await call(
        'POST',
        `${gia()}/transactions`,
        advisor(),
        { name: 'V', symbol: 'VOD.L', type: 'Sale', amount: '7000' },
        {
          'accept-language': 'el',
        },
      );
      expect(greek.json().error.message).toBe('Διαθέτετε μόνο τόσα μερίδια: 6000');
      expect(await countTransactions()).toBe(before);
      expect(await unitsOf('VOD.L')).toBe('6000.00000000');
    });

    it('books a purchase onto its holding, in the same transaction as the row', async () => {
      const response = await post({
        name: 'Vodafone',
        symbol: 'VOD.L',
        type: 'Purchase',
        amount: '1000',
        price: '74',
        date: '2025-06-02',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Updated holding',
        holding: { symbol: 'VOD.L', units: '7000', cost: '5540' },
      });
      expect(await unitsOf('VOD.L')).toBe('7000.00000000');
      const listed = (await get(`${gia()}/transactions?range=all`)).json();
      expect(listed.items[0]).toMatchObject({
        type: 'Purchase',
        symbol: 'VOD.L',
        amount: '1000',
        date: '2025-06-02',
      });
    });

    it('never oversells: of two concurrent sales of more than half the units, one is refused', async () => {
      const sale = {
        name: 'Vodafone',
        symbol: 'VOD.L',
        type: 'Sale',
        amount: '4000',
        price: '75',
        date: '2025-06-03',
      };
      const before = await countTransactions();
      const answers = await Promise.all([post(sale), post(sale)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().error.message).toBe(
        'You only have that many units: 3000',
      );
      expect(await unitsOf('VOD.L')).toBe('3000.00000000');
      expect(await countTransactions()).toBe(before + 1);
    });

    it("deletes a holding sold to 0 ('Deleted holding'); cash movements use the cash line", async () => {
      const sold = await post({
        name: 'Vodafone',
        symbol: 'VOD.L',
        type: 'Sale',
        amount: '3000',
        price: '75',
      });
      expect(sold.json()).toMatchObject({ message: 'Deleted holding', holding: null, deleted: true });
      expect(await unitsOf('VOD.L')).toBeUndefined();
      const cashBefore = Number(await unitsOf('CASH.GBP'));
      const paid = await post({ name: 'Top-up', symbol: 'CASH.GBP', type: 'Contribution', amount: '100' });
      expect(paid.statusCode).toBe(201);
      expect(Number(await unitsOf('CASH.GBP'))).toBe(cashBefore + 100);
      const tooMuch = await post({ name: 'Out', symbol: 'CASH.GBP', type: 'Withdrawal', amount: '1000000' });
      expect(tooMuch.json().error.code).toBe('sale_above_units');
    });

    it("adds, updates and deletes holdings with 'Updated holding' and 'Deleted holding'", async () => {
      const url = `${gia()}/holdings`;
      const missing = await call('POST', url, advisor(), { name: 'Gold', units: '2' });
      expect(missing.json().error.message).toBe('Symbol is required');
      const added = await call('POST', url, advisor(), {
        name: 'Gold bar',
        symbol: 'GOLD',
        units: '2',
        price: '1500',
        currency: 'GBP',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().message).toBe('Updated holding');
      const id = added.json().holdingId as string;
      const updated = await call('PUT', `${url}/${id}`, advisor(), {
        name: 'Gold bars',
        symbol: 'GOLD',
        units: '3',
        price: '1500',
        currency: 'GBP',
      });
      expect(updated.json()).toMatchObject({ message: 'Updated holding', deleted: false });
      const removed = await call('DELETE', `${url}/${id}`, advisor());
      expect(removed.json()).toMatchObject({ message: 'Deleted holding' });
      expect((await call('DELETE', `${url}/${id}`, advisor())).statusCode).toBe(404);
      expect((await call('DELETE', `${url}/${id}`, w.world.users.otherAdvisor)).statusCode).toBe(404);
    });
  });

  describe('cost in the base currency (issue 13, item 6)', () => {
    // The fixture's GBP/USD rate is 1.27 from 2025-06-01 and 1.24 from 2024-03-01.
    const post = (url: string, body: unknown) => call('POST', url, advisor(), body);
    const rowOf = async (portfolioId: string, symbol: string) =>
      (await w.db.db.select().from(holdings).where(eq(holdings.portfolioId, portfolioId))).find(
        (h) => h.symbol === symbol,
      );

    it("books a USD purchase in a GBP portfolio at that day's rate; a partial sale reduces both costs", async () => {
      const before = await rowOf(w.portfolios.gia, 'RWSC');
      // The fixture's two purchases, each at its localCcyAmount: £3,688.52 + £1,428.57.
      expect([before!.cost, before!.costBase]).toEqual(['6300.0000', '5117.0900']);
      const bought = await post(`${gia()}/transactions`, {
        name: 'Rowan',
        symbol: 'RWSC',
        type: 'Purchase',
        amount: '10',
        price: '180',
        currency: 'USD',
        date: '2025-06-02',
      });
      expect(bought.statusCode).toBe(201);
      // The answer names the booked transaction, as the list then shows it.
      const listed = (await get(`${gia()}/transactions?range=custom&from=2025-06-02&to=2025-06-02`)).json();
      const booked = listed.items.find((t: { id: string }) => t.id === bought.json().transactionId);
      expect(booked).toMatchObject({ type: 'Purchase', symbol: 'RWSC' });
      // $1,800 at 1.27 = £1,417.32.
      const after = await rowOf(w.portfolios.gia, 'RWSC');
      expect([after!.units, after!.cost, after!.costBase]).toEqual(['50.00000000', '8100.0000', '6534.4100']);
      const sold = await post(`${gia()}/transactions`, {
        name: 'Rowan',
        symbol: 'RWSC',
        type: 'Sale',
        amount: '25',
        price: '190',
        currency: 'USD',
        date: '2025-06-03',
      });
      expect(sold.statusCode).toBe(201);
      const half = await rowOf(w.portfolios.gia, 'RWSC');
      expect([half!.units, half!.cost, half!.costBase]).toEqual(['25.00000000', '4050.0000', '3267.2100']);
    });

    it('the holdings API answers costBase and the gain split into market and currency effects', async () => {
      const page = (await get(`${gia()}/holdings?date=2025-06-03`)).json();
      const rwsc = page.items.find((h: { symbol: string }) => h.symbol === 'RWSC');
      expect(rwsc).toMatchObject({ cost: '4050', costBase: '3267.21', currency: 'USD' });
      const { total, market, currency } = rwsc.gainBase;
      expect(Number(total)).toBeCloseTo(Number(rwsc.valueBase) - 3267.21, 2);
      expect((Number(market) + Number(currency)).toFixed(2)).toBe(total);
      const gilt = page.items.find((h: { symbol: string }) => h.symbol === 'UKGILT');
      expect(gilt.gainBase.currency).toBe('0.00');
      // The Data API serves it too, beside the cost.
      const feed = await fetch(`${w.dataApiUrl}/Holdings/EXT-P-GIA?dateString=2025-06-03`, {
        headers: { authorization: `Bearer ${SERVE_TOKEN}` },
      });
      expect(feed.status).toBe(200);
      const lines = ((await feed.json()) as { holdings: { symbol: string }[] }).holdings;
      expect(lines.find((h) => h.symbol === 'RWSC')).toMatchObject({ cost: '4050', costBase: '3267.21' });
    });

    it('a purchase before any known rate is refused, never valued at a guessed rate', async () => {
      // Its cash (and its flow) must be converted on its date: the daily engine could not value it.
      const isa = `${base()}/portfolios/${w.portfolios.isa}`;
      const bought = await post(`${isa}/transactions`, {
        name: 'Early dollars',
        symbol: 'EARLYUS',
        type: 'Purchase',
        amount: '5',
        price: '10',
        currency: 'USD',
        date: '2022-12-01',
      });
      expect(bought.statusCode).toBe(400);
      expect(bought.json().error.message).toBe(
        'No exchange rate for this currency pair on or before the date',
      );
      expect(await rowOf(w.portfolios.isa, 'EARLYUS')).toBeUndefined();
    });

    it('a holding entered by hand costs its purchase value at the rate of its purchase date', async () => {
      const added = await post(`${gia()}/holdings`, {
        name: 'Dollar gold',
        symbol: 'USGOLD',
        units: '2',
        price: '1500',
        currency: 'USD',
        purchaseValue: '3000',
        date: '2024-03-15',
      });
      expect(added.statusCode).toBe(201);
      // $3,000 at 1.24 = £2,419.35.
      expect((await rowOf(w.portfolios.gia, 'USGOLD'))!.costBase).toBe('2419.3500');
      const id = added.json().holdingId as string;
      expect((await call('DELETE', `${gia()}/holdings/${id}`, advisor())).statusCode).toBe(200);
    });
  });

  describe('CSV downloads', () => {
    it('holdings: BOM, RFC 4180 quoting, an attachment with a safe name, headers in the viewer’s language', async () => {
      await w.db.db.update(users).set({ userLanguage: 'is' }).where(eq(users.id, w.world.users.investor));
      const response = await get(`${gia()}/holdings.csv?date=2025-06-01`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="holdings-gia-2025-06-01.csv"',
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Heiti,Auðkenni,Eignaflokkur,Gjaldmiðill,Einingar,Verð,Kostnaður,Virði,Virði (grunnmynt),Kostnaður (grunnmynt),Ávöxtun (%)',
      );
      expect(response.body).toContain('"Rowan ""Smaller"" Cos Fund",RWSC,');
      await w.db.db.update(users).set({ userLanguage: null }).where(eq(users.id, w.world.users.investor));
    });

    it('transactions and performance, and a 404 for a portfolio out of reach', async () => {
      const tx = await get(`${gia()}/transactions.csv?range=custom&from=2024-01-01&to=2024-12-31`);
      expect(tx.headers['content-disposition']).toBe(
        'attachment; filename="transactions-gia-2024-12-31.csv"',
      );
      expect(tx.body.split('\r\n')[0]).toBe(
        '\uFEFFDate,Type,Category,Name,Symbol,Amount,Price,Value,Amount (base currency),Currency,Fee',
      );
      expect(tx.body).toContain(
        '2024-03-05,Sale,Trade sale,"Vodafone Group, plc",VOD.L,4000,75,3000,3000,GBX,9.95',
      );
      const perf = await get(`${gia()}/performance.csv`);
      expect(perf.body.split('\r\n')[0]).toBe(
        '\uFEFFPeriod,From,To,Portfolio (%),Benchmark (%),Relative (%)',
      );
      expect(perf.body).toContain('\r\ninception,2023-02-01,');
      expect(
        (await get(`${base()}/portfolios/${w.portfolios.neighbourPortfolio}/holdings.csv`)).statusCode,
      ).toBe(404);
    });
  });
});
