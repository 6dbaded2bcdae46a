import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { migratedPgliteSnapshot } from '../db/test-database-pglite';
import { pdfBytes } from '../testing/library-fixtures';
import { backup } from './backup';
import { folderLocation } from './location';
import { BackupError, MANIFEST_NAME, parseManifest, sha256Of } from './manifest';
import { restore } from './restore';
import { fillInstall, installConfig, investorPages, tempRoot, type InstallData } from './test-support';

// The embedded database's path; the PostgreSQL one is backup-postgres.test.ts (the CI pass with
// DATABASE_URL runs that one instead of repeating this).
/** The child's own environment without an S3 file store a developer may have set. */
const withoutStorageSettings = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('S3_')));

describe.skipIf(!!process.env.DATABASE_URL)('backup and restore of an embedded install', () => {
  let root: string;
  let data: InstallData;
  let original: Awaited<ReturnType<typeof investorPages>>;
  const dir = (name: string) => path.join(root, name);
  const signingKey = 'c2lnbmluZy1rZXktb2YtdGhlLXNvdXJjZS1pbnN0YWxs';

  beforeAll(async () => {
    root = await tempRoot();
    const config = installConfig(dir('source'));
    // From the migrated cluster the other tests start from: initdb on disk takes half a minute here.
    const database = await openDatabase({
      pgliteDir: config.pgliteDir,
      pgliteSnapshot: await migratedPgliteSnapshot(),
    });
    try {
      await migrate(database);
      data = await fillInstall(database, config);
      original = await investorPages(database, dir('source'), data);
    } finally {
      await database.close();
    }
    await fs.writeFile(path.join(dir('source'), 'signing.key'), signingKey);
    await backup(config, folderLocation(dir('backup')));
  }, 120_000);

  afterAll(async () => {
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('writes the database, every file and the signing key with their checksums in the manifest', async () => {
    const manifest = parseManifest(await fs.readFile(path.join(dir('backup'), MANIFEST_NAME), 'utf8'));
    expect(manifest.database).toMatchObject({ driver: 'pglite', name: 'database/pglite.tar.gz' });
    expect(manifest.database.migrations.at(-1)).toMatch(/^\d{4}_/);
    const dump = await fs.readFile(path.join(dir('backup'), manifest.database.name));
    expect(sha256Of(dump)).toBe(manifest.database.sha256);
    // The library world stores six documents.
    expect(manifest.files).toHaveLength(6);
    for (const file of manifest.files) {
      const bytes = await fs.readFile(path.join(dir('backup'), file.name));
      expect(sha256Of(bytes)).toBe(file.sha256);
      expect(file.contentType).toBe('application/pdf');
    }
    expect(manifest.signingKey?.sha256).toBe(sha256Of(Buffer.from(signingKey)));
  });

  it('restores into an empty install that answers the account page and the download byte for byte', async () => {
    const config = installConfig(dir('restored'));
    await restore(config, folderLocation(dir('backup')));
    const database = await openDatabase({ pgliteDir: config.pgliteDir });
    let restored;
    try {
      restored = await investorPages(database, dir('restored'), data);
    } finally {
      await database.close();
    }
    expect(original.account.status).toBe(200);
    expect(original.portfolio.status).toBe(200);
    expect(original.download.status).toBe(200);
    expect(original.download.body.equals(Buffer.from(pdfBytes('Statement Q1.pdf')))).toBe(true);
    expect(JSON.parse(original.account.body.toString()).portfolios.length).toBeGreaterThan(0);
    for (const page of ['account', 'portfolio', 'download'] as const) {
      expect(restored[page].status).toBe(original[page].status);
      expect(restored[page].contentType).toBe(original[page].contentType);
      expect(restored[page].body.equals(original[page].body), page).toBe(true);
    }
    expect(await fs.readFile(path.join(dir('restored'), 'signing.key'), 'utf8')).toBe(signingKey);
  });

  it('refuses a damaged backup before writing anything', async () => {
    const manifest = parseManifest(await fs.readFile(path.join(dir('backup'), MANIFEST_NAME), 'utf8'));
    const copy = dir('damaged');
    await fs.cp(dir('backup'), copy, { recursive: true });
    const victim = path.join(copy, manifest.files[0]!.name);
    const bytes = await fs.readFile(victim);
    bytes[bytes.length - 2]! ^= 1;
    await fs.writeFile(victim, bytes);
    const config = installConfig(dir('not-restored'));
    await expect(restore(config, folderLocation(copy))).rejects.toThrow(/does not match the manifest/);
    await expect(fs.readdir(dir('not-restored'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an install whose database has data, naming what it found', async () => {
    await expect(restore(installConfig(dir('source')), folderLocation(dir('backup')))).rejects.toThrow(
      /^The database in .* already has data \(account_owners, accounts, .*A restore goes only into an empty install/,
    );
  });

  it('npm run restore refuses an install whose file store has files, with exit code 1', async () => {
    await fs.cp(path.join(dir('source'), 'files'), path.join(dir('files-only'), 'files'), {
      recursive: true,
    });
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'restore', '--from', dir('backup')], {
      env: { ...withoutStorageSettings(process.env), DATA_DIR: dir('files-only'), DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe(
      'Restore failed: The file store already holds 6 files: a restore goes only into an empty install.\n',
    );
    expect(run.status).toBe(1);
    await expect(fs.readdir(path.join(dir('files-only'), 'pglite'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    await expect(backup(installConfig(dir('source')), folderLocation(dir('backup')))).rejects.toThrow(
      BackupError,
    );
  });
});
