import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema/index';
import { localFilesRoot } from '../storage/index';
import { MAX_NAME_BYTES, utf8Bytes } from '../storage/keys';
import { emptyFolders, filesUnder } from '../storage/testing/folders';
import { pdfBytes } from '../testing/library-fixtures';
import { startLibraryHarness, type LibraryHarness, type UserApi } from './testing/library-harness';

// Issue 16: file names (bytes, NFC, bidi) and multipart parts, over real HTTP with a local store.
let h: LibraryHarness;
let advisor: UserApi;
let investor: UserApi;
let base: string;
let filesRoot: string;

beforeAll(async () => {
  h = await startLibraryHarness();
  advisor = await h.as(h.world.users.ownerAdvisor);
  investor = await h.as(h.world.users.investor);
  base = `/api/portals/${h.world.portalA}/library/documents`;
  filesRoot = localFilesRoot(h.dataDir);
});
afterAll(async () => {
  await h?.close();
});

const intoInvestor = (extra = '') =>
  `${base}?accountId=${h.world.accounts.investor}&type=${encodeURIComponent('Account documents')}${extra}`;

/** What a refused request must leave exactly as it was: rows, files (metadata too) and folders. */
async function snapshot() {
  const rows = await h.db.db.select({ id: documents.id }).from(documents);
  return { rows: rows.length, files: await filesUnder(filesRoot), empty: await emptyFolders(filesRoot) };
}

/** A multipart body the way a client builds it, sent with the advisor's session. */
async function post(url: string, form: FormData) {
  const response = await fetch(`${h.server.url}${url}`, {
    method: 'POST',
    headers: advisor.headers,
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: string; message: string } },
  };
}

const pdf = (text: string) => new Blob([pdfBytes(text)], { type: 'application/pdf' });

describe('file names: 200 bytes of UTF-8, NFC, no bidi or invisible characters', () => {
  it.each([
    ['decomposed', 'e\u0301'.repeat(5000) + '.pdf'],
    ['composed', 'é'.repeat(5000) + '.pdf'],
  ])(
    'files a 5,000-accent (%s) name under a shortened NFC name, in a store key it fits',
    async (_how, name) => {
      const before = await snapshot();
      const created = await advisor.upload(intoInvestor('&onDuplicate=copy'), {
        name,
        bytes: pdfBytes('accents'),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.name).toMatch(/^(é{98}|é{95}_1)\.pdf$/);
      const [row] = await h.db.db.select().from(documents).where(eq(documents.id, created.body.id));
      expect(utf8Bytes(row!.name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
      expect(row!.name).toBe(row!.name.normalize('NFC'));
      expect(row!.fileKey).toMatch(/^General\/[0-9a-f-]{36}\/é{98}\.pdf$/);
      expect((await emptyFolders(filesRoot)).sort()).toEqual(before.empty);
      const download = await investor.get(`${base}/${created.body.id}/file`);
      expect(download.status).toBe(200);
    },
  );

  it('strips a right-to-left override from the stored name and from the download header', async () => {
    const created = await advisor.upload(intoInvestor(), {
      name: 'invoice\u202Efdp.\u2066exe\u2069.pdf',
      bytes: pdfBytes('rtl'),
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('invoicefdp.exe.pdf');
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, created.body.id));
    expect(row!.name).toBe('invoicefdp.exe.pdf');
    expect(row!.fileKey.endsWith('/invoicefdp.exe.pdf')).toBe(true);

    // A row stored before names were cleaned still downloads under a plain name.
    await h.db.db
      .update(documents)
      .set({ name: 'old\u202Efdp.exe.pdf' })
      .where(eq(documents.id, created.body.id));
    const download = await investor.get(`${base}/${created.body.id}/file`);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="oldfdp.exe.pdf"; filename*=UTF-8''oldfdp.exe.pdf`);
    expect(decodeURIComponent(disposition)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('leaves no folder behind when a stored file is refused (not a PDF)', async () => {
    const before = await snapshot();
    const refused = await advisor.upload(intoInvestor('&onDuplicate=copy'), {
      name: 'é'.repeat(5000) + '.pdf',
      bytes: new TextEncoder().encode('<html></html>'),
    });
    expect(refused.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});

describe('multipart: one file part named file, nothing else', () => {
  it('refuses a second file with 400 and stores neither', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append('file', pdf('first'), 'First.pdf');
    form.append('file', pdf('second'), 'Second.pdf');
    const refused = await post(intoInvestor(), form);
    expect(refused).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Upload one file at a time, with nothing else in the request',
        },
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a field beside the file, before or after it, with 400', async () => {
    const before = await snapshot();
    for (const fieldFirst of [true, false]) {
      const form = new FormData();
      if (fieldFirst) form.append('note', 'hello');
      form.append('file', pdf('with field'), 'With field.pdf');
      if (!fieldFirst) form.append('note', 'hello');
      const refused = await post(intoInvestor(), form);
      expect([refused.status, refused.body.error?.code], String(fieldFirst)).toEqual([
        400,
        'validation_error',
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 10 KB part name (and any name but file) with 400 in the caller’s language', async () => {
    const before = await snapshot();
    for (const name of ['x'.repeat(10 * 1024), 'é'.repeat(51), 'upload']) {
      const form = new FormData();
      form.append(name, pdf('long name'), 'Long name.pdf');
      const response = await fetch(`${h.server.url}${intoInvestor()}`, {
        method: 'POST',
        headers: { ...advisor.headers, 'accept-language': 'el' },
        body: form,
      });
      expect(response.status, name.slice(0, 10)).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'validation_error',
          message: 'Στείλτε το αρχείο ως το μοναδικό πεδίο της φόρμας με όνομα «file»',
        },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a body cut off in the file (no closing boundary) with 400 and stores nothing', async () => {
    const before = await snapshot();
    const response = await fetch(`${h.server.url}${intoInvestor()}`, {
      method: 'POST',
      headers: { ...advisor.headers, 'content-type': 'multipart/form-data; boundary=cut' },
      body: `--cut\r\nContent-Disposition: form-data; name="file"; filename="Cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    expect(await snapshot()).toEqual(before);
  });
});
