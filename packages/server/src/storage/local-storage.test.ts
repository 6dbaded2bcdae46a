import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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

/** What only the local folder can show: where bytes land on disk. The shared rules are in the contract. */
describe('local file storage on disk', () => {
  it('keeps files under the root and metadata out of listings', async () => {
    await storage.put('documents/p1/d1/statement.pdf', bytes('%PDF-1.7'), { custom: { uploader: 'u1' } });
    const onDisk = await fs.readFile(
      path.join(root, 'files', 'documents', 'p1', 'd1', 'statement.pdf'),
      'utf8',
    );
    expect(onDisk).toBe('%PDF-1.7');
    expect((await storage.list('')).map((f) => f.key)).toEqual(['documents/p1/d1/statement.pdf']);
  });

  it('never touches a file outside the root, whatever the key', async () => {
    const outside = path.join(root, 'secret.txt');
    await fs.writeFile(outside, 'secret');
    for (const key of ['../secret.txt', 'a/../../secret.txt', outside, 'a\\..\\..\\secret.txt']) {
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
  it('leaves no folder behind when a write fails, and a delete removes the folders it empties', async () => {
    const files = path.join(root, 'files');
    await storage.put('General/kept/a.pdf', bytes('a'));
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('General/u1/b.pdf', failing)).rejects.toThrow('client went away');
    // A name the file system cannot hold (over 255 bytes a segment) fails after its folder was made.
    await expect(storage.put(`Fresh/u2/${'é'.repeat(200)}.pdf`, bytes('x'))).rejects.toThrow();
    expect(await fs.readdir(files)).toEqual(['.meta', 'General']);
    expect(await fs.readdir(path.join(files, 'General'))).toEqual(['kept']);
    expect(await fs.readdir(path.join(files, '.meta'))).toEqual(['General']);

    expect(await storage.delete('General/kept/a.pdf')).toBe(true);
    expect(await fs.readdir(files)).toEqual(['.meta']);
    expect(await fs.readdir(path.join(files, '.meta'))).toEqual([]);
  });
});
