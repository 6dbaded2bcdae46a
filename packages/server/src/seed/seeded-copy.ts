import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { pgliteSnapshotOf, pgliteTestDatabaseFrom } from '../db/test-database-pglite';
import { createPostgresTestDatabase } from '../db/test-database-postgres';
import { createLocalStorage } from '../storage/index';
import { seedDemoData } from './index';
import { seededCopyNames, seededFilesFolder, TEST_RUN_VARIABLE } from './seeded-copy-names';
import { seededDatabase, TEST_AS_OF, type SeededDatabase } from './test-support';

interface Original {
  /** The PGlite cluster's snapshot, or the PostgreSQL database to copy. */
  source: { snapshot: Blob } | { database: string };
  files: string;
  seconds: number;
  rows: Record<string, number>;
}

let original: Promise<Original> | undefined;

/**
 * The default demo data (asset-manager, as of TEST_AS_OF), seeded once per test run and handed
 * to each caller as a copy of its own: a PGlite started from the seeded cluster's snapshot, or on
 * PostgreSQL a database made with the seeded one as template, and a copy of its files. Byte for byte
 * what seededDatabase() gives, in a second or two instead of a seed (half a minute or more). Outside
 * a test run of the server project (no global setup), a fresh seed.
 */
export async function seededCopy(): Promise<SeededDatabase> {
  const run = process.env[TEST_RUN_VARIABLE];
  if (!run) return seededDatabase();
  original ??= sharedOriginal(run);
  // A failed seed is thrown to every caller of this process, not retried by each.
  const { source, files, seconds, rows } = await original;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  let db: TestDatabase | undefined;
  try {
    db =
      'snapshot' in source
        ? await pgliteTestDatabaseFrom(source.snapshot)
        : await createPostgresTestDatabase(process.env.DATABASE_URL!, { from: source.database });
    await fs.cp(files, path.join(dir, 'files'), { recursive: true });
  } catch (error) {
    await db?.drop();
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
  const copy = db;
  return {
    db: copy,
    storage: createLocalStorage(path.join(dir, 'files')),
    dir,
    seconds,
    rows,
    async drop() {
      await copy.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** What the seeding worker leaves for the others: `Original` with the snapshot as a file. */
type Shared =
  | { error: string }
  | {
      snapshotFile?: string;
      database?: string;
      files: string;
      seconds: number;
      rows: Record<string, number>;
    };

/**
 * The run's one original, whichever worker asks first (decision 128; decision 101 had each worker
 * seed its own): it takes the run's lock, a folder made atomically, seeds, and writes what the
 * others need (the PGlite snapshot as a file, or the template database's name) to `original.json`,
 * which they wait for.
 */
async function sharedOriginal(run: string): Promise<Original> {
  const folder = seededFilesFolder(run);
  const ready = path.join(folder, 'original.json');
  await fs.mkdir(folder, { recursive: true });
  const seeding = await fs.mkdir(path.join(folder, 'seeding')).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (seeding) {
    let shared: Shared;
    try {
      const seeded = await seedOriginal(run);
      const { source, ...rest } = seeded;
      if ('snapshot' in source) {
        const snapshotFile = path.join(folder, 'cluster.tar');
        await fs.writeFile(snapshotFile, Buffer.from(await source.snapshot.arrayBuffer()));
        shared = { ...rest, snapshotFile };
      } else shared = { ...rest, database: source.database };
      await share(ready, shared);
      return seeded;
    } catch (error) {
      await share(ready, { error: String(error) });
      throw error;
    }
  }
  for (;;) {
    const text = await fs.readFile(ready, 'utf8').catch(() => undefined);
    if (text) {
      const shared = JSON.parse(text) as Shared;
      if ('error' in shared) throw new Error(`The run's demo seed failed in another worker: ${shared.error}`);
      const { snapshotFile, database, ...rest } = shared;
      const source = snapshotFile
        ? { snapshot: new Blob([await fs.readFile(snapshotFile)]) }
        : { database: database! };
      return { ...rest, source };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Written aside and renamed, so a waiting worker never reads half of it. */
async function share(file: string, shared: Shared): Promise<void> {
  await fs.writeFile(`${file}.${process.pid}`, JSON.stringify(shared));
  await fs.rename(`${file}.${process.pid}`, file);
}

/** Seeds the run's original; the global setup's teardown removes it (seededCopyNames). */
async function seedOriginal(run: string): Promise<Original> {
  const names = seededCopyNames(run);
  const url = process.env.DATABASE_URL;
  const db = url
    ? await createPostgresTestDatabase(url, { name: names.database })
    : await createTestDatabase();
  try {
    const storage = createLocalStorage(names.files);
    const outcome = await seedDemoData(db, { brand: 'asset-manager', asOf: TEST_AS_OF, storage });
    const source = url ? { database: names.database } : { snapshot: await pgliteSnapshotOf(db) };
    return { source, files: names.files, seconds: outcome.seconds, rows: outcome.rows };
  } finally {
    // A template must have no connections; the PGlite one lives on as its snapshot.
    if (url) await db.close();
    else await db.drop();
  }
}
