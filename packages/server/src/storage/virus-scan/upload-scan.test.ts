import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@portal/domain';
import { documents, portals } from '../../db/schema/index';
import {
  startLibraryHarness,
  type LibraryHarness,
  type UserApi,
} from '../../library/testing/library-harness';
import { clamdBinary, EICAR, startClamd, type ClamdProcess } from './testing/clamd-process';

// Issue 16 item 3: with CLAMAV_URL set, every upload path asks a real clamd before it stores a byte.
const missing = !clamdBinary();
if (missing)
  console.warn(
    '\nUpload virus-scan tests skipped: clamd is not installed (sudo apt-get install -y clamav-daemon).\n',
  );

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const cleanPdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const infectedPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), EICAR, Buffer.from('\n%%EOF\n')]);

interface Sent {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

describe.skipIf(missing)('uploads scanned by clamd before they are stored', () => {
  let clamd: ClamdProcess;
  let h: LibraryHarness;
  let advisor: UserApi;
  let admin: UserApi;
  let library: string;
  let logo: string;

  beforeAll(async () => {
    clamd = await startClamd();
    h = await startLibraryHarness({ CLAMAV_URL: clamd.tcpUrl, CLAMAV_TIMEOUT_MS: '5000' });
    advisor = await h.as(h.world.users.ownerAdvisor);
    admin = await h.as(h.world.users.admin);
    library = `/api/portals/${h.world.portalA}/library/documents?accountId=${h.world.accounts.investor}&type=${encodeURIComponent('Account documents')}`;
    logo = `/api/portals/${h.world.portalA}/logo`;
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await clamd?.stop();
  });

  async function send(user: UserApi, url: string, name: string, bytes: Buffer, locale = 'en'): Promise<Sent> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${h.server.url}${url}`, {
      method: 'POST',
      headers: { ...user.headers, 'accept-language': locale },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  /** Every folder and file under the store, the documents and the portal's logo: what an upload could leave. */
  async function stored() {
    const entries = await fs.readdir(path.join(h.dataDir, 'files'), { recursive: true });
    const rows = await h.db.db.select({ id: documents.id, fileKey: documents.fileKey }).from(documents);
    const [portal] = await h.db.db
      .select({ photo: portals.photo })
      .from(portals)
      .where(eq(portals.id, h.world.portalA));
    return {
      entries: entries.sort(),
      rows: rows.map((row) => `${row.id} ${row.fileKey}`).sort(),
      photo: portal?.photo,
    };
  }

  it('refuses an infected PDF in the library with 422 infected_file, in the caller’s language, storing nothing', async () => {
    const before = await stored();
    for (const locale of ['en', 'el', 'is'] as const) {
      const sent = await send(advisor, library, 'Statement.pdf', infectedPdf(), locale);
      expect(sent).toEqual({
        status: 422,
        body: { error: { code: 'infected_file', message: translateMessage('errors.infected_file', locale) } },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('files a clean PDF in the library', async () => {
    const bytes = cleanPdf('clean statement');
    const sent = await send(advisor, library, 'Clean statement.pdf', bytes);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, sent.body.id));
    expect(Buffer.from((await h.storage.get(row!.fileKey))!.bytes).equals(bytes)).toBe(true);
  });

  it('keeps the file an infected replacement was meant to replace', async () => {
    const original = cleanPdf('original');
    const first = await send(advisor, library, 'Replace me.pdf', original);
    expect(first.status).toBe(201);
    const before = await stored();
    const sent = await send(advisor, `${library}&onDuplicate=replace`, 'Replace me.pdf', infectedPdf());
    expect([sent.status, sent.body.error.code]).toEqual([422, 'infected_file']);
    expect(await stored()).toEqual(before);
    const download = await advisor.get(
      `/api/portals/${h.world.portalA}/library/documents/${first.body.id}/file`,
    );
    expect(download.bytes.equals(original)).toBe(true);
  });

  it('still judges the type first: a non-PDF is 415 whatever the scan would say', async () => {
    const before = await stored();
    const sent = await send(advisor, library, 'fake.pdf', EICAR);
    expect([sent.status, sent.body.error.code]).toEqual([415, 'unsupported_media_type']);
    expect(await stored()).toEqual(before);
  });

  it('refuses an infected admin upload and stores a clean one', async () => {
    const before = await stored();
    const infected = await send(admin, '/api/admin/uploads', 'Factsheet.pdf', infectedPdf());
    expect([infected.status, infected.body.error.code]).toEqual([422, 'infected_file']);
    expect(await stored()).toEqual(before);
    const clean = await send(admin, '/api/admin/uploads', 'Team photo.png', PNG);
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
    expect((await admin.get(clean.body.url)).bytes.equals(PNG)).toBe(true);
  });

  it('refuses an infected logo (an image with the test string after its end) and keeps the old one', async () => {
    const clean = await send(admin, logo, 'logo.png', PNG);
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    const before = await stored();
    const infected = await send(admin, logo, 'logo.png', Buffer.concat([PNG, EICAR]));
    expect([infected.status, infected.body.error.code]).toEqual([422, 'infected_file']);
    expect(await stored()).toEqual(before);
  });

  it('refuses every upload with 503 while clamd is down, rather than store a file unscanned', async () => {
    await clamd.stop();
    const before = await stored();
    for (const [user, url, name, bytes] of [
      [advisor, library, 'While down.pdf', cleanPdf('while down')],
      [admin, '/api/admin/uploads', 'While down.png', PNG],
      [admin, logo, 'While down.png', PNG],
    ] as const) {
      const sent = await send(user, url, name, bytes, 'el');
      expect(sent, url).toEqual({
        status: 503,
        body: {
          error: {
            code: 'virus_scan_unavailable',
            message: translateMessage('errors.virus_scan_unavailable', 'el'),
          },
        },
      });
    }
    expect(await stored()).toEqual(before);
  });
});
