import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateArray, float8Array, uuidArray } from './binary-array';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('binary array parameters', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('gives the server each double to the bit, -0, nulls and the extremes included', async () => {
    const values = [0, -0, 1 / 3, -2.5e-300, Number.MAX_VALUE, Number.MIN_VALUE, 1.0000000000000002, null];
    // float8send's text of each element: the bits as the server holds them.
    const rows = await read<{ i: number; bits: string | null }>(sql`
      select i::int, float8send(x)::text as bits
        from unnest(${float8Array(values)}::float8[]) with ordinality as u(x, i) order by i`);
    const bits = (value: number) => {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(value);
      return `\\x${b.toString('hex')}`;
    };
    expect(rows.map((r) => r.bits)).toEqual(values.map((v) => (v === null ? null : bits(v))));
  });

  it('gives dates and uuids as their texts say', async () => {
    const days = ['2000-01-01', '1999-12-31', '2026-11-27', '2024-02-29', '1970-01-01', '2100-03-01'];
    const ids = ['00000000-0000-0000-0000-000000000000', 'b81b2129-780a-4aac-a394-8c42ac45bae7'];
    const dateRows = await read<{ d: string }>(sql`
      select d::text from unnest(${dateArray(days)}::date[]) with ordinality as u(d, i) order by i`);
    expect(dateRows.map((r) => r.d)).toEqual(days);
    const idRows = await read<{ id: string }>(sql`
      select id::text from unnest(${uuidArray([...ids, ids[1]!])}::uuid[]) with ordinality as u(id, i) order by i`);
    expect(idRows.map((r) => r.id)).toEqual([...ids, ids[1]]);
    expect(() => uuidArray(['not-a-uuid'])).toThrow();
  });

  it('an empty array is an empty array', async () => {
    const rows = await read<{ n: number | null }>(sql`
      select cardinality(${float8Array([])}::float8[]) as n, cardinality(${dateArray([])}::date[]) as m`);
    expect(rows[0]!.n).toBe(0);
  });
});
