import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { rowsOf } from '../providers/database/market';
import { tablesDue, upkeepTables } from './table-upkeep';

/**
 * The embedded database's upkeep (decision 120): PGlite runs no autovacuum, so without it a table
 * keeps its dead rows and the planner never gets statistics. On a PostgreSQL server the same
 * functions do what autovacuum would.
 */
describe('table upkeep', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A table with churn: 2,000 rows, every one then rewritten (2,000 dead row versions).
    await database.exec(`
      create table upkeep_probe (id int primary key, label text not null);
      insert into upkeep_probe select g, 'row ' || g from generate_series(1, 2000) g;
      update upkeep_probe set label = label || ' changed';`);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const probe = async () => {
    // The statistics counters are flushed at the end of a transaction at most once a second.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const [row] = await rowsOf<{ dead: number; analysed: boolean; stats: number }>(
      database.db,
      sql`select n_dead_tup::int as dead, coalesce(last_analyze, last_autoanalyze) is not null as analysed,
                 (select count(*)::int from pg_stats where tablename = 'upkeep_probe') as stats
            from pg_stat_user_tables where relname = 'upkeep_probe'`,
    );
    return row!;
  };

  it('finds a table with dead rows and no statistics, vacuums and analyses it, then finds it no more', async () => {
    const before = await probe();
    expect(before.dead).toBeGreaterThanOrEqual(2000);
    expect(before.stats).toBe(0);
    expect(await tablesDue(database.db)).toContainEqual({
      schema: 'public',
      table: 'upkeep_probe',
      vacuum: true,
    });

    const reported: [number, number][] = [];
    const done = await upkeepTables(database.db, async (count, total) => {
      reported.push([count, total]);
    });
    expect(done.some((t) => t.table === 'upkeep_probe')).toBe(true);
    expect(reported.at(-1)).toEqual([done.length, done.length]);

    const after = await probe();
    expect(after.dead).toBe(0);
    expect(after.analysed).toBe(true);
    expect(after.stats).toBe(2);
    expect((await tablesDue(database.db)).some((t) => t.table === 'upkeep_probe')).toBe(false);
    // The nightly run takes every table with data, whatever the counters say (PGlite's restart at zero).
    expect(await tablesDue(database.db, { every: true })).toContainEqual({
      schema: 'public',
      table: 'upkeep_probe',
      vacuum: true,
    });
  });
});
