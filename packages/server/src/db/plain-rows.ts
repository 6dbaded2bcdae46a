import type { SQL } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Database } from './client';

/**
 * The result types drizzle's PGlite session reads as their text (dates, timestamps, intervals, their
 * arrays and numeric[]), where PGlite's own parsers make Dates or arrays. A statement read here must
 * return none of them (cast to text), so that its rows are the ones `db.execute` gives.
 */
const TEXT_IN_DRIZZLE = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);

interface PgliteQueryClient {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: 'object' },
  ): Promise<{ rows: unknown[]; fields: { name: string; dataTypeID: number }[] }>;
}

/** Rows of a raw query on either driver (node-postgres and PGlite answer {rows}). */
export async function executedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A raw statement's rows, as `db.execute` gives them, for the revaluation's hot statements. On
 * PGlite it is sent without drizzle's parsers: given any, PGlite copies its table of 318 type parsers
 * into a new object for each result (decision 132: 0.1-0.5 ms a statement, some twenty a
 * revaluation). The types those parsers change are refused (a programming error, not data).
 */
export async function plainRows<T>(db: Database, query: SQL): Promise<T[]> {
  const session: unknown = db._.session;
  if (!is(session, PgliteSession)) return executedRows<T>(db, query);
  const { client } = session as unknown as { client: PgliteQueryClient };
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const result = await client.query(text, params, { rowMode: 'object' });
  const parsed = result.fields.find((field) => TEXT_IN_DRIZZLE.has(field.dataTypeID));
  if (parsed) throw new Error(`plainRows: cast column "${parsed.name}" to text (type ${parsed.dataTypeID})`);
  return result.rows as T[];
}
