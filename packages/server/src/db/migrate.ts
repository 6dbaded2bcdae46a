import type { DatabaseHandle } from './client';
import { loadMigrations, type Migration } from './migration-files';

type Row = Record<string, unknown>;

/** One connection the migration runs on: the lock, the bookkeeping and each transaction share it. */
interface Connection {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs the statements in one transaction: a migration lands whole or not at all. */
  transaction(statements: { sql: string; params?: unknown[] }[]): Promise<void>;
  release(): Promise<void>;
}

/**
 * Key of the advisory lock that serialises migrations across server processes starting together.
 * Any fixed bigint works; this one is "portal" + "migrate" in ASCII-ish digits, to be recognisable
 * in pg_locks.
 */
const MIGRATION_LOCK_KEY = '7072747101';

const CREATE_LEDGER = `create table if not exists "__migrations" (
  "name" text primary key,
  "hash" text not null,
  "applied_at" timestamptz not null default now()
)`;

/**
 * Applies the SQL migrations not yet recorded in "__migrations", in journal order, each in its own
 * transaction. Safe to call from several processes at once (PostgreSQL advisory lock) and on every
 * start (a second call applies nothing). Fails when an applied migration's file has changed, since
 * the database would then not match the schema the code expects.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrations?: Migration[],
): Promise<{ applied: string[] }> {
  const pending = migrations ?? (await loadMigrations());
  const connection = await connect(handle);
  try {
    await connection.query(CREATE_LEDGER);
    const done = new Map(
      (await connection.query('select "name", "hash" from "__migrations"')).map((row) => [
        String(row.name),
        String(row.hash),
      ]),
    );
    const applied: string[] = [];
    for (const migration of pending) {
      const hash = done.get(migration.name);
      if (hash === migration.hash) continue;
      if (hash !== undefined) {
        throw new Error(
          `Migration ${migration.name} was edited after it was applied to this database; ` +
            'write a new migration instead of changing an applied one.',
        );
      }
      await connection.transaction([
        ...migration.statements.map((sql) => ({ sql })),
        {
          sql: 'insert into "__migrations" ("name", "hash") values ($1, $2)',
          params: [migration.name, migration.hash],
        },
      ]);
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    await connection.release();
  }
}

async function connect(handle: DatabaseHandle): Promise<Connection> {
  if (handle.pool) return connectServer(handle.pool);
  if (handle.pglite) return connectEmbedded(handle.pglite);
  throw new Error(`Cannot migrate ${handle.description}: the handle has neither a pool nor PGlite.`);
}

async function connectServer(pool: NonNullable<DatabaseHandle['pool']>): Promise<Connection> {
  const client = await pool.connect();
  try {
    // Session-level lock: held until unlocked or the connection ends, whichever comes first, so a
    // crashed process never leaves it behind.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  } catch (error) {
    client.release(true);
    throw error;
  }
  let broken = false;
  return {
    async query(sql, params) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async transaction(statements) {
      await client.query('begin');
      try {
        for (const { sql, params } of statements) await client.query(sql, params);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      }
    },
    async release() {
      if (!broken) {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
          broken = true;
        });
      }
      // A broken connection is destroyed rather than returned, which also drops any lock it held.
      client.release(broken);
    },
  };
}

/** The PGlite counterpart of the advisory lock: migrate() calls on one instance run in turn. */
const embeddedQueue = new WeakMap<object, Promise<void>>();

async function connectEmbedded(pglite: NonNullable<DatabaseHandle['pglite']>): Promise<Connection> {
  // One process owns a PGlite folder, so only callers in this process can race; queue them.
  const previous = embeddedQueue.get(pglite) ?? Promise.resolve();
  let release!: () => void;
  const turn = new Promise<void>((resolve) => (release = resolve));
  embeddedQueue.set(
    pglite,
    previous.then(() => turn),
  );
  await previous;
  return {
    async query(sql, params) {
      return (await pglite.query<Row>(sql, params)).rows;
    },
    async transaction(statements) {
      await pglite.transaction(async (tx) => {
        for (const { sql, params } of statements) {
          if (params) await tx.query(sql, params);
          else await tx.exec(sql);
        }
      });
    },
    async release() {
      release();
    },
  };
}
