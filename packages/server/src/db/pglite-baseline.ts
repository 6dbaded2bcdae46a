import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { loadMigrations, type Migration } from './migration-files';
import { pgliteVersion } from './pglite-version';

/**
 * A migrated, empty embedded cluster kept once per install, copied into an empty data folder instead
 * of running initdb and every migration there (decision 97). PGlite's initdb alone costs about ten
 * seconds of CPU; copying some 40 MB of files and opening them costs about one. The image holds the
 * schema only (no row of any table), so the data still comes from the seed or from the firm's own
 * imports; a changed migration or another PGlite build gives another key, hence a new image.
 */

/** The key of a migrated cluster: the PGlite build and every migration's name and hash. */
export function migratedClusterKey(migrations: Migration[]): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const migration of migrations) hash.update(`${migration.name}:${migration.hash}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where the images live: `node_modules/.cache` beside the installed PGlite (the usual place for a
 * tool's derived files: `npm ci` starts it afresh, and it is never committed).
 */
export function defaultBaselineRoot(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const modules = entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}`));
  return path.join(modules, 'node_modules', '.cache', 'portal-pglite-baseline');
}

export interface BaselineOptions {
  /** Folder of the images (default defaultBaselineRoot()). */
  root?: string;
  migrations?: Migration[];
}

/**
 * What happened: the folder already held a cluster; it was copied from the image; the image was
 * built first; or no image could be used (the start then runs initdb in the folder as before).
 */
export type BaselineStart = 'existing-cluster' | 'from-baseline' | 'baseline-built' | 'no-baseline';

/**
 * Makes `pgliteDir` a migrated cluster when it holds none yet, from the install's image, building
 * the image first when there is none for this key (the first start after an install or a new
 * migration pays initdb and the migrations once, plus a copy). A folder that already holds a cluster
 * is left alone, and migrate() still runs after this on every start.
 */
export async function startFromBaseline(
  pgliteDir: string,
  options: BaselineOptions = {},
): Promise<BaselineStart> {
  if (await holdsCluster(pgliteDir)) return 'existing-cluster';
  const migrations = options.migrations ?? (await loadMigrations());
  const root = options.root ?? defaultBaselineRoot();
  const image = path.join(root, migratedClusterKey(migrations));
  try {
    let outcome: BaselineStart = 'from-baseline';
    if (!(await holdsCluster(image))) {
      await buildBaseline(image, migrations);
      outcome = 'baseline-built';
    }
    await copyCluster(image, pgliteDir);
    return outcome;
  } catch {
    // The image is an optimisation: an unwritable cache, a full disk or an image removed while it
    // was copied leaves the folder without a cluster, and PGlite's own initdb makes one.
    await fs.rm(`${pgliteDir}.${process.pid}.partial`, { recursive: true, force: true });
    return 'no-baseline';
  }
}

/** True when the folder holds a PostgreSQL cluster (initdb writes PG_VERSION first). */
async function holdsCluster(dir: string): Promise<boolean> {
  return fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
}

/**
 * initdb and the migrations in a folder of its own, closed cleanly (a shut-down cluster is what a
 * copy may start from), then renamed into place: a process reading the images never sees a half
 * built one, and of two processes building the same key the second keeps the first's.
 */
async function buildBaseline(image: string, migrations: Migration[]): Promise<void> {
  const root = path.dirname(image);
  await fs.mkdir(root, { recursive: true });
  const partial = `${image}.${process.pid}.${Date.now()}.partial`;
  try {
    const handle = await openDatabase({ pgliteDir: partial });
    try {
      await migrate(handle, migrations);
    } finally {
      await handle.close();
    }
    await fs.rename(partial, image).catch(async (error: unknown) => {
      if (!(await holdsCluster(image))) throw error;
    });
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  await removeStaleImages(root, path.basename(image));
}

/** Copied beside the target, then renamed: a crash mid-copy leaves no cluster PGlite would resume. */
async function copyCluster(image: string, pgliteDir: string): Promise<void> {
  const partial = `${pgliteDir}.${process.pid}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.dirname(pgliteDir), { recursive: true });
  await fs.cp(image, partial, { recursive: true });
  // Marks the image as used, so another checkout's clean-up leaves it (removeStaleImages).
  const now = new Date();
  await fs.utimes(image, now, now).catch(() => undefined);
  // An empty folder (created by hand, or by an earlier start that failed before initdb) gives way.
  await fs.rmdir(pgliteDir).catch(() => undefined);
  await fs.rename(partial, pgliteDir);
}

/** An image unused for this long is removed when another is built (checkouts may share the cache). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Images of other migrations are about 40 MB each; best effort. */
async function removeStaleImages(root: string, keep: string): Promise<void> {
  for (const entry of await fs.readdir(root).catch(() => [] as string[])) {
    if (entry === keep) continue;
    const dir = path.join(root, entry);
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_AFTER_MS)
      await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
