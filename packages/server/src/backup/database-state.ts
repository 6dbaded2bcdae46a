import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(text));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The applied migrations, in journal order (their names start with the journal index). */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const present = await rows<{ present: boolean }>(
    handle,
    `select to_regclass('public."__migrations"') is not null as present`,
  );
  if (!present[0]?.present) return [];
  const names = await rows<{ name: string }>(handle, 'select "name" from "__migrations"');
  return names.map((row) => row.name).sort();
}

export interface DatabaseContents {
  /** Tables outside PostgreSQL's own schemas. */
  tables: number;
  /** Tables holding rows, not counting the migrations ledger and pg-boss's queues and jobs. */
  withRows: string[];
}

/**
 * What a restore target already holds. A database that was only migrated (an install started
 * with SEED_ON_START=false) has tables but no rows of its own: it counts as empty. pg-boss's
 * schema is left out because a start queues the clock's jobs even without data.
 */
export async function databaseContents(handle: DatabaseHandle): Promise<DatabaseContents> {
  const tables = await rows<{ schema: string; name: string }>(
    handle,
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const counted = tables.filter(
    (table) => table.schema !== 'pgboss' && !(table.schema === 'public' && table.name === '__migrations'),
  );
  if (counted.length === 0) return { tables: tables.length, withRows: [] };
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const probes = counted.map(
    (table, i) => `exists (select 1 from ${quote(table.schema)}.${quote(table.name)}) as t${i}`,
  );
  const [found] = await rows<Record<string, boolean>>(handle, `select ${probes.join(', ')}`);
  const withRows = counted
    .filter((_, i) => found?.[`t${i}`] === true)
    .map((table) => (table.schema === 'public' ? table.name : `${table.schema}.${table.name}`));
  return { tables: tables.length, withRows };
}

/** The refusal a restore prints when the target has data. */
export function notEmptyMessage(where: string, contents: DatabaseContents): string {
  const shown = contents.withRows.slice(0, 5).join(', ');
  const more = contents.withRows.length > 5 ? ` and ${contents.withRows.length - 5} more tables` : '';
  return (
    `The database ${where} already has data (${shown}${more}). A restore goes only into an empty ` +
    'install: point DATABASE_URL at a new database, or DATA_DIR at a new folder, and run it again.'
  );
}
