/** Runs one SQL statement on the seed's connection and returns its rows. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const FOREIGN_KEYS = `
  select quote_ident(c.relname) as "table", quote_ident(k.conname) as "name", pg_get_constraintdef(k.oid) as "definition"
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
  order by c.relname, k.conname`;

/**
 * Primary keys that no foreign key from outside the loaded tables references (those inside are
 * dropped first): they can go during the load and be built after it like the other indexes.
 */
const LOOSE_PRIMARY_KEYS = `
  select quote_ident(c.relname) as "table", quote_ident(k.conname) as "name", pg_get_constraintdef(k.oid) as "definition"
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  where k.contype = 'p' and c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
    and not exists (
      select 1 from pg_constraint f join pg_class r on r.oid = f.conrelid
      where f.contype = 'f' and f.confrelid = c.oid and not (r.relname = any($1::text[])))
  order by c.relname`;

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
 * foreign keys, the secondary indexes and the primary keys nothing else refers to of the tables
 * being loaded, COPY, then build the keys and indexes in one pass each and add the foreign keys back
 * (a random uuid key inserted row by row costs more than the rest of the row on PGlite), which checks every row in one join instead of
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
  const primaryKeys = (await query(LOOSE_PRIMARY_KEYS, [tables])) as typeof foreignKeys;
  for (const fk of foreignKeys) await query(`alter table ${fk.table} drop constraint ${fk.name}`);
  for (const index of indexes) await query(`drop index ${index.name}`);
  for (const key of primaryKeys) await query(`alter table ${key.table} drop constraint ${key.name}`);
  const result = await load();
  for (const key of primaryKeys)
    await query(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
  for (const index of indexes) await query(index.definition);
  for (const fk of foreignKeys)
    await query(`alter table ${fk.table} add constraint ${fk.name} ${fk.definition}`);
  return result;
}
