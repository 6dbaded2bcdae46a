import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, MAX_UPLOAD_BYTES } from '@portal/domain';
import { documents, logs, users } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import { pdfBytes } from '../testing/library-fixtures';
import type { FileStorage } from '../storage/index';
import { findTarget } from './document-repository';
import type { LibraryContext } from './library-context';
import { storeDocument } from './operations/place-document';
import { startLibraryHarness, type LibraryHarness, type UserApi } from './testing/library-harness';

let h: LibraryHarness;
let advisor: UserApi;
let investor: UserApi;
let base: string;

beforeAll(async () => {
  h = await startLibraryHarness();
  advisor = await h.as(h.world.users.ownerAdvisor);
  investor = await h.as(h.world.users.investor);
  base = `/api/portals/${h.world.portalA}/library/documents`;
});
afterAll(async () => {
  await h?.close();
});

const intoInvestor = (extra = '') =>
  `${base}?accountId=${h.world.accounts.investor}&type=${encodeURIComponent('Account documents')}${extra}`;

async function storedKeys(): Promise<string[]> {
  return (await h.storage.list('')).map((file) => file.key);
}

async function documentCount(): Promise<number> {
  return (await h.db.db.select({ id: documents.id }).from(documents)).length;
}

describe('upload: PDF only, by content (ASVS 5.2.2)', () => {
  it('files a PDF, stores its bytes under a server-made key and logs the upload with the row', async () => {
    const bytes = pdfBytes('Welcome pack');
    const created = await advisor.upload(intoInvestor(), { name: 'Welcome pack.pdf', bytes });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Welcome pack.pdf' });
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, created.body.id));
    expect(row).toMatchObject({
      accountId: h.world.accounts.investor,
      type: 'Account documents',
      size: bytes.length,
    });
    expect(row!.fileKey).toMatch(/^General\/[0-9a-f-]{36}\/Welcome pack\.pdf$/);
    expect(Buffer.from((await h.storage.get(row!.fileKey))!.bytes).equals(Buffer.from(bytes))).toBe(true);
    const logged = await h.db.db.select().from(logs).where(eq(logs.entityId, created.body.id));
    expect(logged).toMatchObject([
      { type: 'upload', collection: 'documents', createdBy: h.world.users.ownerAdvisor },
    ]);

    const download = await investor.get(`${base}/${created.body.id}/file`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(bytes))).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Welcome pack.pdf"; filename*=UTF-8''Welcome%20pack.pdf`,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['an HTML page', '<!doctype html><script>alert(1)</script>', 'text/html'],
    ['a Windows program', 'MZ\u0090\u0000\u0003\u0000\u0000\u0000PE', 'application/pdf'],
    ['an empty file', '', 'application/pdf'],
  ])('refuses %s renamed .pdf with 415 and stores nothing', async (_what, content, type) => {
    const [keys, count] = [await storedKeys(), await documentCount()];
    const refused = await advisor.upload(intoInvestor(), {
      name: 'statement.pdf',
      bytes: new TextEncoder().encode(content),
      type,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(415);
    expect(refused.body).toEqual({
      error: { code: 'unsupported_media_type', message: 'Only PDF files can be uploaded' },
    });
    expect(await storedKeys()).toEqual(keys);
    expect(await documentCount()).toBe(count);
  });

  it('refuses a file over the limit with 413 and a clear message, declared or streamed', async () => {
    const [keys, count] = [await storedKeys(), await documentCount()];
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1024);
    big.set(pdfBytes('big'));
    const declared = await advisor.upload(intoInvestor(), { name: 'big.pdf', bytes: big });
    expect(declared.status, JSON.stringify(declared.body)).toBe(413);
    expect(declared.body.error).toEqual({
      code: 'file_too_large',
      message: 'The file is too large: the limit is 25 MB',
    });

    // Without a Content-Length the limit holds while streaming: nothing past it is stored.
    const streamed = await chunkedUpload(intoInvestor(), advisor.headers, 'big.pdf', big);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe('file_too_large');
    expect(await storedKeys()).toEqual(keys);
    expect(await documentCount()).toBe(count);
  });

  it('keeps path traversal in file names inside storage', async () => {
    for (const name of ['../../escape.pdf', '..\\..\\escape.pdf', '/etc/escape.pdf', '.hidden.pdf']) {
      const created = await advisor.upload(intoInvestor('&onDuplicate=copy'), {
        name,
        bytes: pdfBytes(name),
      });
      expect(created.status, name).toBe(201);
      const [row] = await h.db.db.select().from(documents).where(eq(documents.id, created.body.id));
      expect(row!.fileKey, name).toMatch(/^General\/[0-9a-f-]{36}\/(escape|hidden)(_\d)?\.pdf$/);
    }
    const outside = await fs.readdir(path.dirname(h.dataDir));
    expect(outside.filter((entry) => entry.includes('escape'))).toEqual([]);
    expect((await fs.readdir(h.dataDir)).sort()).toEqual(['files']);
  });

  it('answers 404 for an account out of reach and 403 for an investor filing into a group', async () => {
    const other = await advisor.upload(`${base}?accountId=${h.world.accounts.otherPortal}&type=Forms`, {
      name: 'x.pdf',
      bytes: pdfBytes('x'),
    });
    expect(other.status).toBe(404);
    const group = await investor.upload(`${base}?groupId=${h.library.group}&type=Forms`, {
      name: 'x.pdf',
      bytes: pdfBytes('x'),
    });
    expect(group.status).toBe(403);
    const factsheet = await advisor.upload(`${base}?accountId=${h.world.accounts.investor}&type=Factsheet`, {
      name: 'x.pdf',
      bytes: pdfBytes('x'),
    });
    expect(factsheet.status).toBe(400);
    expect(factsheet.body.error.message).toBe('Documents of this type cannot be uploaded');
  });
});

