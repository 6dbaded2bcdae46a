import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createLocalStorage, type FileStorage } from '../storage/index';
import { getBrand } from '@portal/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDemoData } from './generate';
import { DEFAULT_SEED, seedDemoData, type SeedOptions } from './index';
import { SEED_TABLES } from './tables';
import type { InsertRow } from './writer/copy-table';
import { SeedWriter } from './writer/seed-writer';

/** A fixed as-of date keeps the tests' data the same every month. */
export const TEST_AS_OF = '2026-04-01';

export interface SeededDatabase {
  db: TestDatabase;
  storage: FileStorage;
  dir: string;
  seconds: number;
  rows: Record<string, number>;
  drop(): Promise<void>;
}

/** A fresh migrated database with the demo data of a brand, and its file store in a temp folder. */
export async function seededDatabase(options: Partial<SeedOptions> = {}): Promise<SeededDatabase> {
  const db = await createTestDatabase();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  const storage = createLocalStorage(path.join(dir, 'files'));
  const outcome = await seedDemoData(db, { brand: 'asset-manager', asOf: TEST_AS_OF, storage, ...options });
  return {
    db,
    storage,
    dir,
    seconds: outcome.seconds,
    rows: outcome.rows,
    async drop() {
      await db.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Rows of a raw query on either driver. */
export async function rows<T = Record<string, unknown>>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(text));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export async function scalar<T = number>(handle: DatabaseHandle, text: string): Promise<T> {
  const [row] = await rows<Record<string, T>>(handle, text);
  return Object.values(row!)[0]!;
}

/** The seeded tables whose rows the determinism checks compare (cli.test.ts, determinism.test.ts). */
export const SEEDED_DATA_TABLES = [
  'accounts',
  'portfolios',
  'holdings',
  'transactions',
  'portfolio_valuations',
  'instrument_prices',
  'fx_rates',
] as const;

/** A hash of a table's rows in id order: equal hashes mean byte-identical data. */
export function tableHash(handle: DatabaseHandle, table: string): Promise<string> {
  return scalar<string>(handle, `select md5(string_agg(t::text, '|' order by t.id)) from "${table}" t`);
}

/** The rows a seed generated for some tables, as the generators gave them to the writer. */
export interface GeneratedRows {
  of<T extends PgTable>(table: T): InsertRow<T>[];
  storage: FileStorage;
  drop(): Promise<void>;
}

/**
 * Generates a seed's data without a database (everything but the COPY into one, which the seeds of
 * seed.test.ts and cli.test.ts write and read back), keeping the rows of `tables`. A check of what
 * the generators make, not of how it is stored, costs a third of a seed (decision 135).
 */
export async function generatedRows(
  options: Partial<SeedOptions> & Pick<SeedOptions, 'brand'>,
  tables: PgTable[],
): Promise<GeneratedRows> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-generated-'));
  const storage = createLocalStorage(path.join(dir, 'files'));
  const kept = new Map<PgTable, unknown[]>(tables.map((table) => [table, []]));
  const writer = new SeedWriter({ copy: async () => undefined }, SEED_TABLES);
  const add = writer.add.bind(writer);
  writer.add = (table, row) => {
    kept.get(table)?.push(row);
    add(table, row);
  };
  await generateDemoData(writer, {
    brand: getBrand(options.brand),
    scale: options.scale ?? 1,
    seed: options.seed ?? DEFAULT_SEED,
    asOf: options.asOf ?? TEST_AS_OF,
    // Every seeded user shares the demo password's hash; a check of the data does not need a real one.
    passwordHash: 'not-hashed',
    storage,
  });
  return {
    of: <T extends PgTable>(table: T) => (kept.get(table) ?? []) as InsertRow<T>[],
    storage,
    drop: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
