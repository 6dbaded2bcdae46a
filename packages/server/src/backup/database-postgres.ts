import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { appliedMigrations, databaseContents, notEmptyMessage } from './database-state';
import type { BackupLocation } from './location';
import { BackupError, hashingStream, type StoredEntry } from './manifest';
import { runTool, toolConnection } from './run-tool';

/** A PostgreSQL server's dump inside a backup: pg_dump's custom format (compressed, for pg_restore). */
export const POSTGRES_DUMP_NAME = 'database/postgres.dump';

async function withServer<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * pg_dump of the whole database (schemas public and pgboss: the data, the migrations ledger and
 * the queued jobs) streamed into the backup. It reads one snapshot, so the server may keep running.
 */
export async function dumpPostgres(
  url: string,
  location: BackupLocation,
): Promise<{ entry: StoredEntry; engine: string; migrations: string[] }> {
  const { migrations, serverVersion } = await withServer(url, async (handle) => {
    const result = await handle.db.execute(sql.raw('show server_version'));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      server_version: string;
    }[];
    return { migrations: await appliedMigrations(handle), serverVersion: rows[0]?.server_version ?? '?' };
  });
  const connection = toolConnection(url);
  const tool = (await runTool('pg_dump', ['--version'], { env: connection.env })).trim();
  const hashing = hashingStream();
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${connection.dbname}`],
    {
      env: connection.env,
      output: (stdout) => location.write(POSTGRES_DUMP_NAME, stdout.pipe(hashing.stream)),
    },
  );
  return {
    entry: { name: POSTGRES_DUMP_NAME, ...hashing.result() },
    engine: `${tool}, server PostgreSQL ${serverVersion}`,
    migrations,
  };
}

/** Throws when the database has data; `replace` when it was only migrated (its schemas go first). */
export async function checkPostgresTarget(url: string): Promise<{ replace: boolean }> {
  return withServer(url, async (handle) => {
    const contents = await databaseContents(handle);
    if (contents.withRows.length > 0)
      throw new BackupError(notEmptyMessage(`at ${handle.description}`, contents));
    return { replace: contents.tables > 0 };
  });
}

/** pg_restore of a dump into the database, in one transaction: it lands whole or not at all. */
export async function loadPostgres(
  url: string,
  dump: Readable,
  options: { replace: boolean },
): Promise<string[]> {
  if (options.replace) {
    // Only migrated (checked): the dump brings its own schema, ledger and queues.
    await withServer(url, (handle) =>
      handle.exec('drop schema if exists pgboss cascade; drop schema public cascade; create schema public;'),
    );
  }
  const connection = toolConnection(url);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${connection.dbname}`,
    ],
    { env: connection.env, input: dump },
  );
  return withServer(url, appliedMigrations);
}
