import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { benchmarks, benchmarkValues } from '../../db/schema/index';
import { upsertLevels } from '../../market-data/store-market-data';
import { benchmarkLevels } from './market';

let db: TestDatabase;
let benchmarkId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [row] = await db.db
    .insert(benchmarks)
    .values({ name: 'Kept Index', code: 'kept-index', currency: 'GBP' })
    .returning({ id: benchmarks.id });
  benchmarkId = row!.id;
  await db.db.insert(benchmarkValues).values([
    { benchmarkId, date: '2026-01-02', value: '100' },
    { benchmarkId, date: '2026-01-05', value: '101' },
  ]);
});
afterAll(async () => db?.drop());

describe('benchmark levels', () => {
  it('are kept between reads and read again after a level is added, corrected or removed', async () => {
    const first = (await benchmarkLevels(db.db, ['Kept Index'])).get('Kept Index');
    expect(first).toEqual({ dates: ['2026-01-02', '2026-01-05'], levels: [100, 101] });
    // Unchanged: the same series, not a new read.
    expect((await benchmarkLevels(db.db, ['Kept Index'])).get('Kept Index')).toBe(first);

    await upsertLevels(db.db, benchmarkId, [{ date: '2026-01-06', level: '102' }]);
    expect((await benchmarkLevels(db.db, ['Kept Index'])).get('Kept Index')).toEqual({
      dates: ['2026-01-02', '2026-01-05', '2026-01-06'],
      levels: [100, 101, 102],
    });

    // A correction in place (same dates, same count) is stamped by its writer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await upsertLevels(db.db, benchmarkId, [{ date: '2026-01-05', level: '101.5' }]);
    expect((await benchmarkLevels(db.db, ['Kept Index'])).get('Kept Index')?.levels).toEqual([
      100, 101.5, 102,
    ]);

    await db.db.delete(benchmarkValues).where(eq(benchmarkValues.date, '2026-01-02'));
    expect((await benchmarkLevels(db.db, ['Kept Index'])).get('Kept Index')?.dates).toEqual([
      '2026-01-05',
      '2026-01-06',
    ]);
    expect((await benchmarkLevels(db.db, ['Unknown Index'])).size).toBe(0);
  });
});
