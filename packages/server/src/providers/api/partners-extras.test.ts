import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, documents, holdings, instrumentPrices, instruments } from '../../db/schema/index';
import { createLocalStorage, localFilesRoot } from '../../storage/index';
import { apiProvider } from '../select-provider';
import { holdFund, startProviderWorld, SERVE_TOKEN, type ProviderWorld } from '../testing/provider-world';
import { sessionCookie } from '../../testing/sign-in-as';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { DataProvider } from '../types';
import { PRIVATE_EQUITY_PREFIX } from './data-api-paths';
import { createHttpClient } from './http-client';

const ISIN = 'GB00RWSC0001';
const AS_OF = '2025-06-01';

/**
 * Issue 18 item 5: the partners' document paths and the private-equity host, served by our Data API
 * from the library and the holdings, read by the api provider over HTTP (decision 88).
 */
describe('partners documents and private equity: the api provider against our Data API', () => {
  let w: ProviderWorld;
  let dataDir: string;
  let provider: DataProvider;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
  const ids: Record<string, string> = {};
  const account = () => ({ id: w.world.accounts.investor, externalId: w.portfolios.accountExternalId });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'partners-docs-'));
    w = await startProviderWorld({ DATA_DIR: dataDir });
    const db = w.db.db;
    const storage = createLocalStorage(localFilesRoot(dataDir));
    await storage.put('General/f1/factsheet.pdf', pdf, { contentType: 'application/pdf' });
    // The GIA's fund RWSC is in the universe by its ISIN; its documents are the holding's.
    const fundId = await holdFund(w, ISIN);
    const portalId = w.world.portalA;
    const doc = async (name: string, values: Partial<typeof documents.$inferInsert>) => {
      const [row] = await db
        .insert(documents)
        .values({
          portalId,
          name,
          type: 'Factsheet',
          fileKey: 'General/f1/factsheet.pdf',
          fileName: `${name}.pdf`,
          size: pdf.length,
          mime: 'application/pdf',
          ...values,
        })
        .returning({ id: documents.id });
      ids[name] = row!.id;
    };
    await doc('factsheet', { fundId, createdAt: new Date('2025-05-01T00:00:00Z') });
    await doc('ownNote', {
      fundId,
      accountId: w.world.accounts.investor,
      type: 'Account documents',
      createdAt: new Date('2025-05-02T00:00:00Z'),
    });
    // Not the investor's holding documents: a neighbour's paper on the same fund, another portal's
    // factsheet; not the Data API's at all: a brochure of no fund, a removed factsheet.
    await doc('neighbourNote', { fundId, accountId: w.world.accounts.neighbour });
    await doc('otherPortal', { fundId, portalId: w.world.portalB });
    await doc('brochure', { type: 'Prospectus and Brochures' });
    await doc('removed', { fundId, active: false });
    // A private-equity stake (Equity held as neither Stock nor Fund) in the GIA, priced in May.
    const [stake] = await db
      .insert(instruments)
      .values({
        symbol: 'ACME-PE',
        name: 'Acme Growth Partners LP',
        currency: 'GBP',
        assetClass: 'Equity',
        type: 'Other',
      })
      .returning({ id: instruments.id });
    await db
      .insert(instrumentPrices)
      .values({ instrumentId: stake!.id, date: '2025-05-01', price: '250.00', currency: 'GBP' });
    await db.insert(holdings).values({
      portalId,
      portfolioId: w.portfolios.gia,
      parentId: w.portfolios.gia,
      instrumentId: stake!.id,
      name: 'Acme Growth Partners LP',
      symbol: 'ACME-PE',
      units: '10',
      currency: 'GBP',
      assetClass: 'Equity',
      type: 'Other',
      sector: 'Technology',
      region: 'UK',
    });
    provider = apiProvider(
      { baseUrl: w.dataApiUrl, token: SERVE_TOKEN, retries: 0 },
      'partners',
      () => AS_OF,
      {
        baseUrl: `${w.dataApiUrl}${PRIVATE_EQUITY_PREFIX}`,
        token: SERVE_TOKEN,
        retries: 0,
      },
    );
  });
  afterAll(async () => {
    await w?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("lists a holding's documents: the fund's in the account's portal and the account's own, newest first", async () => {
    const list = await provider.documents!.holdingDocuments(account(), 'EXT-P-GIA', 'RWSC');
    expect(list!.map((d) => d.id)).toEqual([ids.ownNote, ids.factsheet]);
    expect(list![1]).toEqual({
      id: ids.factsheet,
      name: 'factsheet',
      type: 'Factsheet',
      fileName: 'factsheet.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      createdAt: '2025-05-01T00:00:00.000Z',
      isin: ISIN,
      accountId: null,
      tags: [],
    });
    expect(list![0]!.accountId).toBe(w.portfolios.accountExternalId);
    // A held line that is no fund of the universe has none.
    expect(await provider.documents!.holdingDocuments(account(), 'EXT-P-GIA', 'VOD.L')).toEqual([]);
  });

  it('answers 404 (null) for a holding, portfolio or account out of scope', async () => {
    const docs = provider.documents!;
    expect(await docs.holdingDocuments(account(), 'EXT-P-GIA', 'NOT-HELD')).toBeNull();
    expect(await docs.holdingDocuments(account(), 'EXT-P-NONE', 'RWSC')).toBeNull();
    const neighbour = await w.db.db
      .select({ externalId: accounts.externalId })
      .from(accounts)
      .where(eq(accounts.id, w.world.accounts.neighbour));
    expect(
      await docs.holdingDocuments({ id: 'x', externalId: neighbour[0]!.externalId }, 'EXT-P-GIA', 'RWSC'),
    ).toBeNull();
  });

  it('Documents/{id}: metadata of what the key may see; 404 for the rest and for ids that are no ids', async () => {
    const docs = provider.documents!;
    expect(await docs.document(ids.factsheet!)).toMatchObject({ id: ids.factsheet, isin: ISIN });
    expect(await docs.document(ids.otherPortal!)).toMatchObject({ id: ids.otherPortal });
    for (const id of [
      ids.brochure!,
      ids.removed!,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "x'; --",
    ]) {
      expect(await docs.document(id)).toBeNull();
      expect(await docs.download(id)).toBeNull();
    }
  });

  it('downloads the bytes unchanged, streamed as a PDF attachment', async () => {
    const file = (await provider.documents!.download(ids.factsheet!))!;
    expect(file.contentType).toBe('application/pdf');
    expect(file.size).toBe(pdf.length);
    expect(file.disposition).toMatch(/^attachment; filename="factsheet"/);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  });

  it('private equity: products, a portfolio’s lines and the accounts’ values, from the second host', async () => {
    const pe = provider.privateEquity!;
    expect(await pe.products()).toEqual([
      {
        symbol: 'ACME-PE',
        name: 'Acme Growth Partners LP',
        isin: null,
        currency: 'GBP',
        sector: 'Technology',
        region: 'UK',
        portfolios: 1,
      },
    ]);
    const lines = (await pe.portfolioHoldings('EXT-P-GIA', AS_OF))!;
    expect(lines.holdings.map((h) => [h.symbol, h.units, h.price])).toEqual([['ACME-PE', '10', '250']]);
    expect((await pe.portfolioHoldings('EXT-P-ISA', AS_OF))!.holdings).toEqual([]);
    expect(await pe.portfolioHoldings('EXT-P-NONE', AS_OF)).toBeNull();
    const values = await pe.accountValues(AS_OF, { page: 1, pageSize: 100 });
    expect(values.find((v) => v.accountId === w.portfolios.accountExternalId)).toEqual({
      accountId: w.portfolios.accountExternalId,
      date: AS_OF,
      portfolios: [{ portfolioId: 'EXT-P-GIA', currency: 'GBP', value: '2500.00' }],
    });
    expect(values.filter((v) => v.portfolios.length > 0)).toHaveLength(1);
  });

  it('refuses the paths without the bearer token', async () => {
    for (const tail of [`/Documents/${ids.factsheet}/download`, `${PRIVATE_EQUITY_PREFIX}/products`]) {
      const response = await fetch(`${w.dataApiUrl}${tail}`);
      expect(response.status).toBe(401);
      expect(await text(response.body!)).toContain('"error"');
    }
  });
});

