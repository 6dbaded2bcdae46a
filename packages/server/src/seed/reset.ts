import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema/index';
import type { FileStorage } from '../storage/file-storage';

/** Every table of the schema (not the migrations ledger). */
export function schemaTableNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) names.push(getTableName(value));
  }
  return names.sort();
}

/**
 * Empties every table (one TRUNCATE … CASCADE, so foreign keys do not matter) and removes the
 * files the database referred to: after a reset nothing points at them any more.
 */
export async function resetDatabase(handle: DatabaseHandle, storage: FileStorage): Promise<void> {
  const tables = schemaTableNames().map((name) => `"${name}"`);
  await handle.exec(`truncate table ${tables.join(', ')} cascade`);
  for (const file of await storage.list('')) await storage.delete(file.key);
}
