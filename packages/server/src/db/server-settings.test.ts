import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../providers/database/market';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The settings every server connection starts with (decision 123): no JIT compilation, whatever the
 * server's default. A server only; PGlite is built without JIT.
 */
describe.skipIf(!process.env.DATABASE_URL)('a server connection', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('compiles no statement with JIT, on every pooled connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        rowsOf<{ jit: string }>(database.db, sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    expect(answers.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
