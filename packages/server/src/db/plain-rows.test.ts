import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { float8Array } from './binary-array';
import { executedRows, plainRows } from './plain-rows';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('plainRows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('gives the rows db.execute gives, in a transaction too', async () => {
    // The kinds of column the hot statements read: texts (casts of dates and numerics), doubles,
    // uuids, integers, booleans, json and nulls; a binary array parameter as the days' write sends.
    const query = sql`
      select d::text as day, (1.005 * i)::numeric(20, 4)::text as money, x as growth,
             gen_random_uuid() is not null as yes, i::int as n, 'b81b2129-780a-4aac-a394-8c42ac45bae7'::uuid as id,
             json_build_object('a', i) as j, case when i = 2 then null else 'x' end as maybe
        from unnest(${float8Array([1 / 3, -0, 2.5e-300])}::float8[]) with ordinality as u(x, i)
        cross join lateral (select date '2024-02-29' + i::int as d) days
       order by i`;
    const expected = await executedRows(database.db, query);
    expect(expected).toHaveLength(3);
    expect(await plainRows(database.db, query)).toEqual(expected);
    await database.db.transaction(async (tx) => {
      expect(await plainRows(tx, query)).toEqual(expected);
    });
    expect(await plainRows(database.db, sql`select 1 as one where false`)).toEqual([]);
  });

  it('refuses a column PGlite would read otherwise than drizzle (a date not cast to text)', async () => {
    const read = plainRows(database.db, sql`select date '2024-02-29' as day`);
    if (database.kind === 'pglite') await expect(read).rejects.toThrow(/cast column "day" to text/);
    else expect(await read).toEqual(await executedRows(database.db, sql`select date '2024-02-29' as day`));
  });
});
