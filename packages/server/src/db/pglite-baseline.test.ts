import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { loadMigrations, type Migration } from './migration-files';
import { migratedClusterKey, startFromBaseline } from './pglite-baseline';

describe('startFromBaseline', () => {
  let work: string;
  let root: string;
  let migrations: Migration[];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-baseline-test-'));
    root = path.join(work, 'images');
    migrations = await loadMigrations();
  });
  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
  });

  it('builds the image once, then gives each empty folder a migrated cluster without rows', async () => {
    const first = path.join(work, 'a', 'pglite');
    expect(await startFromBaseline(first, { root, migrations })).toBe('baseline-built');
    expect(await fs.readdir(root)).toEqual([migratedClusterKey(migrations)]);

    const second = path.join(work, 'b', 'pglite');
    // An empty folder, as an earlier start that failed before initdb may leave.
    await fs.mkdir(second, { recursive: true });
    expect(await startFromBaseline(second, { root, migrations })).toBe('from-baseline');
    expect((await fs.readdir(path.join(work, 'b'))).sort()).toEqual(['pglite']);

    const handle = await openDatabase({ pgliteDir: second });
    try {
      expect((await migrate(handle, migrations)).applied).toEqual([]);
      const ledger = await handle.pglite!.query<{ count: number }>(
        'select count(*)::int as "count" from "__migrations"',
      );
      expect(ledger.rows[0]!.count).toBe(migrations.length);
      const portals = await handle.pglite!.query<{ count: number }>(
        'select count(*)::int as "count" from "portals"',
      );
      expect(portals.rows[0]!.count).toBe(0);
      await handle.pglite!.query(`insert into "__migrations" ("name", "hash") values ('written-in-b', 'x')`);
    } finally {
      await handle.close();
    }
    // initdb is seconds of CPU; a shared test machine may stretch it many times over.
  }, 600_000);

  it('leaves a folder that holds a cluster alone', async () => {
    const existing = path.join(work, 'b', 'pglite');
    expect(await startFromBaseline(existing, { root, migrations })).toBe('existing-cluster');
    const handle = await openDatabase({ pgliteDir: existing });
    try {
      const kept = await handle.pglite!.query(`select 1 from "__migrations" where "name" = 'written-in-b'`);
      expect(kept.rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('answers no-baseline and leaves nothing behind when the image cannot be made', async () => {
    const blocked = path.join(work, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const target = path.join(work, 'c', 'pglite');
    expect(await startFromBaseline(target, { root: blocked, migrations })).toBe('no-baseline');
    await expect(fs.readdir(path.join(work, 'c'))).rejects.toThrow();
  });
});
