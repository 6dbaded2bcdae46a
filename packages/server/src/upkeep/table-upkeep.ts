import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../providers/database/market';

/**
 * Whether this database needs our upkeep: the embedded PGlite always (it runs no autovacuum, though
 * `show autovacuum` says on), a PostgreSQL server only when its autovacuum is turned off, as on the
 * machines the tests and benches run on (decision 121).
 */
export async function needsUpkeep(database: { kind: 'pglite' | 'postgres'; db: Database }): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const [row] = await rowsOf<{ on: boolean }>(
    database.db,
    sql`select current_setting('autovacuum') = 'on' as on`,
  );
  return row?.on !== true;
}

/** A table whose dead rows or changes since its statistics call for upkeep. */
export interface TableDue {
  schema: string;
  table: string;
  /** Dead rows past the threshold: vacuumed and analysed; otherwise analysed only. */
  vacuum: boolean;
}

/**
 * The tables autovacuum would visit now, by its default thresholds (dead rows over 50 + 20 % of the
 * live ones; rows changed since the last statistics over 50 + 10 %), and every table with data that
 * has no statistics: PGlite runs no autovacuum (no background workers), so an embedded database
 * otherwise keeps every dead row and plans every query without statistics (decision 120). PGlite's
 * counters start again at zero when it is opened, so `every` (the nightly run) takes every table
 * with data instead, whatever the counters say. Largest first: the tables the planner misjudges most.
 */
export async function tablesDue(db: Database, { every = false } = {}): Promise<TableDue[]> {
  return rowsOf<TableDue>(
    db,
    sql`
    select s.schemaname as schema, s.relname as "table",
           ${every} or s.n_dead_tup > 50 + 0.2 * s.n_live_tup as vacuum
      from pg_stat_user_tables s
     where (${every} and pg_relation_size(s.relid) > 0)
        or s.n_dead_tup > 50 + 0.2 * s.n_live_tup
        or s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup
        or (pg_relation_size(s.relid) > 0
            and not exists (select 1 from pg_statistic st where st.starelid = s.relid))
     order by pg_relation_size(s.relid) desc, s.schemaname, s.relname`,
  );
}

/**
 * Vacuums and analyses the tables due, one statement a table: on PGlite every other query waits for
 * the one running, so a request waits for one table's upkeep, not for the whole database's.
 * Reports each table done.
 */
export async function upkeepTables(
  db: Database,
  report: (done: number, total: number) => Promise<void> = async () => undefined,
  options: { every?: boolean } = {},
): Promise<TableDue[]> {
  const due = await tablesDue(db, options);
  for (const [index, { schema, table, vacuum }] of due.entries()) {
    const name = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    await report(index + 1, due.length);
  }
  return due;
}
