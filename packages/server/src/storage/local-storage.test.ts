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
});
