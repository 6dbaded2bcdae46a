import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../auth/testing/signed-in-client';
import { startAuthFixture, type AuthFixture } from '../auth/testing/auth-fixture';
import type { TestClient } from '../auth/testing/http-client';
import { localFilesRoot } from '../storage/index';
import { MAX_NAME_BYTES, utf8Bytes } from '../storage/keys';
import { emptyFolders, filesUnder } from '../storage/testing/folders';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { ADMIN_UPLOAD_MAX_BYTES } from './upload-routes';

// Issue 7: uploads for the file, media-picker and dropzone fields, over real HTTP.
let f: AuthFixture;
let world: AccessWorld;
let admin: TestClient;
let dataDir: string;
beforeAll(async () => {
  // A data folder of its own, so the files and folders a refused upload leaves can be counted.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-admin-uploads-'));
  f = await startAuthFixture({ DATA_DIR: dataDir });
  world = await createAccessWorld(f.db.db);
  admin = await signedInClient(f, f.db.db, world.users.admin);
});
afterAll(async () => {
  await f?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(client: TestClient, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return send(client, form);
}

async function send(client: TestClient, form: FormData) {
  const response = await fetch(`${client.baseUrl}/api/admin/uploads`, {
    method: 'POST',
    headers: { cookie: cookieOf(client), 'x-csrf-token': client.cookies.get('portal_csrf') ?? '' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('admin uploads', () => {
  it('stores an image as the §3 file value and serves it to anyone signed in', async () => {
    const sent = await upload(admin, 'Team photo.png', PNG, 'image/png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.name).toBe('Team photo.png');
    expect(sent.body.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/Team%20photo\.png$/);
    expect(sent.body.fullUrl).toBe(new URL(sent.body.url, sent.body.fullUrl).toString());
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    const image = await fetch(`${f.server.url}${sent.body.url}`, { headers: { cookie: cookieOf(investor) } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Signed out: nothing.
    expect((await fetch(`${f.server.url}${sent.body.url}`)).status).toBe(401);
  });

  it('names the file after what its bytes are: a GIF sent as .png, a PDF', async () => {
    const gif = await upload(admin, 'anim.png', GIF, 'image/png');
    expect([gif.status, gif.body.name]).toEqual([201, 'anim.gif']);
    const pdf = await upload(admin, 'Factsheet.PDF', PDF, 'application/pdf');
    expect([pdf.status, pdf.body.name]).toEqual([201, 'Factsheet.PDF']);
  });

  it('refuses wrong content (415), an SVG (415), a file over the limit (413)', async () => {
    const html = await upload(admin, 'logo.png', Buffer.from('<html><script>x</script>'), 'image/png');
    expect([html.status, html.body.error.message]).toEqual([
      415,
      'The file must be a PNG, JPEG, GIF or WebP image or a PDF',
    ]);
    const svg = await upload(
      admin,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(ADMIN_UPLOAD_MAX_BYTES)]);
    expect((await upload(admin, 'big.png', big, 'image/png')).status).toBe(413);
  });

  it('is for company admins only (403), and serves only files it stored (404)', async () => {
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await upload(advisor, 'a.png', PNG, 'image/png')).status).toBe(403);
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    expect((await upload(investor, 'a.png', PNG, 'image/png')).status).toBe(403);
    expect((await admin.get('/api/media/not-a-folder/a.png')).status).toBe(404);
    expect((await admin.get('/api/media/00000000-0000-4000-8000-000000000000/a.png')).status).toBe(404);
    expect((await admin.get('/api/media/00000000-0000-4000-8000-000000000000/..%2F..%2Fx')).status).toBe(404);
  });
});

describe('admin uploads: file names and parts (issue 16)', () => {
  const stored = async () => ({
    files: await filesUnder(localFilesRoot(dataDir)),
    empty: await emptyFolders(localFilesRoot(dataDir)),
  });

  it('stores a 5,000-accent name shortened to 200 bytes of NFC, and strips a right-to-left override', async () => {
    for (const raw of ['e\u0301'.repeat(5000) + '.png', 'é'.repeat(5000) + '.png']) {
      const sent = await upload(admin, raw, PNG, 'image/png');
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.name).toBe(`${'é'.repeat(98)}.png`);
      expect(utf8Bytes(sent.body.name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
      expect(
        (await fetch(`${f.server.url}${sent.body.url}`, { headers: { cookie: cookieOf(admin) } })).status,
      ).toBe(200);
    }
    const rtl = await upload(admin, 'photo\u202Egnp.exe', PNG, 'image/png');
    expect([rtl.status, rtl.body.name]).toEqual([201, 'photognp.png']);
    const served = await fetch(`${f.server.url}${rtl.body.url}`, { headers: { cookie: cookieOf(admin) } });
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''photognp.png`);
  });

  it('refuses a second file, a field or a 10 KB part name with 400 and stores nothing', async () => {
    const before = await stored();
    const two = new FormData();
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'one.png');
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'two.png');
    const withField = new FormData();
    withField.append('file', new Blob([PNG], { type: 'image/png' }), 'one.png');
    withField.append('extra', 'x');
    const longName = new FormData();
    longName.append('x'.repeat(10 * 1024), new Blob([PNG], { type: 'image/png' }), 'one.png');
    for (const [form, message] of [
      [two, 'Upload one file at a time, with nothing else in the request'],
      [withField, 'Upload one file at a time, with nothing else in the request'],
      [longName, 'Send the file as the one form part named “file”'],
    ] as const) {
      const refused = await send(admin, form);
      expect(refused).toEqual({ status: 400, body: { error: { code: 'validation_error', message } } });
    }
    expect(await stored()).toEqual(before);
  });

  it('leaves no folder behind when the content is refused', async () => {
    const before = await stored();
    const refused = await upload(admin, 'é'.repeat(5000) + '.png', Buffer.from('<html></html>'), 'image/png');
    expect(refused.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('answers a body cut off in the file with 400, not 500, and stores nothing', async () => {
    const before = await stored();
    const response = await fetch(`${f.server.url}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        cookie: cookieOf(admin),
        'x-csrf-token': admin.cookies.get('portal_csrf') ?? '',
        'content-type': 'multipart/form-data; boundary=cut',
      },
      body: `--cut\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n\r\n${PNG.toString('latin1')}`,
    });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