describe('the holding drawer of a partners portal reads the documents through its provider', () => {
  let w: ProviderWorld;
  let portal: TestServer;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100_000)]);
  const ids: Record<string, string> = {};
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'partners-drawer-'));
    w = await startProviderWorld({ DATA_DIR: dataDir });
    const db = w.db.db;
    await createLocalStorage(localFilesRoot(dataDir)).put('General/f2/kiid.pdf', pdf);
    const fundId = await holdFund(w, ISIN);
    for (const [name, accountId] of [
      ['kiid', null],
      ['neighbourNote', w.world.accounts.neighbour],
    ] as const) {
      const [row] = await db
        .insert(documents)
        .values({
          portalId: w.world.portalA,
          name,
          type: 'KIID',
          fileKey: 'General/f2/kiid.pdf',
          fileName: 'KIID Rowan.pdf',
          size: pdf.length,
          mime: 'application/pdf',
          fundId,
          accountId,
        })
        .returning({ id: documents.id });
      ids[name] = row!.id;
    }
    // A second install (the partners portal) on the same tables, reading the first one's Data API.
    portal = await startTestServer({
      database: w.db,
      env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' },
      extra: {
        dataProvider: apiProvider({ baseUrl: w.dataApiUrl, token: SERVE_TOKEN, retries: 0 }, 'partners'),
      },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await w?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const drawer = (symbol: string) =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/EXT-P-GIA/drawer/${symbol}/documents`;

  it('lists the documents and streams a file unchanged, as an attachment', async () => {
    const cookie = await sessionCookie(w.db.db, w.world.users.investor);
    const list = await portal.app.inject({ method: 'GET', url: drawer('RWSC'), headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: { id: string; url: string }[] }>().items;
    expect(items.map((i) => i.id)).toEqual([ids.kiid]);
    const file = await portal.app.inject({ method: 'GET', url: items[0]!.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="KIID Rowan.pdf"/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 404 for another client's account, a symbol not held, and a document not of the holding", async () => {
    const neighbour = await sessionCookie(w.db.db, w.world.users.neighbour);
    expect(
      (await portal.app.inject({ url: drawer('RWSC'), headers: { cookie: neighbour } })).statusCode,
    ).toBe(404);
    const cookie = await sessionCookie(w.db.db, w.world.users.investor);
    expect((await portal.app.inject({ url: drawer('NOT.HELD'), headers: { cookie } })).statusCode).toBe(404);
    for (const id of [ids.neighbourNote!, 'not-an-id'])
      expect(
        (await portal.app.inject({ url: `${drawer('RWSC')}/${id}/file`, headers: { cookie } })).statusCode,
      ).toBe(404);
    expect(
      (await portal.app.inject({ url: `${drawer('RWSC')}/${ids.kiid}/file`, headers: { cookie: neighbour } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the partners provider speaks the paths of decision 88', () => {
  it('asks the documents of the Data API host and private equity of the second host, with their tokens', async () => {
    const { json, stubServer } = await import('../testing/stub-http');
    const stub = await stubServer((url, res) =>
      ['/pe/products', '/pe/accounts/values'].includes(url.pathname) || url.pathname.endsWith('/documents')
        ? json(res, [])
        : json(res, {}, 404),
    );
    try {
      const provider = apiProvider(
        { baseUrl: stub.url, token: 'main', retries: 0 },
        'partners',
        () => AS_OF,
        {
          baseUrl: `${stub.url}/pe`,
          token: 'pe',
          retries: 0,
        },
      );
      const key = { id: 'x', externalId: 'C 1' };
      expect(await provider.documents!.holdingDocuments(key, 'P/9', 'VOD.L')).toEqual([]);
      expect(await provider.documents!.document('D1')).toBeNull();
      expect(await provider.documents!.download('D1')).toBeNull();
      expect(await provider.privateEquity!.products()).toEqual([]);
      expect(await provider.privateEquity!.portfolioHoldings('P9', AS_OF)).toBeNull();
      expect(await provider.privateEquity!.accountValues(AS_OF)).toEqual([]);
      expect(stub.seen).toEqual([
        'GET /Portfolio/C%201/P%2F9/holdings/VOD.L/documents?platformSecurities=true Bearer main',
        'GET /Documents/D1?platformSecurities=true Bearer main',
        'GET /Documents/D1/download?platformSecurities=true Bearer main',
        'GET /pe/products?platformSecurities=true Bearer pe',
        `GET /pe/portfolioHoldings/P9?platformSecurities=true&dateIso=${AS_OF} Bearer pe`,
        `GET /pe/accounts/values?platformSecurities=true&dateIso=${AS_OF}&page=1&pageSize=50 Bearer pe`,
      ]);
      // Only the partners variant has them; without DATA_API_PE_URL there is no private-equity reader.
      expect(apiProvider({ baseUrl: stub.url }, 'standard').documents).toBeUndefined();
      expect(apiProvider({ baseUrl: stub.url }, 'partners').privateEquity).toBeUndefined();
    } finally {
      await stub.close();
    }
  });
});

describe('http client: streamed files', () => {
  it('refuses a file of another type, or one larger than announced or allowed', async () => {
    const { stubServer } = await import('../testing/stub-http');
    const stub = await stubServer((url, res) => {
      if (url.pathname === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<p>');
      }
      // No length announced: the limit is checked as the bytes arrive.
      res.writeHead(200, { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' });
      res.write(Buffer.alloc(600));
      res.end(Buffer.alloc(600));
    });
    try {
      const client = createHttpClient({ baseUrl: stub.url, retries: 0 });
      await expect(
        client.openFile('/html', { accept: 'application/pdf', maxBytes: 1000 }),
      ).rejects.toMatchObject({
        messageKey: 'errors.technical',
      });
      const file = (await client.openFile('/big', { accept: 'application/pdf', maxBytes: 1000 }))!;
      await expect(text(file.stream)).rejects.toMatchObject({ messageKey: 'errors.technical' });
    } finally {
      await stub.close();
    }
  });
});
