import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../db/test-database';
import { testConfig } from '../testing/test-server';
import { chooseEncoding, keptAnswer, type Encoding } from './compression';
import { matchesIfNoneMatch } from './conditional-answers';

const big = { rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Holding number ${i}` })) };
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-encoding-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), script);
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
);
fs.writeFileSync(path.join(webDist, 'assets', 'photo.png'), Buffer.alloc(4000, 7));

const keptBody = JSON.stringify(big);
const kept = new Map<Encoding, Promise<Buffer>>();

describe('compression and conditional answers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let version = 1;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig({ WEB_DIST: webDist }), database });
    const open = { config: { access: 'public' as const } };
    app.get('/api/test/big', open, async () => ({ ...big, version }));
    app.get('/api/test/small', open, async () => ({ ok: true }));
    app.get('/api/test/pdf', open, async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(5000, 1)),
    );
    // Like the account page: a body kept between requests, compressed once per encoding.
    app.get('/api/test/kept', open, async (request, reply) =>
      reply.type('application/json').send(await keptAnswer(request, reply, keptBody, kept)),
    );
    // Like the portfolio routes: a capability's own onSend hook marks its answers no-store.
    await app.register(async (personal) => {
      personal.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      personal.get('/api/test/personal', open, async () => big);
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('compresses JSON over 1 KB with br or gzip as Accept-Encoding allows, and says it varies', async () => {
    const br = await app.inject({
      url: '/api/test/big',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual({ ...big, version });
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gzip = await app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual({ ...big, version });

    const plain = await app.inject({ url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ ...big, version });
  });

  it('compresses a kept body once per encoding and sends the same bytes again', async () => {
    const first = await app.inject({ url: '/api/test/kept', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(big);
    const kept1 = kept.get('br');
    const again = await app.inject({ url: '/api/test/kept', headers: { 'accept-encoding': 'br' } });
    expect(kept.get('br')).toBe(kept1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzip = await app.inject({ url: '/api/test/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/api/test/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.json()).toEqual(big);
  });

  it('leaves small answers and already compressed types as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/api/test/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.etag).toBeUndefined();
    const pdf = await app.inject({ url: '/api/test/pdf', headers });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(5000);
    const png = await app.inject({ url: '/assets/photo.png', headers });
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('compresses streamed files and the app shell, but not a byte range of a file', async () => {
    const js = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(js.rawPayload).toString()).toBe(script);
    const range = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(script.slice(0, 100));
    // An app route served by the not-found fallback (the SPA shell).
    const shell = await app.inject({ url: '/accounts/x', headers: { 'accept-encoding': 'br' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<p>shell</p>');
  });

  it('tags a large GET answer and answers 304 to a request naming the tag, until the answer changes', async () => {
    const first = await app.inject({ url: '/api/test/big' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({ url: '/api/test/big', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The same tag whatever the encoding: it is computed before compression.
    const encoded = await app.inject({
      url: '/api/test/big',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(encoded.statusCode).toBe(304);
    version += 1;
    const changed = await app.inject({ url: '/api/test/big', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ version });
  });

  it('gives no tag to a no-store answer, even when a capability hook sets it after the app’s', async () => {
    const personal = await app.inject({ url: '/api/test/personal' });
    expect(personal.headers['cache-control']).toBe('no-store');
    expect(personal.headers.etag).toBeUndefined();
    const named = await app.inject({ url: '/api/test/personal', headers: { 'if-none-match': '*' } });
    expect(named.statusCode).toBe(200);
  });

  it('reads Accept-Encoding and If-None-Match as RFC 9110 says', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(matchesIfNoneMatch('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('"c"', 'W/"b"')).toBe(false);
  });
});
