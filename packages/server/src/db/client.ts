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

/** Called with a notification's payload, or null when some may have been missed (a reconnect). */
export type NotificationListener = (payload: string | null) => void;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where read-heavy GET routes read: the DATABASE_READ_URL replica, else `db` itself. A replica
   * lags its primary a little, so only answers that may be a moment old read here.
   */
  read: Database;
  kind: 'pglite' | 'postgres';
  /** Where it is, without credentials, for logs. */
  description: string;
  /** Runs raw SQL (several statements allowed on PGlite; one on node-postgres unless no params). */
  exec(sql: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel (PostgreSQL NOTIFY, delivered to every process on the database) until the
   * returned function is called. On a server the listener has a connection of its own, which is
   * reopened when lost; the listener is then told null, as notifications may have been missed.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
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
  /** postgres://… of a read replica of `url` (DATABASE_READ_URL); only with `url`. */
  readUrl?: string | undefined;
  /** Folder of the embedded database; omitted = in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * A PGlite dumpDataDir() tarball to start from instead of an empty cluster. Skips initdb and the
   * migrations it already holds: tests use it to get a migrated database in a fraction of the time.
   */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.url) return openEmbedded(options.pgliteDir, options.pgliteSnapshot);
  const primary = await openServer(options.url);
  if (!options.readUrl) return primary;
  let replica: DatabaseHandle;
  try {
    replica = await openServer(options.readUrl, 'DATABASE_READ_URL');
  } catch (error) {
    await primary.close().catch(() => undefined);
    throw error;
  }
  return {
    ...primary,
    read: replica.db,
    description: `${primary.description} (reads from ${replica.description})`,
    async close() {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
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

async function openServer(url: string, variable = 'DATABASE_URL'): Promise<DatabaseHandle> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConnectError(
      `${variable} is malformed: expected postgres://user:password@host:5432/database`,
    );
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || parsed.pathname.length <= 1) {
    throw new DatabaseConnectError(
      `${variable} is malformed: expected postgres://user:password@host:5432/database`,
    );
  }
  // No JIT compilation (decision 123): the portal's statements run in milliseconds, and once a large
  // table lifts the planner's estimate over jit_above_cost, compiling took 1.8 s for a 2 ms job fetch.
  // A URL that names its own `options` keeps them (node-postgres lets the URL's win).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
  });
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
    read: db,
    kind: 'postgres',
    description,
    pool,
    async exec(sql) {
      await pool.query(sql);
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, listener) => listenOnServer(url, channel, listener),
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
    read: db,
    kind: 'pglite',
    description: dir ? `embedded PGlite in ${dir}` : 'embedded PGlite in memory',
    pglite,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async ping() {
      await pglite.query('select 1');
    },
    async listen(channel, listener) {
      const stop = await pglite.listen(channel, (payload) => listener(payload));
      // Closing the database first (a test, a failed start) already ended the LISTEN.
      return () => (pglite.closed ? Promise.resolve() : stop().catch(() => undefined));
    },
    async close() {
      await pglite.close();
    },
  };
}

/** How long to wait before reopening a lost LISTEN connection. */
const RELISTEN_DELAY_MS = 1000;

/**
 * A LISTEN on its own connection (a pooled one would be handed to queries and lose it). When the
 * connection drops, it is reopened after a second and the listener told null, since whatever was
 * notified meanwhile is lost.
 */
async function listenOnServer(
  url: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const reopenLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      open().then(
        () => listener(null),
        () => reopenLater(),
      );
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) listener(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      reopenLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
