import type { DatabaseHandle } from './client';

/**
 * Key of the advisory lock that serialises the job engine's set-up (pg-boss's schema and our queues)
 * across processes starting together; next to migrate.ts's 7072747101.
 */
export const JOB_ENGINE_LOCK_KEY = '7072747103';

/** Callers of one PGlite instance (one process owns it) queue here instead. */
const embeddedTurns = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` while holding a session-level advisory lock `key` on its own connection (a PostgreSQL
 * server; the lock goes with the connection if the process dies), or after this process's earlier
 * callers on an embedded PGlite. Several workers started at once on a fresh database otherwise race
 * in pg-boss's schema creation ("duplicate key … pg_namespace_nspname_index") and in creating the
 * same queues' partitions ("deadlock detected"): pg-boss 10 does not serialise those itself.
 */
export async function underStartupLock<T>(
  handle: DatabaseHandle,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.pool) {
    const client = await handle.pool.connect();
    let held = false;
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      held = true;
      return await work();
    } finally {
      const unlocked = held
        ? await client.query('select pg_advisory_unlock($1)', [key]).then(
            () => true,
            () => false,
          )
        : true;
      // A connection that could not unlock is destroyed, which drops its lock.
      client.release(!unlocked);
    }
  }
  const owner = handle.pglite ?? handle;
  const previous = embeddedTurns.get(owner) ?? Promise.resolve();
  const turn = previous.catch(() => undefined).then(work);
  embeddedTurns.set(owner, turn);
  return turn;
}
