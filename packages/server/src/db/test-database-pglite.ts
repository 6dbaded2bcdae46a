import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { migratedClusterKey } from './pglite-baseline';
import { migrate } from './migrate';
import { loadMigrations, type Migration } from './migration-files';
import type { TestDatabase } from './test-database';

const SNAPSHOT_PREFIX = 'wealth-portal-pglite-';

/**
 * In-memory PGlite for tests, started from a snapshot of an already migrated cluster. A new PGlite
 * runs initdb (seconds) and the migrations; loading a snapshot skips both. Each test file runs in
 * its own module scope, so the snapshot is cached on disk, keyed by the migrations and the PGlite
 * version, and the first file of a run builds it.
 */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const migrations = await loadMigrations();
  const file = snapshotFile(migrations);
  const snapshot = await fs.readFile(file).catch(() => undefined);
  if (snapshot) {
    try {
      const handle = await openDatabase({ pgliteSnapshot: new Blob([snapshot]) });
      // Cheap (one query) and keeps the snapshot honest should the key ever miss a change.
      await migrate(handle, migrations);
      return { ...handle, drop: () => handle.close() };
    } catch {
      // An unreadable snapshot (disk full when written, another PGlite build): rebuild it below.
      await fs.rm(file, { force: true });
    }
  }
  const handle = await openDatabase({});
  await migrate(handle, migrations);
  const dump = await handle.pglite!.dumpDataDir('none');
  // Written aside then renamed: files starting together never read a half-written snapshot.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  await removeStaleSnapshots(file);
  return { ...handle, drop: () => handle.close() };
}

function snapshotFile(migrations: Migration[]): string {
  return path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${migratedClusterKey(migrations)}.tar`);
}

/**
 * The migrated cluster's snapshot itself, for tests that need a database in a folder (openDatabase
 * with pgliteDir and pgliteSnapshot) rather than in memory.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = snapshotFile(await loadMigrations());
  let bytes = await fs.readFile(file).catch(() => undefined);
  if (!bytes) {
    await (await createPgliteTestDatabase()).drop();
    bytes = await fs.readFile(file);
  }
  return new Blob([bytes]);
}

/** Snapshots of older migrations are 40 MB each; best effort, a parallel run may be renaming one. */
async function removeStaleSnapshots(current: string) {
  const dir = path.dirname(current);
  for (const entry of await fs.readdir(dir).catch(() => [] as string[])) {
    const stale =
      entry.startsWith(SNAPSHOT_PREFIX) && entry.endsWith('.tar') && path.join(dir, entry) !== current;
    if (stale) await fs.rm(path.join(dir, entry), { force: true }).catch(() => undefined);
  }
}

/** A PGlite test database's whole cluster as it is now, to start copies from (pgliteTestDatabaseFrom). */
export async function pgliteSnapshotOf(database: TestDatabase): Promise<Blob> {
  return database.pglite!.dumpDataDir('none');
}

/** An in-memory PGlite test database holding what `snapshot` held. */
export async function pgliteTestDatabaseFrom(snapshot: Blob): Promise<TestDatabase> {
  const handle = await openDatabase({ pgliteSnapshot: snapshot });
  return { ...handle, drop: () => handle.close() };
}
