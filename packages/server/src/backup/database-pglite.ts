import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { pgliteVersion } from '../db/pglite-version';
import { appliedMigrations, databaseContents, notEmptyMessage } from './database-state';
import { BackupError } from './manifest';

/** The embedded database's dump inside a backup: PGlite's own data-directory tarball, gzipped. */
export const PGLITE_DUMP_NAME = 'database/pglite.tar.gz';

async function hasCluster(dir: string): Promise<boolean> {
  return fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
}

async function engineOf(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql.raw('show server_version'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    server_version: string;
  }[];
  return `PGlite ${pgliteVersion()} (PostgreSQL ${rows[0]?.server_version ?? '?'})`;
}

/**
 * The embedded database as PGlite's dumpDataDir tarball. PGlite has no lock on its folder, so the
 * server must be stopped: this process opens the same files.
 */
export async function dumpPglite(
  dir: string,
): Promise<{ bytes: Uint8Array; engine: string; migrations: string[] }> {
  if (!(await hasCluster(dir))) throw new BackupError(`There is no embedded database in ${dir}.`);
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    const migrations = await appliedMigrations(handle);
    const engine = await engineOf(handle);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    return { bytes: new Uint8Array(await dump.arrayBuffer()), engine, migrations };
  } finally {
    await handle.close();
  }
}

/**
 * Throws when the embedded database in `dir` has data. Returns whether a cluster is there (only
 * migrated, then: it is replaced by the restored one).
 */
export async function checkPgliteTarget(dir: string): Promise<{ replace: boolean }> {
  if (!(await hasCluster(dir))) {
    const entries = await fs.readdir(dir).catch(() => [] as string[]);
    if (entries.length > 0) throw new BackupError(`${dir} is not empty and holds no embedded database.`);
    return { replace: false };
  }
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    const contents = await databaseContents(handle);
    if (contents.withRows.length > 0) throw new BackupError(notEmptyMessage(`in ${dir}`, contents));
  } finally {
    await handle.close();
  }
  return { replace: true };
}

/** Writes the dumped data directory into `dir` (empty, or only migrated when `replace`). */
export async function loadPglite(
  dir: string,
  bytes: Uint8Array,
  options: { replace: boolean; engine: string },
): Promise<string[]> {
  if (options.replace) await fs.rm(dir, { recursive: true, force: true });
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ pgliteDir: dir, pgliteSnapshot: new Blob([bytes]) });
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw new BackupError(
      `This install's PGlite ${pgliteVersion()} cannot open the backup's database (made by ${options.engine}): ` +
        `${(error as Error).message}`,
    );
  }
  try {
    return await appliedMigrations(handle);
  } finally {
    await handle.close();
  }
}
