import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/index';
import { startS3TestStore, type S3TestStore } from '../storage/testing/s3-test-store';
import { parseArgs } from './cli-args';
import { backupFiles, restoreFiles, verifyFiles } from './files';
import { folderLocation, parseLocation, s3Location } from './location';
import { tempRoot } from './test-support';

describe('files to and from an s3:// backup location', () => {
  let store: S3TestStore;
  let root: string;

  beforeAll(async () => {
    store = await startS3TestStore();
    root = await tempRoot();
  });

  afterAll(async () => {
    await store?.close();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('copies every file with its metadata and puts it back under its key, checked', async () => {
    const source = createLocalStorage(path.join(root, 'source'));
    await source.put('General/a/Ωmega statement.pdf', new TextEncoder().encode('%PDF-1.7 one'), {
      contentType: 'application/pdf',
      custom: { uploader: 'Ólöf', documentId: 'd1' },
    });
    await source.put('media/logo-1/logo.png', new Uint8Array([137, 80, 78, 71, 0, 1, 2]), {
      contentType: 'image/png',
    });
    const location = s3Location(store.settings, store.settings.bucket, store.settings.prefix!.slice(0, -1));
    expect(await location.isEmpty()).toBe(true);
    const entries = await backupFiles(source, location);
    expect(entries.map((entry) => entry.name)).toEqual([
      'files/General/a/Ωmega statement.pdf',
      'files/media/logo-1/logo.png',
    ]);
    expect(await location.isEmpty()).toBe(false);
    await verifyFiles(location, entries);

    const target = createLocalStorage(path.join(root, 'target'));
    await restoreFiles(location, entries, target);
    for (const file of await source.list('')) {
      const copy = await target.get(file.key);
      const original = await source.get(file.key);
      expect(Buffer.from(copy!.bytes).equals(Buffer.from(original!.bytes))).toBe(true);
      expect(copy!.contentType).toBe(original!.contentType);
      expect(copy!.custom).toEqual(original!.custom);
    }

    // A checksum the bytes do not have: refused, the store untouched.
    const wrong = [{ ...entries[0]!, sha256: '0'.repeat(64) }];
    await expect(verifyFiles(location, wrong)).rejects.toThrow(/does not match the manifest/);
  });
});

describe('backup locations and arguments', () => {
  it('reads folders, s3:// addresses and their credentials', () => {
    expect(parseLocation('/srv/b', { s3: undefined }).description).toBe('/srv/b');
    expect(() => parseLocation('s3://bucket/p', { s3: undefined }, {})).toThrow(/BACKUP_S3_ACCESS_KEY_ID/);
    expect(() => parseLocation('s3://bucket/p', { s3: undefined }, { BACKUP_S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /also needs BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_S3_REGION/,
    );
    const env = {
      BACKUP_S3_ACCESS_KEY_ID: 'k',
      BACKUP_S3_SECRET_ACCESS_KEY: 's',
      BACKUP_S3_REGION: 'eu-west-2',
    };
    expect(parseLocation('s3://bucket/nightly/1/', { s3: undefined }, env).description).toBe(
      's3://bucket/nightly/1',
    );
    expect(() => parseLocation('s3://bucket/../x', { s3: undefined }, env)).toThrow(/dot/);
  });

  it('keeps names inside a backup folder', async () => {
    const location = folderLocation(path.join(await tempRoot(), 'b'));
    await expect(location.write('../escape', new Uint8Array([1]))).rejects.toThrow(
      /segment starts with a dot/,
    );
    await expect(location.read('/etc/passwd')).rejects.toThrow(/absolute path/);
    expect(await location.isEmpty()).toBe(true);
  });

  it('parses the command line, with a dated default folder for backups', () => {
    const now = new Date('2026-11-26T18:05:09Z');
    expect(parseArgs(['backup'], now)).toEqual({ command: 'backup', location: 'backups/20261126-180509' });
    expect(parseArgs(['backup', '--to', 's3://b/p'], now).location).toBe('s3://b/p');
    expect(parseArgs(['restore', '--from=/srv/b'], now)).toEqual({ command: 'restore', location: '/srv/b' });
    expect(() => parseArgs(['restore'], now)).toThrow(/Usage/);
    expect(() => parseArgs(['backup', '--from', 'x'], now)).toThrow(/Usage/);
    expect(() => parseArgs([], now)).toThrow(/Usage/);
  });
});
