import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { startTestServer } from '../testing/test-server';
import { databaseContents } from './database-state';

describe('what a restore target holds', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('counts an install that only answered requests as empty, and a row of data as data', async () => {
    // The counts in the database, as on a server database (PGlite keeps them in memory, decision 71).
    const server = await startTestServer({ database, extra: { rateLimitShared: true } });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
    // The request was counted (the rate limit's row), which is not data.
    const counters = await database.db.execute(sql`select count(*)::int as n from api_rate_limits`);
    expect((counters as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect((await databaseContents(database)).withRows).toEqual([]);

    await database.db.execute(sql`insert into organisations (name) values ('Data Ltd')`);
    expect((await databaseContents(database)).withRows).toEqual(['organisations']);
  });
});