describe('a duplicate file name in the same account (§4, §5, §8)', () => {
  it('is a 409 with the spec wording until copy or replace is chosen', async () => {
    const first = await advisor.upload(intoInvestor(), { name: 'Mandate.pdf', bytes: pdfBytes('v1') });
    expect(first.status).toBe(201);
    const keys = await storedKeys();
    const again = await advisor.upload(intoInvestor(), { name: 'mandate.PDF', bytes: pdfBytes('v2') });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'duplicate_file', message: 'Duplicated filename choose between copy or replace' },
    });
    expect(await storedKeys()).toEqual(keys);

    const copy = await advisor.upload(intoInvestor('&onDuplicate=copy'), {
      name: 'Mandate.pdf',
      bytes: pdfBytes('v2'),
    });
    expect(copy.body.name).toBe('Mandate_1.pdf');
    const copy2 = await advisor.upload(intoInvestor('&onDuplicate=copy'), {
      name: 'Mandate.pdf',
      bytes: pdfBytes('v3'),
    });
    expect(copy2.body.name).toBe('Mandate_2.pdf');

    const [before] = await h.db.db.select().from(documents).where(eq(documents.id, first.body.id));
    const replaced = await advisor.upload(intoInvestor('&onDuplicate=replace'), {
      name: 'Mandate.pdf',
      bytes: pdfBytes('v4'),
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toEqual({ id: first.body.id, name: 'Mandate.pdf' });
    const named = await h.db.db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, h.world.accounts.investor), eq(documents.name, 'Mandate.pdf')));
    expect(named).toHaveLength(1);
    expect(await h.storage.stat(before!.fileKey)).toBeNull();
    const download = await investor.get(`${base}/${first.body.id}/file`);
    expect(download.bytes.equals(Buffer.from(pdfBytes('v4')))).toBe(true);
  });

  it('allows the same name in another account', async () => {
    const neighbour = await advisor.upload(`${base}?accountId=${h.world.accounts.neighbour}&type=Forms`, {
      name: 'Statement Q1.pdf',
      bytes: pdfBytes('n'),
    });
    expect(neighbour.status).toBe(201);
    expect(neighbour.body.name).toBe('Statement Q1.pdf');
  });
});

