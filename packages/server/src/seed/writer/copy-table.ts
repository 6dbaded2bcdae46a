import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { encoderFor, type FieldEncoder } from './copy-text';

export type InsertRow<T extends PgTable> = T['$inferInsert'];
export type InsertKey<T extends PgTable> = keyof InsertRow<T> & string;

/**
 * How rows of one table are written by COPY: the columns a generator fills (in order) and the
 * encoder of each. Columns left out take their database default (COPY fills defaults for columns
 * not in its list), so each generator names exactly what it sets.
 */
export interface CopyTable<T extends PgTable = PgTable> {
  table: T;
  /** SQL name of the table. */
  name: string;
  /** SQL names of the copied columns, in order. */
  columns: string[];
  /** One row as a line of COPY text (with its newline). */
  line(row: InsertRow<T>): string;
  /** Throws when a row sets a column the table's COPY does not write (it would be lost). */
  check(row: InsertRow<T>): void;
}

export function copyTable<T extends PgTable>(table: T, keys: readonly InsertKey<T>[]): CopyTable<T> {
  const all = getTableColumns(table) as Record<string, { name: string; columnType: string }>;
  const columns: string[] = [];
  const encoders: FieldEncoder[] = [];
  for (const key of keys) {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    columns.push(column.name);
    encoders.push(encoderFor(column.columnType));
  }
  const count = keys.length;
  return {
    table,
    name: getTableName(table),
    columns,
    line(row) {
      const values = row as Record<string, unknown>;
      let out = encoders[0]!(values[keys[0]!]);
      for (let i = 1; i < count; i++) out += '\t' + encoders[i]!(values[keys[i]!]);
      return out + '\n';
    },
    check(row) {
      const extra = Object.keys(row as object).filter((key) => !keys.includes(key as InsertKey<T>));
      if (extra.length > 0)
        throw new Error(`${getTableName(table)}: the seed does not copy ${extra.join(', ')}`);
    },
  };
}

/** The COPY statement head for a table and its columns (quoted identifiers). */
export function copyColumnsSql(table: CopyTable): string {
  return `"${table.name}" (${table.columns.map((column) => `"${column}"`).join(', ')})`;
}
