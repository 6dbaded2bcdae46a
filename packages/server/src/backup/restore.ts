import fs from 'node:fs/promises';
import path from 'node:path';
import { loadMigrations } from '../db/migration-files';
import { storageFromConfig } from '../storage/index';
import { SIGNING_KEY_FILE, type BackupConfig } from './backup';
import { checkPgliteTarget, loadPglite } from './database-pglite';
import { checkPostgresTarget, loadPostgres } from './database-postgres';
import { restoreFiles, verifyFiles } from './files';
import type { BackupLocation } from './location';
import {
  BackupError,
  hashingStream,
  MANIFEST_NAME,
  migrationLevel,
  parseManifest,
  readAll,
  sha256Of,
  verifyEntry,
  type Manifest,
  type StoredEntry,
} from './manifest';

async function readManifest(location: BackupLocation): Promise<Manifest> {
  const stream = await location.read(MANIFEST_NAME);
  if (!stream) {
    throw new BackupError(
      `${location.description} has no ${MANIFEST_NAME}: it is not a backup, or one that did not finish.`,
    );
  }
  return parseManifest((await readAll(stream)).toString('utf8'));
}

async function readEntry(location: BackupLocation, entry: StoredEntry): Promise<Buffer> {
  const stream = await location.read(entry.name);
  if (!stream) throw new BackupError(`${entry.name} is missing from the backup.`);
  const bytes = await readAll(stream);
  verifyEntry(entry, { size: bytes.byteLength, sha256: sha256Of(bytes) });
  return bytes;
}

/** Streams an entry through its checksum without keeping it (a server dump can be large). */
async function verifyStreamed(location: BackupLocation, entry: StoredEntry): Promise<void> {
  const stream = await location.read(entry.name);
  if (!stream) throw new BackupError(`${entry.name} is missing from the backup.`);
  const hashing = hashingStream();
  for await (const _chunk of stream.pipe(hashing.stream)) {
    // read to the end
  }
  verifyEntry(entry, hashing.result());
}

/**
 * Brings a backup back into an empty install: the database (an empty or only migrated one) and
 * the file store (empty). Everything is checked before anything is written: the manifest, the
 * driver, the migration level against this code, the target's emptiness, and every checksum.
 */
export async function restore(
  config: BackupConfig,
  location: BackupLocation,
  log: (line: string) => void = () => undefined,
): Promise<Manifest> {
  const manifest = await readManifest(location);
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.driver !== driver) {
    throw new BackupError(
      manifest.database.driver === 'pglite'
        ? 'This backup holds an embedded (PGlite) database: restore it into an install without DATABASE_URL.'
        : 'This backup holds a PostgreSQL server’s database: restore it with DATABASE_URL set to a new, empty database.',
    );
  }
  const known = new Set((await loadMigrations()).map((migration) => migration.name));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup is at migration level ${migrationLevel(manifest)}, which this version does not have ` +
        `(${unknown.join(', ')}): restore it with version ${manifest.appVersion} or newer.`,
    );
  }

  const target = config.databaseUrl
    ? await checkPostgresTarget(config.databaseUrl)
    : await checkPgliteTarget(config.pgliteDir);
  const storage = storageFromConfig(config);
  const present = await storage.list('');
  if (present.length > 0) {
    throw new BackupError(
      `The file store already holds ${present.length} files: a restore goes only into an empty install.`,
    );
  }

  log(`Checking the backup made ${manifest.createdAt} by version ${manifest.appVersion}…`);
  let dump: Buffer | null = null;
  if (manifest.database.driver === 'pglite') dump = await readEntry(location, manifest.database);
  else await verifyStreamed(location, manifest.database);
  await verifyFiles(location, manifest.files);
  const key = manifest.signingKey ? await readEntry(location, manifest.signingKey) : null;
  log(`  checksums of the database and ${manifest.files.length} files match`);

  log(`Restoring the database (${manifest.database.engine}, migration level ${migrationLevel(manifest)})…`);
  let restored: string[];
  if (config.databaseUrl) {
    const stream = await location.read(manifest.database.name);
    if (!stream) throw new BackupError(`${manifest.database.name} is missing from the backup.`);
    restored = await loadPostgres(config.databaseUrl, stream, target);
  } else {
    restored = await loadPglite(config.pgliteDir, dump!, {
      replace: target.replace,
      engine: manifest.database.engine,
    });
  }
  if (restored.join() !== manifest.database.migrations.join()) {
    throw new BackupError('The restored database does not hold the migrations the manifest lists.');
  }

  log('Restoring the files…');
  await restoreFiles(location, manifest.files, storage);
  if (key) {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(path.join(config.dataDir, SIGNING_KEY_FILE), key, { mode: 0o600 });
  }
  return manifest;
}