describe('adding a document mails its recipients in their language (§4)', () => {
  it('sends the client a mail in Greek through SMTP, and none to the uploader', async () => {
    await h.db.db.update(users).set({ userLanguage: 'el' }).where(eq(users.id, h.world.users.investor));
    const created = await advisor.upload(intoInvestor(), {
      name: 'Annual review.pdf',
      bytes: pdfBytes('ar'),
    });
    expect(created.status).toBe(201);
    const mail = await h.smtp.waitFor(
      (m) => m.to.includes('investor@clients.example') && m.body.includes('Annual review.pdf'),
    );
    expect(mail.body).toContain('Ένα νέο έγγραφο βρίσκεται στη βιβλιοθήκη σας');
    expect(mail.body).toContain(`http://localhost:3000/dashboard/${h.world.portalA}/library`);
    expect(h.smtp.mails.some((m) => m.to.includes('owner@alpha.example'))).toBe(false);
  });
});

describe('a client files into their own account', () => {
  it('may upload there (and manage that file), and the advisors are told', async () => {
    const created = await investor.upload(intoInvestor(), {
      name: 'Signed mandate.pdf',
      bytes: pdfBytes('sm'),
    });
    expect(created.status).toBe(201);
    const mine = await investor.get(`${base}?section=mine`);
    expect(mine.body.items).toMatchObject([{ name: 'Signed mandate.pdf', canManage: true }]);
    await h.smtp.waitFor(
      (m) => m.to.includes('owner@alpha.example') && m.body.includes('Signed mandate.pdf'),
    );
    const neighbours = await investor.upload(`${base}?accountId=${h.world.accounts.neighbour}&type=Forms`, {
      name: 'x.pdf',
      bytes: pdfBytes('x'),
    });
    expect(neighbours.status).toBe(404);
    expect((await investor.send('DELETE', `${base}/${created.body.id}`)).status).toBe(204);
  });
});

describe('all or nothing', () => {
  const silent = pino({ level: 'silent' });
  const noMail: Mailer = { send: async () => undefined };
  const context = (storage: FileStorage, db = h.db.db): LibraryContext => ({
    db,
    storage,
    mailer: noMail,
    brand: getBrand('asset-manager'),
    publicUrl: 'http://localhost:3000',
    log: silent,
  });
  const advisorViewer = () => ({
    userId: h.world.users.ownerAdvisor,
    email: 'owner@alpha.example',
    role: 'advisor' as const,
    organisationId: h.world.companyA,
    locale: 'en' as const,
    sessionId: 's',
    mfaValidated: true,
  });

  it('writes no row when storage fails', async () => {
    const failing: FileStorage = { ...h.storage, put: () => Promise.reject(new Error('disk full')) };
    const target = (await findTarget(h.db.db, advisorViewer(), h.world.portalA, {
      accountId: h.world.accounts.investor,
    }))!;
    const count = await documentCount();
    await expect(
      storeDocument(context(failing), advisorViewer(), {
        target,
        name: 'Never.pdf',
        type: 'Forms',
        onDuplicate: undefined,
        body: pdfBytes('never'),
        activity: 'upload',
      }),
    ).rejects.toThrow('disk full');
    expect(await documentCount()).toBe(count);
  });

  it('removes the stored file when the row cannot be written', async () => {
    const brokenDb = Object.create(h.db.db) as typeof h.db.db;
    brokenDb.transaction = () => Promise.reject(new Error('database went away'));
    const target = (await findTarget(h.db.db, advisorViewer(), h.world.portalA, {
      accountId: h.world.accounts.investor,
    }))!;
    const keys = await storedKeys();
    await expect(
      storeDocument(context(h.storage, brokenDb), advisorViewer(), {
        target,
        name: 'Orphan.pdf',
        type: 'Forms',
        onDuplicate: undefined,
        body: pdfBytes('orphan'),
        activity: 'upload',
      }),
    ).rejects.toThrow('database went away');
    expect(await storedKeys()).toEqual(keys);
  });
});

/** A multipart upload sent with Transfer-Encoding: chunked (no Content-Length to refuse early). */
function chunkedUpload(
  url: string,
  headers: Record<string, string>,
  name: string,
  bytes: Uint8Array,
): Promise<{ status: number; body: string }> {
  const boundary = 'portal-test-boundary';
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${h.server.url}${url}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    for (let offset = 0; offset < bytes.length; offset += 1024 * 1024) {
      request.write(bytes.subarray(offset, offset + 1024 * 1024));
    }
    request.end(`\r\n--${boundary}--\r\n`);
  });
}
