import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidFileKeyError, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, S3_PART_SIZE } from './s3-storage';
import { startS3TestStore, type S3TestStore } from './testing/s3-test-store';

/**
 * One behaviour, two stores: every case runs against the local folder and against an S3-compatible
 * server (S3_ENDPOINT when set, else an in-process s3rver), so the app cannot tell them apart.
 */
interface Subject {
  storage: FileStorage;
  close(): Promise<void>;
}

const stores: Record<string, () => Promise<Subject>> = {
  'local folder': async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-contract-'));
    return {
      storage: createLocalStorage(path.join(root, 'files')),
      close: () => fs.rm(root, { recursive: true, force: true }),
    };
  },
  's3-compatible': async () => {
    const store: S3TestStore = await startS3TestStore();
    return { storage: createS3Storage(store.settings), close: () => store.close() };
  },
};

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(Object.keys(stores))('file storage contract: %s', (name) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await stores[name]!();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('stores bytes with metadata, reads them whole, as a stream and as a head, then deletes them', async () => {
    const key = 'General/7d3a/statement Q1.pdf';
    const put = await storage.put(key, bytes('%PDF-1.7 demo'), {
      contentType: 'application/pdf',
      custom: { uploader: 'u1', originalName: 'Δήλωση Q1.pdf' },
    });
    expect(put).toMatchObject({ key, size: 13, contentType: 'application/pdf' });
    const file = await storage.get(key);
    expect(text(file!.bytes)).toBe('%PDF-1.7 demo');
    expect(file!.custom).toEqual({ uploader: 'u1', originalName: 'Δήλωση Q1.pdf' });
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ size: 13, contentType: 'application/pdf' });
    expect((await readAll(opened!.stream)).toString()).toBe('%PDF-1.7 demo');
    const head = await storage.stat(key);
    expect(head).toMatchObject({ key, size: 13, contentType: 'application/pdf' });
    expect(head!.updatedAt).toBeInstanceOf(Date);
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.delete(key)).toBe(false);
  });

  it('stores a stream, larger than one S3 part, byte for byte', async () => {
    const size = S3_PART_SIZE + 123_457;
    const data = Buffer.alloc(size);
    for (let i = 0; i < size; i++) data[i] = (i * 31) % 251;
    const chunks = function* () {
      for (let offset = 0; offset < size; offset += 64 * 1024)
        yield data.subarray(offset, offset + 64 * 1024);
    };
    const put = await storage.put('streams/big.bin', Readable.from(chunks()), {
      contentType: 'application/pdf',
    });
    expect(put.size).toBe(size);
    const opened = await storage.open('streams/big.bin');
    expect(opened!.size).toBe(size);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    await storage.delete('streams/big.bin');
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-partial');
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('streams/broken.pdf', failing)).rejects.toThrow('client went away');
    expect(await storage.stat('streams/broken.pdf')).toBeNull();
    expect(await storage.list('streams/')).toEqual([]);
  });

  it('replaces a file put twice and defaults the content type', async () => {
    await storage.put('a.txt', bytes('one'));
    await storage.put('a.txt', bytes('second'));
    const file = await storage.get('a.txt');
    expect(text(file!.bytes)).toBe('second');
    expect(file!.contentType).toBe('application/octet-stream');
    await storage.delete('a.txt');
  });

  it('updates metadata: replaces the content type, merges and removes custom pairs, keeps the bytes', async () => {
    const key = 'meta/one.pdf';
    await storage.put(key, bytes('%PDF-x'), {
      contentType: 'application/octet-stream',
      custom: { a: '1', b: '2' },
    });
    const updated = await storage.updateMetadata(key, {
      contentType: 'application/pdf',
      custom: { b: null, c: 'ü' },
    });
    expect(updated).toMatchObject({ contentType: 'application/pdf', custom: { a: '1', c: 'ü' } });
    expect(await storage.stat(key)).toMatchObject({
      size: 6,
      contentType: 'application/pdf',
      custom: { a: '1', c: 'ü' },
    });
    expect(text((await storage.get(key))!.bytes)).toBe('%PDF-x');
    expect(await storage.updateMetadata('meta/none.pdf', { custom: { a: '1' } })).toBeNull();
    await storage.delete(key);
  });

  it('lists by prefix, sorted, with metadata', async () => {
    for (const key of ['list/b/2.pdf', 'list/a/1.pdf', 'list/a/sub/3.pdf', 'list/ab.pdf'])
      await storage.put(key, bytes(key), { contentType: 'application/pdf', custom: { k: key } });
    const all = await storage.list('list/');
    expect(all.map((f) => f.key)).toEqual([
      'list/a/1.pdf',
      'list/a/sub/3.pdf',
      'list/ab.pdf',
      'list/b/2.pdf',
    ]);
    expect(all[0]).toMatchObject({ size: 12, contentType: 'application/pdf', custom: { k: 'list/a/1.pdf' } });
    expect((await storage.list('list/a/')).map((f) => f.key)).toEqual(['list/a/1.pdf', 'list/a/sub/3.pdf']);
    expect((await storage.list('list/a')).map((f) => f.key)).toEqual([
      'list/a/1.pdf',
      'list/a/sub/3.pdf',
      'list/ab.pdf',
    ]);
    expect(await storage.list('zzz/')).toEqual([]);
  });

  it('refuses keys that could escape the store, on every method', async () => {
    for (const key of [
      '../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      'C:\\Windows\\win.ini',
      'a\\..\\..\\secret.txt',
      '.meta/a.json',
      'a//b',
      './a',
      '',
      'a\u0000b',
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.open(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.put(key, bytes('x')), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.updateMetadata(key, {}), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
  });
});
