/** Runs one SQL statement on the seed's connection and returns its rows. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const FOREIGN_KEYS = `
  select quote_ident(c.relname) as "table", quote_ident(k.conname) as "name", pg_get_constraintdef(k.oid) as "definition"
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
  order by c.relname, k.conname`;

/** Indexes that no constraint owns (primary keys and unique constraints stay). */
const LOOSE_INDEXES = `
  select quote_ident(x.relname) as "name", pg_get_indexdef(i.indexrelid) as "definition"
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_class x on x.oid = i.indexrelid
  where c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
    and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
  order by x.relname`;

/**
 * PostgreSQL's recipe for populating a database ("Populating a Database" in its manual): drop the
 * foreign keys and the secondary indexes of the tables being loaded, COPY, then build the indexes
 * in one pass each and add the foreign keys back, which checks every row in one join instead of
 * one lookup per row. Definitions are read from the catalogue and replayed verbatim, so what comes
 * back is exactly what the migrations created; unique indexes and foreign keys re-validate the
 * data. Runs inside the caller's transaction, so a failure leaves the schema untouched.
 */
export async function withConstraintsDeferred<T>(
  query: Query,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const foreignKeys = (await query(FOREIGN_KEYS, [tables])) as {
    table: string;
    name: string;
    definition: string;
  }[];
  const indexes = (await query(LOOSE_INDEXES, [tables])) as { name: string; definition: string }[];
  for (const fk of foreignKeys) await query(`alter table ${fk.table} drop constraint ${fk.name}`);
  for (const index of indexes) await query(`drop index ${index.name}`);
  const result = await load();
  for (const index of indexes) await query(index.definition);
  for (const fk of foreignKeys)
    await query(`alter table ${fk.table} add constraint ${fk.name} ${fk.definition}`);
  return result;
}
