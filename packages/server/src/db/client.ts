import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: repositories never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where it is, without credentials, for logs. */
  description: string;
  /** Runs raw SQL (several statements allowed on PGlite; one on node-postgres unless no params). */
  exec(sql: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool, when on a server (for COPY and other driver-level work). */
  pool?: pg.Pool;
  /** The PGlite instance, when embedded. */
  pglite?: PGlite;
}

/** A connection problem, with a message fit to be printed as the one line a failed start shows. */
export class DatabaseConnectError extends Error {}

export interface OpenDatabaseOptions {
  /** postgres://… to use a server; otherwise the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; omitted = in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * A PGlite dumpDataDir() tarball to start from instead of an empty cluster. Skips initdb and the
   * migrations it already holds: tests use it to get a migrated database in a fraction of the time.
   */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openServer(options.url) : openEmbedded(options.pgliteDir, options.pgliteSnapshot);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

async function openServer(url: string): Promise<DatabaseHandle> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConnectError(
      'DATABASE_URL is malformed: expected postgres://user:password@host:5432/database',
    );
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || parsed.pathname.length <= 1) {
    throw new DatabaseConnectError(
      'DATABASE_URL is malformed: expected postgres://user:password@host:5432/database',
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client's error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const description = redact(url);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectError(`Cannot connect to the database at ${description}: ${reason}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    description,
    pool,
    async exec(sql) {
      await pool.query(sql);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openEmbedded(dir: string | undefined, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  let pglite: PGlite;
  try {
    pglite = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}) });
    await pglite.waitReady;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectError(`Cannot open the embedded database in ${dir ?? 'memory'}: ${reason}`);
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    description: dir ? `embedded PGlite in ${dir}` : 'embedded PGlite in memory',
    pglite,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      await pglite.close();
    },
  };
}
