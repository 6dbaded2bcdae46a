import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costsStatement, formatAmount, moneyToString, reportSummary, sumMoney } from '@portal/domain';
import { SERVE_TOKEN, startProviderWorld, type ProviderWorld } from '../providers/testing/provider-world';
import { databaseProvider } from '../providers/select-provider';
import { sessionCookie } from '../testing/sign-in-as';
import { eq } from 'drizzle-orm';
import { commentary, users } from '../db/schema/index';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
/** Printing needs the built web app and poppler's pdftotext. */
const printable = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync('/usr/bin/pdftotext');

function pdfText(payload: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.pdf');
  fs.writeFileSync(file, payload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * Client reports over the fixture world: the render token is its viewer's and its account's only
 * (another client gets 404 by route and by reused token), the §5 range message, the §8 message when
 * Chromium cannot start. The printed PDF's own figures are checked by the e2e suite (it needs the
 * built web app), and here too when a build is present.
 */
describe('reports', () => {
  let w: ProviderWorld;
  const base = () => `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;

  beforeAll(async () => {
    w = await startProviderWorld({
      LOG_LEVEL: 'error',
      WEB_DIST: webDist,
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  // One session a user: a render token is bound to the session it was asked in.
  const sessions = new Map<string, Promise<string>>();
  const cookieOf = (userId: string) => {
    if (!sessions.has(userId)) sessions.set(userId, sessionCookie(w.db.db, userId));
    return sessions.get(userId)!;
  };
  async function get(url: string, userId: string | null) {
    const cookie = userId ? await cookieOf(userId) : '';
    return w.server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }
  async function tokenFor(userId: string, accountBase = base()) {
    const response = await get(`${accountBase}/report-token`, userId);
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  }

  it("refuses another client's account by route and by a reused token (404)", async () => {
    const neighbourBase = `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.neighbour}`;
    expect((await get(`${neighbourBase}/report-token`, w.world.users.investor)).statusCode).toBe(404);
    expect((await get(`${neighbourBase}/report`, w.world.users.investor)).statusCode).toBe(404);
    // The neighbour's own token, presented by the investor: not theirs.
    const neighbourToken = await tokenFor(w.world.users.neighbour, neighbourBase);
    const reused = await get(
      `/api/generatePdf?token=${encodeURIComponent(neighbourToken)}`,
      w.world.users.investor,
    );
    expect(reused.statusCode).toBe(404);
    expect(reused.body).not.toContain('%PDF');
    // A forged or altered token is no better.
    const own = await tokenFor(w.world.users.investor);
    const altered = `${own.slice(0, -2)}AA`;
    expect(
      (await get(`/api/generatePdf?token=${encodeURIComponent(altered)}`, w.world.users.investor)).statusCode,
    ).toBe(404);
    // Signed out: the session decides first.
    expect((await get(`/api/generatePdf?token=${encodeURIComponent(own)}`, null)).statusCode).toBe(401);
    // An externalId that is not the account's, or another page to print: refused.
    expect(
      (
        await get(
          `/api/generatePdf?token=${encodeURIComponent(own)}&externalId=EXT-NOT-MINE`,
          w.world.users.investor,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          `/api/generatePdf?token=${encodeURIComponent(own)}&url=${encodeURIComponent('http://169.254.169.254/')}`,
          w.world.users.investor,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('gives the §5 range message for a reversed or future range', async () => {
    const token = await tokenFor(w.world.users.investor);
    for (const range of ['fromDateString=2024-05-01&toDateString=2024-04-01', 'toDateString=2999-01-01']) {
      const response = await get(
        `/api/generatePdf?token=${encodeURIComponent(token)}&${range}`,
        w.world.users.investor,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Please choose a valid date range');
    }
    const json = await get(`${base()}/report?toDateString=2999-01-01`, w.world.users.investor);
    expect(json.statusCode).toBe(400);
  });

  it("the report's figures are the account page's", async () => {
    const report = (await get(`${base()}/report`, w.world.users.investor)).json();
    const page = (await get(`${base()}/overview`, w.world.users.investor)).json();
    expect(report.page.account.value).toBe(page.account.value);
    expect(report.page.portfolios.map((p: { performance: unknown }) => p.performance)).toEqual(
      page.portfolios.map((p: { performance: unknown }) => p.performance),
    );
    expect(report.portfolios).toHaveLength(page.portfolios.length);
  });

  const YEAR_2024 = 'fromDateString=2024-01-01&toDateString=2024-12-31';

  it("has the costs and charges statement: the domain's figures over the account's own data", async () => {
    const response = await get(`${base()}/report?${YEAR_2024}`, w.world.users.investor);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.parts).toContain('costs');
    const provider = databaseProvider(w.db.db);
    const period = { from: '2024-01-01', to: '2024-12-31' };
    const account = { id: w.world.accounts.investor, externalId: w.portfolios.accountExternalId };
    const gia = report.portfolios.find((p: { id: string }) => p.id === w.portfolios.gia);
    // The same function over the provider's figures, read here independently of the route.
    const ref = { account, portfolioId: w.portfolios.gia };
    const [performance, charges] = await Promise.all([
      provider.getPerformance(ref, period),
      provider.getCharges(ref, period),
    ]);
    const last = performance!.cumulative[performance!.cumulative.length - 1]!;
    const expected = costsStatement({
      period,
      points: performance!.cumulative.map((e) => ({ date: e.date, value: e.portfolioValue })),
      annual: charges!.annual,
      charged: charges!.charges.by,
      transactionCosts: charges!.transactionCosts.total,
      gain: reportSummary([{ closing: last.portfolioValue, drivers: performance!.drivers! }]).gain,
    });
    expect(gia.costs).toEqual(expected);
    // By hand: the one dealing cost of 2024 is the Vodafone sale's 9.95 (5 March); no fee was taken,
    // so the GIA's 0.45 % ongoing, 0.25 % platform and 0.75 % advice rates are accrued.
    expect(gia.costs.transaction.amount).toBe('9.95');
    expect(gia.costs.lines.map((l: { key: string; basis: string }) => `${l.key}:${l.basis}`)).toEqual([
      'ongoingCharges:accrued',
      'platformFee:accrued',
      'adviceFee:accrued',
      'transactionCosts:charged',
    ]);
    expect(gia.costs.valuedDays).toBe(366);
    expect(gia.costs.total.amount).toBe(
      moneyToString(sumMoney(gia.costs.lines.map((l: { amount: string }) => l.amount))),
    );
    // Both portfolios are in pounds: the consolidated statement adds them.
    const isa = report.portfolios.find((p: { id: string }) => p.id === w.portfolios.isa);
    expect(report.consolidatedCosts.total.amount).toBe(
      moneyToString(sumMoney([gia.costs.total.amount, isa.costs.total.amount])),
    );
  });

  it("shows the quarter's commentary of the portal, and none when the portal wrote none", async () => {
    await w.db.db.insert(commentary).values([
      {
        portalId: w.world.portalA,
        name: 'Market commentary Q3 2024',
        reportDate: '2024-09-30',
        body: '<p>Bonds rallied.</p><script>alert(1)</script>',
        publishedAt: new Date('2024-10-10T09:00:00Z'),
      },
      // Unpublished: never shown.
      { portalId: w.world.portalA, name: 'Draft Q4 2024', reportDate: '2024-12-31', body: '<p>Draft</p>' },
    ]);
    const q3 = (
      await get(`${base()}/report?pdfType=quarterly&toDateString=2024-10-15`, w.world.users.investor)
    ).json();
    expect(q3.parts).toContain('commentary');
    expect(q3.commentary).toEqual({
      name: 'Market commentary Q3 2024',
      reportDate: '2024-09-30',
      body: '<p>Bonds rallied.</p>',
    });
    const q4 = (
      await get(`${base()}/report?pdfType=quarterly&toDateString=2024-12-31`, w.world.users.investor)
    ).json();
    expect(q4.commentary).toBeNull();
    if (!printable) return;
    // Printed: the section with its text, once.
    const token = await tokenFor(w.world.users.investor);
    const response = await get(
      `/api/generatePdf?token=${encodeURIComponent(token)}&pdfType=quarterly&toDateString=2024-10-15&componentToRender=commentary`,
      w.world.users.investor,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Market commentary Q3 2024');
    expect(text).toContain('Bonds rallied.');
    expect(text).not.toContain('alert');
  }, 60_000);

  it("shows the commentary written in the client's language, else the one for every language", async () => {
    await w.db.db.insert(commentary).values([
      {
        portalId: w.world.portalA,
        name: 'Market commentary Q2 2024',
        reportDate: '2024-06-30',
        body: '<p>Shares rose.</p>',
        publishedAt: new Date('2024-07-10T09:00:00Z'),
      },
      {
        portalId: w.world.portalA,
        name: 'Σχόλιο αγορών 2ου τριμήνου 2024',
        reportDate: '2024-06-28',
        language: 'el',
        body: '<p>Οι μετοχές ανέβηκαν.</p>',
        publishedAt: new Date('2024-07-10T09:00:00Z'),
      },
      {
        portalId: w.world.portalA,
        name: 'Markaðsumfjöllun 2. ársfjórðungs 2024',
        reportDate: '2024-06-30',
        language: 'is',
        body: '<p>Hlutabréf hækkuðu.</p>',
        publishedAt: new Date('2024-07-10T09:00:00Z'),
      },
    ]);
    const [before] = await w.db.db
      .select({ language: users.userLanguage })
      .from(users)
      .where(eq(users.id, w.world.users.investor));
    const commentaryFor = async (language: 'en' | 'el') => {
      await w.db.db.update(users).set({ userLanguage: language }).where(eq(users.id, w.world.users.investor));
      const response = await get(
        `${base()}/report?pdfType=quarterly&toDateString=2024-07-15`,
        w.world.users.investor,
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { commentary: { name: string } | null }).commentary?.name;
    };
    try {
      // The Greek entry is dated earlier in the quarter: the reader's language wins over the date.
      expect(await commentaryFor('el')).toBe('Σχόλιο αγορών 2ου τριμήνου 2024');
      // An English reader gets the entry for every language, never the Icelandic one.
      expect(await commentaryFor('en')).toBe('Market commentary Q2 2024');
    } finally {
      await w.db.db
        .update(users)
        .set({ userLanguage: before!.language })
        .where(eq(users.id, w.world.users.investor));
    }
  });

  it.runIf(fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync('/usr/bin/pdftotext'))(
    'prints the annual costs and charges statement: its total costs are in the text',
    async () => {
      const token = await tokenFor(w.world.users.investor);
      const response = await get(
        `/api/generatePdf?token=${encodeURIComponent(token)}&componentToRender=costs&${YEAR_2024}`,
        w.world.users.investor,
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'costs-')), 'costs.pdf');
      fs.writeFileSync(file, response.rawPayload);
      if (process.env.COSTS_PDF_COPY) fs.copyFileSync(file, process.env.COSTS_PDF_COPY);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      const report = (await get(`${base()}/report?${YEAR_2024}`, w.world.users.investor)).json();
      expect(text).toContain('Costs and charges');
      expect(text).toContain('Total costs');
      for (const p of report.portfolios)
        expect(text).toContain(formatAmount(p.costs.total.amount, { currency: 'GBP', locale: 'en' }));
      expect(text).toContain(
        formatAmount(report.consolidatedCosts.total.amount, { currency: 'GBP', locale: 'en' }),
      );
    },
    60_000,
  );

  it.runIf(fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync('/usr/bin/pdftotext'))(
    'prints the report with Chromium: the total value and the holdings count are in the text',
    async () => {
      const token = await tokenFor(w.world.users.investor);
      const response = await get(
        `/api/generatePdf?token=${encodeURIComponent(token)}`,
        w.world.users.investor,
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.pdf');
      fs.writeFileSync(file, response.rawPayload);
      if (process.env.REPORT_PDF_COPY) fs.copyFileSync(file, process.env.REPORT_PDF_COPY);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Investment report');
      expect(text).toMatch(/£29,658\.48/);
    },
    60_000,
  );
});

describe('Data API reports', () => {
  let w: ProviderWorld;
  beforeAll(async () => {
    w = await startProviderWorld({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await w?.close();
  });
  const call = (url: string, token: string | null = SERVE_TOKEN) =>
    w.server.app.inject({
      method: 'GET',
      url: `/api/data-api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers only the service token, and 404 for an unknown id', async () => {
    expect((await call(`/Pdf/ClientPdf/${w.portfolios.accountExternalId}`, null)).statusCode).toBe(401);
    expect((await call('/Pdf/ClientPdf/EXT-NOBODY')).statusCode).toBe(404);
    expect((await call('/Pdf/EXT-NO-PORTFOLIO')).statusCode).toBe(404);
    expect(
      (
        await call(
          `/Pdf/ClientPdf/${w.portfolios.accountExternalId}?fromDateString=2024-05-01&toDateString=2024-04-01`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it.runIf(fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync('/usr/bin/pdftotext'))(
    "prints a client's report and a portfolio's report by external id",
    async () => {
      const client = await call(`/Pdf/ClientPdf/${w.portfolios.accountExternalId}?fromDateString=2024-01-01`);
      expect(client.statusCode, client.body.slice(0, 200)).toBe(200);
      const portfolio = await call('/Pdf/EXT-P-GIA');
      expect(portfolio.statusCode, portfolio.body.slice(0, 200)).toBe(200);
      const text = (payload: Buffer) => {
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'r.pdf');
        fs.writeFileSync(file, payload);
        return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      };
      const whole = text(client.rawPayload);
      expect(whole).toContain('£29,658.48');
      expect(whole).toMatch(/\bISA\b/);
      // One portfolio: the GIA's figures, not the ISA's.
      const one = text(portfolio.rawPayload);
      expect(one).toContain('£24,455.50');
      expect(one).not.toMatch(/\bISA\b/);
    },
    60_000,
  );
});

describe('reports without Chromium', () => {
  let w: ProviderWorld;
  beforeAll(async () => {
    w = await startProviderWorld({ CHROMIUM_PATH: '/nonexistent/chromium' });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('answers the §8 PDF message, not a 500', async () => {
    const cookie = await sessionCookie(w.db.db, w.world.users.investor);
    const base = `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;
    const { token } = (
      await w.server.app.inject({ method: 'GET', url: `${base}/report-token`, headers: { cookie } })
    ).json();
    const response = await w.server.app.inject({
      method: 'GET',
      url: `/api/generatePdf?token=${encodeURIComponent(token)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'pdf_failed',
      message: "We've encountered an error, please try again",
    });
  });
});
