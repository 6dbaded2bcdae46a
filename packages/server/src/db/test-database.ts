import type { DatabaseHandle } from './client';
import { createPgliteTestDatabase } from './test-database-pglite';
import { createPostgresTestDatabase } from './test-database-postgres';

/** A migrated database of its own for one test file; drop() closes it and throws it away. */
export type TestDatabase = DatabaseHandle & { drop(): Promise<void> };

/**
 * A fresh, migrated database for a test file. With DATABASE_URL set, a new database test_<random>
 * on that PostgreSQL server (so the suite runs on the CI server too); otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}
