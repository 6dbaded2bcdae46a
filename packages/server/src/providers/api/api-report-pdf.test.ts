import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../testing/sign-in-as';
import { apiProvider, databaseProvider } from '../select-provider';
import { startProviderWorld, type ProviderWorld } from '../testing/provider-world';
import { json, stubServer } from '../testing/stub-http';

/** A one-page PDF as a remote install would print it. */
async function aPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setTitle(title);
  return Buffer.from(await doc.save());
}

/**
 * A remote install speaking the §7 Data API's report paths: /Pdf/ClientPdf/{account} and
 * /Pdf/{portfolio}; 'EXT-BROKEN' answers a web page instead of a PDF, 'EXT-DOWN' a 500.
 */
async function remoteInstall(pdfs: Record<string, Buffer>) {
  return stubServer((url, res) => {
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (url.pathname.startsWith('/Pdf/') && pdfs[id]) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdfs[id].length });
      return res.end(pdfs[id]);
    }
    if (id === 'EXT-BROKEN') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>sign in</html>');
    }
    if (id === 'EXT-DOWN') return json(res, { error: 'boom' }, 500);
    return json(res, {}, 404);
  });
}

describe('api provider: report PDFs printed by the remote install', () => {
  let remote: Awaited<ReturnType<typeof remoteInstall>>;
  let client: Buffer;
  let portfolio: Buffer;
  beforeAll(async () => {
    client = await aPdf('client');
    portfolio = await aPdf('portfolio');
    remote = await remoteInstall({ 'C-1': client, 'P-9': portfolio });
  });
  afterAll(async () => {
    await remote?.close();
  });

  it('asks /Pdf/ClientPdf/{account} or /Pdf/{portfolio} with the period, the token and the platform flag', async () => {
    const provider = apiProvider({ baseUrl: remote.url, token: 'remote-token', backoffMs: 1 });
    const account = { id: 'ours', externalId: 'C-1' };
    const period = { from: '2024-01-01', to: '2024-12-31' };
    expect(Buffer.from((await provider.getReportPdf!(account, period))!)).toEqual(client);
    expect(Buffer.from((await provider.getReportPdf!(account, { ...period, portfolioId: 'P-9' }))!)).toEqual(
      portfolio,
    );
    expect(remote.seen.slice(-2)).toEqual([
      'GET /Pdf/ClientPdf/C-1?platformSecurities=true&fromDateString=2024-01-01&toDateString=2024-12-31 Bearer remote-token',
      'GET /Pdf/P-9?platformSecurities=true&fromDateString=2024-01-01&toDateString=2024-12-31 Bearer remote-token',
    ]);
  });

  it('answers null for an id the remote does not know, and refuses what is not a PDF', async () => {
    const provider = apiProvider({ baseUrl: remote.url, backoffMs: 1, retries: 0 });
    const period = { from: '2024-01-01', to: '2024-12-31' };
    expect(await provider.getReportPdf!({ id: 'x', externalId: 'C-UNKNOWN' }, period)).toBeNull();
    await expect(provider.getReportPdf!({ id: 'x', externalId: 'EXT-BROKEN' }, period)).rejects.toMatchObject(
      {
        messageKey: 'errors.technical',
      },
    );
    await expect(provider.getReportPdf!({ id: 'x', externalId: null }, period)).rejects.toMatchObject({
      messageKey: 'errors.need_external_id',
    });
  });

  it('is only on providers reading another install: the database prints itself', async () => {
    expect(apiProvider({ baseUrl: remote.url }, 'partners').getReportPdf).toBeTypeOf('function');
    expect(apiProvider({ baseUrl: remote.url }, 'greek').getReportPdf).toBeUndefined();
    expect(databaseProvider({} as never).getReportPdf).toBeUndefined();
  });
});

describe('generatePdf of a portal whose provider is another install', () => {
  let w: ProviderWorld;
  let remote: Awaited<ReturnType<typeof remoteInstall>>;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await aPdf('remote report');
    remote = await remoteInstall({ 'EXT-AdaInvestor': pdf });
    w = await startProviderWorld({
      LOG_LEVEL: 'silent',
      DATA_PROVIDER: 'api',
      DATA_API_URL: remote.url,
      DATA_API_TOKEN: 'remote-token',
      DATA_API_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await w?.close();
    await remote?.close();
  });

  async function download(query: string) {
    const cookie = await sessionCookie(w.db.db, w.world.users.investor);
    const base = `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;
    const { token } = (
      await w.server.app.inject({ method: 'GET', url: `${base}/report-token`, headers: { cookie } })
    ).json();
    return w.server.app.inject({
      method: 'GET',
      url: `/api/generatePdf?token=${encodeURIComponent(token)}${query}`,
      headers: { cookie },
    });
  }

  it("downloads the remote install's PDF for the account's external id and the report's period", async () => {
    const response = await download('&pdfType=quarterly&toDateString=2024-12-31');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload).toEqual(pdf);
    expect(remote.seen).toContain(
      'GET /Pdf/ClientPdf/EXT-AdaInvestor?platformSecurities=true&fromDateString=2024-10-01&toDateString=2024-12-31 Bearer remote-token',
    );
  });

  it('answers 404 when the remote does not know the portfolio, and the §8 message when it fails', async () => {
    expect((await download('&singlePortfolio=EXT-P-NONE')).statusCode).toBe(404);
    const down = await download('&singlePortfolio=EXT-DOWN');
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toMatchObject({
      code: 'pdf_failed',
      message: "We've encountered an error, please try again",
    });
    // The range is checked before anything is asked of the remote.
    const before = remote.seen.length;
    expect((await download('&toDateString=2999-01-01')).statusCode).toBe(400);
    expect(remote.seen).toHaveLength(before);
  });
});
