import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { storageFromConfig } from '../storage/index';
import { serverVersion } from '../version';
import { dumpPglite, PGLITE_DUMP_NAME } from './database-pglite';
import { dumpPostgres } from './database-postgres';
import { backupFiles } from './files';
import type { BackupLocation } from './location';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_NAME,
  serializeManifest,
  sha256Of,
  type Manifest,
  type StoredEntry,
} from './manifest';

/** DATA_DIR/signing.key (startup/signing-key.ts), kept in a backup as this name. */
export const SIGNING_KEY_FILE = 'signing.key';

export type BackupConfig = Pick<Config, 'databaseUrl' | 'pgliteDir' | 'dataDir' | 's3'>;

/**
 * Writes the database, then every stored file, then the manifest into an empty location. Files
 * come after the database so that every file the dumped rows name is there (a file is stored
 * before its row is written); the manifest comes last, so a backup without one is incomplete.
 */
export async function backup(
  config: BackupConfig,
  location: BackupLocation,
  log: (line: string) => void = () => undefined,
): Promise<Manifest> {
  if (!(await location.isEmpty())) {
    throw new BackupError(`${location.description} is not empty: a backup goes into a new folder or prefix.`);
  }
  let database: Manifest['database'];
  if (config.databaseUrl) {
    log('Dumping the PostgreSQL database with pg_dump…');
    const dumped = await dumpPostgres(config.databaseUrl, location);
    database = { driver: 'postgres', ...dumped.entry, engine: dumped.engine, migrations: dumped.migrations };
  } else {
    log(`Dumping the embedded database in ${config.pgliteDir}…`);
    const dumped = await dumpPglite(config.pgliteDir);
    await location.write(PGLITE_DUMP_NAME, dumped.bytes);
    database = {
      driver: 'pglite',
      name: PGLITE_DUMP_NAME,
      size: dumped.bytes.byteLength,
      sha256: sha256Of(dumped.bytes),
      engine: dumped.engine,
      migrations: dumped.migrations,
    };
  }
  log(`  ${(database.size / 1e6).toFixed(1)} MB, migration level ${database.migrations.at(-1) ?? '(none)'}`);

  log(config.s3 ? `Copying the files of s3://${config.s3.bucket}…` : 'Copying the stored files…');
  const files = await backupFiles(storageFromConfig(config), location);
  log(`  ${files.length} files, ${(files.reduce((sum, file) => sum + file.size, 0) / 1e6).toFixed(1)} MB`);

  let signingKey: StoredEntry | null = null;
  const key = await fs.readFile(path.join(config.dataDir, SIGNING_KEY_FILE)).catch(() => null);
  if (key) {
    await location.write(SIGNING_KEY_FILE, key);
    signingKey = { name: SIGNING_KEY_FILE, size: key.byteLength, sha256: sha256Of(key) };
  }

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: serverVersion(),
    createdAt: new Date().toISOString(),
    database,
    signingKey,
    files,
  };
  await location.write(MANIFEST_NAME, serializeManifest(manifest));
  return manifest;
}
