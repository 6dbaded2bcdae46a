import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createPostgresTestDatabase } from '../db/test-database-postgres';
import type { TestDatabase } from '../db/test-database';
import { backup } from './backup';
import { folderLocation } from './location';
import { restore } from './restore';
import { fillInstall, installConfig, investorPages, tempRoot, type InstallData } from './test-support';

// The PostgreSQL path: pg_dump and pg_restore against the server of DATABASE_URL, or the one CI
// runs on 127.0.0.1:5432. Skipped only when no server answers.
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL of the database a handle is connected to (its description hides the password). */
async function urlOf(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql`select current_database() as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  return databaseUrl(rows[0]!.name);
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!(await serverAnswers()))('backup and restore on a PostgreSQL server', () => {
  let root: string;
  let source: TestDatabase;
  let data: InstallData;
  let original: Awaited<ReturnType<typeof investorPages>>;
  // A blank database (createdb) and one that an install started without data has migrated.
  const blank = `test_restore_${randomBytes(6).toString('hex')}`;
  let migrated: TestDatabase | undefined;
  const dir = (name: string) => path.join(root, name);

  beforeAll(async () => {
    root = await tempRoot();
    source = await createPostgresTestDatabase(serverUrl);
    data = await fillInstall(source, installConfig(dir('source')));
    original = await investorPages(source, dir('source'), data);
    await admin(`create database "${blank}"`);
  });

  afterAll(async () => {
    await source?.drop();
    await migrated?.drop();
    await admin(`drop database if exists "${blank}" with (force)`).catch(() => undefined);
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('pg_dump backup restores into a new database: the same account page and download, byte for byte', async () => {
    const sourceUrl = await urlOf(source);
    const manifest = await backup(
      installConfig(dir('source'), { DATABASE_URL: sourceUrl }),
      folderLocation(dir('backup')),
    );
    expect(manifest.database).toMatchObject({ driver: 'postgres', name: 'database/postgres.dump' });
    expect(manifest.database.engine).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    expect(manifest.files).toHaveLength(6);

    const config = installConfig(dir('restored'), { DATABASE_URL: databaseUrl(blank) });
    await restore(config, folderLocation(dir('backup')));
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      const restored = await investorPages(database, dir('restored'), data);
      for (const page of ['account', 'portfolio', 'download'] as const) {
        expect(original[page].status).toBe(200);
        expect(restored[page].status).toBe(200);
        expect(restored[page].body.equals(original[page].body), page).toBe(true);
      }
    } finally {
      await database.close();
    }

    // Now it has data: a second restore is refused.
    await expect(restore(config, folderLocation(dir('backup')))).rejects.toThrow(/already has data/);
  });

  it('restores into a database that was only migrated (an install started without data)', async () => {
    migrated = await createPostgresTestDatabase(serverUrl);
    const url = await urlOf(migrated);
    const config = installConfig(dir('migrated'), { DATABASE_URL: url });
    await restore(config, folderLocation(dir('backup')));
    const result = await migrated.db.execute(sql`select count(*)::int as accounts from accounts`);
    const rows = Array.isArray(result) ? result : (result as { rows: { accounts: number }[] }).rows;
    expect(rows[0]?.accounts).toBe(3);
  });
});
