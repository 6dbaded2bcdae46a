import type { DatabaseHandle } from './client';

/** The channel migration 0014's triggers notify, with the changed table's name as payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/**
 * Tells in-memory caches that a table they derive from has changed, in this process or any other
 * on the same database (PostgreSQL LISTEN/NOTIFY; on the embedded PGlite, its own notifications).
 * Only the tables migration 0014 gives a trigger are ever reported.
 */
export interface TableChanges {
  /** Calls `listener` after a committed change to one of `tables`, or when changes may have been missed. */
  onChange(tables: readonly string[], listener: () => void): void;
  close(): Promise<void>;
}

export async function watchTableChanges(database: DatabaseHandle): Promise<TableChanges> {
  const listeners: { tables: ReadonlySet<string>; listener: () => void }[] = [];
  const stop = await database.listen(TABLE_CHANGES_CHANNEL, (table) => {
    for (const entry of listeners) {
      // null: the connection was lost meanwhile, so any table may have changed.
      if (table === null || entry.tables.has(table)) entry.listener();
    }
  });
  return {
    onChange(tables, listener) {
      listeners.push({ tables: new Set(tables), listener });
    },
    close: stop,
  };
}

/** For code paths without a database to watch (unit tests of a cache): never reports a change. */
export const noTableChanges: TableChanges = {
  onChange: () => undefined,
  close: async () => undefined,
};
