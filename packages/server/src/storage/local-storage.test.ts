import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileKeySegments, InvalidFileKeyError, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  storage = createLocalStorage(path.join(root, 'files'));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('local file storage', () => {
  it('stores, reads, stats and deletes a file with its metadata', async () => {
    const put = await storage.put('documents/p1/d1/statement.pdf', bytes('%PDF-1.7 demo'), {
      contentType: 'application/pdf',
      custom: { uploadedBy: 'u1' },
    });
    expect(put).toMatchObject({
      key: 'documents/p1/d1/statement.pdf',
      size: 13,
      contentType: 'application/pdf',
    });
    const file = await storage.get('documents/p1/d1/statement.pdf');
    expect(new TextDecoder().decode(file!.bytes)).toBe('%PDF-1.7 demo');
    expect(file!.custom).toEqual({ uploadedBy: 'u1' });
    expect((await storage.stat('documents/p1/d1/statement.pdf'))!.size).toBe(13);
    expect(await storage.delete('documents/p1/d1/statement.pdf')).toBe(true);
    expect(await storage.get('documents/p1/d1/statement.pdf')).toBeNull();
    expect(await storage.stat('documents/p1/d1/statement.pdf')).toBeNull();
    expect(await storage.delete('documents/p1/d1/statement.pdf')).toBe(false);
  });

  it('replaces a file put twice and defaults the content type', async () => {
    await storage.put('a.txt', bytes('one'));
    await storage.put('a.txt', bytes('second'));
    const file = await storage.get('a.txt');
    expect(new TextDecoder().decode(file!.bytes)).toBe('second');
    expect(file!.contentType).toBe('application/octet-stream');
  });

  it('lists by prefix, sorted, without metadata or temporary files', async () => {
    for (const key of ['b/2.pdf', 'a/1.pdf', 'a/sub/3.pdf', 'ab.pdf']) await storage.put(key, bytes(key));
    expect((await storage.list('')).map((f) => f.key)).toEqual([
      'a/1.pdf',
      'a/sub/3.pdf',
      'ab.pdf',
      'b/2.pdf',
    ]);
    expect((await storage.list('a/')).map((f) => f.key)).toEqual(['a/1.pdf', 'a/sub/3.pdf']);
    expect((await storage.list('a')).map((f) => f.key)).toEqual(['a/1.pdf', 'a/sub/3.pdf', 'ab.pdf']);
    expect(await storage.list('zzz/')).toEqual([]);
  });

  it('refuses keys that escape the root', async () => {
    const outside = path.join(root, 'secret.txt');
    await fs.writeFile(outside, 'secret');
    for (const key of [
      '../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      outside,
      'C:\\Windows\\win.ini',
      'a\\..\\..\\secret.txt',
      '.meta/a.json',
      'a//b',
      './a',
      '',
      'a\u0000b',
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.put(key, bytes('x')), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    expect(await fs.readFile(outside, 'utf8')).toBe('secret');
  });

  it('accepts ordinary nested keys', () => {
    expect(fileKeySegments('documents/p-1/d_2/Statement Q1 2026.pdf')).toEqual([
      'documents',
      'p-1',
      'd_2',
      'Statement Q1 2026.pdf',
    ]);
  });
});
