import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createLocalStorage, type FileStorage } from '../storage/index';
import { seedDemoData, type SeedOptions } from './index';

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
