import { addDays } from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../db/schema/index';
import { seededCopy } from '../seed/seeded-copy';
import { TEST_AS_OF, type SeededDatabase } from '../seed/test-support';
import { PGLITE_PORTFOLIOS_PER_TRANSACTION, revalueBatch } from './revalue-batch';

/** Three weekdays after the seed's as-of date: every seeded portfolio has days to value. */
const TODAY = addDays(TEST_AS_OF, 3);
/** As many portfolios as two of the clock's batches: the whole of this catch-up. */
const PORTFOLIOS = 40;
/** Queries one after another, as a request makes them (the rate limit, the session, the user, …). */
const REQUEST_QUERIES = 6;

/**
 * On PGlite every query waits for the transaction in progress to end (one session). The clock's
 * catch-up after a cold start values every seeded portfolio; in one transaction per batch a request
 * made of several queries waited a batch per query, 30 s and more in all. Valued a few accounts per
 * transaction, a request waits for one of those per query and is answered while the catch-up goes
 * on. (On PostgreSQL a request has a connection of its own; the test holds there too.)
 */
describe('a request during the clock’s catch-up', () => {
  let seeded: SeededDatabase;
  let ids: string[];

  beforeAll(async () => {
    seeded = await seededCopy();
    const rows = await seeded.db.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(eq(portfolios.active, true))
      .orderBy(asc(portfolios.id))
      .limit(PORTFOLIOS);
    ids = rows.map((row) => row.id);
  }, 300_000);
  afterAll(async () => {
    await seeded?.drop();
  });

  it('is answered before the catch-up ends, which still values every portfolio', async () => {
    const db = seeded.db.db;
    let catchUpEnded = Number.POSITIVE_INFINITY;
    const catchUp = revalueBatch(db, ids, TODAY, { perTransaction: PGLITE_PORTFOLIOS_PER_TRANSACTION }).then(
      (outcome) => {
        catchUpEnded = performance.now();
        return outcome;
      },
    );
    // Issued once the catch-up has begun its work.
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < REQUEST_QUERIES; i++) await db.execute(sql`select count(*) from sessions`);
    const answered = performance.now();
    const outcome = await catchUp;

    expect(answered).toBeLessThan(catchUpEnded);
    expect(outcome).toEqual({ done: PORTFOLIOS, failed: [] });
    const valued = await db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(inArray(portfolios.id, ids), eq(portfolios.valuedThrough, TODAY)));
    expect(valued).toHaveLength(PORTFOLIOS);
  }, 300_000);
});
