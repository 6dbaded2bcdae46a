import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { loadMigrations } from './migration-files';
import { createTestDatabase } from './test-database';

/**
 * An empty database (not the migrated test database): on the DATABASE_URL server when set, so the
 * advisory lock is exercised on real PostgreSQL, otherwise in-memory PGlite.
 */
async function emptyDatabase(): Promise<{ open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({});
    return { open: async () => handle, drop: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  return {
    async open() {
      const handle = await openDatabase({ url: target.toString() });
      handles.push(handle);
      return handle;
    },
    async drop() {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('migrate', () => {
  it('applies every migration to an empty database, then nothing the second time', async () => {
    const empty = await emptyDatabase();
    cleanup = empty.drop;
    const handle = await empty.open();
    const names = (await loadMigrations()).map((migration) => migration.name);

    expect(await migrate(handle)).toEqual({ applied: names });
    expect(await migrate(handle)).toEqual({ applied: [] });

    const ledger = await handle.db.execute('select name from "__migrations" order by name');
    expect((ledger as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(names);
  });

  it('lets several processes start at once: one applies, the others wait and apply nothing', async () => {
    const empty = await emptyDatabase();
    cleanup = empty.drop;
    // On PostgreSQL these are separate pools, like separate server processes; PGlite shares one.
    const handles = await Promise.all([empty.open(), empty.open(), empty.open()]);
    const results = await Promise.all(handles.map((handle) => migrate(handle)));
    const applied = results.flatMap((result) => result.applied);
    expect(applied).toEqual((await loadMigrations()).map((migration) => migration.name));
  });

  it('refuses to run when an applied migration was edited', async () => {
    const handle = await createTestDatabase();
    cleanup = handle.drop;
    const migrations = await loadMigrations();
    const edited = migrations.map((migration, index) =>
      index === 0 ? { ...migration, hash: 'edited' } : migration,
    );
    await expect(migrate(handle, edited)).rejects.toThrow(/was edited after it was applied/);
  });

  it('rolls a failing migration back whole and records nothing', async () => {
    const handle = await createTestDatabase();
    cleanup = handle.drop;
    const broken = {
      name: '9999_broken',
      hash: 'x',
      statements: ['create table "half_done" ("id" int)', 'select * from "no_such_table"'],
    };
    await expect(migrate(handle, [broken])).rejects.toThrow();
    const left = await handle.db.execute(
      `select (select count(*) from information_schema.tables where table_name = 'half_done')::int as tables,
              (select count(*) from "__migrations" where name = '9999_broken')::int as recorded`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ tables: 0, recorded: 0 }]);
  });
});
