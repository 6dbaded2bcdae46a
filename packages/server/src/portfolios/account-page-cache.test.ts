import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { AccountPageCache } from './account-page-cache';

let db: TestDatabase;
let world: AccessWorld;
beforeAll(async () => {
  db = await createTestDatabase();
  world = await createAccessWorld(db.db);
});
afterAll(async () => db?.drop());

describe('account page cache', () => {
  it('answers again from memory until the account or a portfolio changes, or five minutes pass', async () => {
    let clock = 1_000_000;
    const cache = new AccountPageCache(db.db, () => clock);
    let computed = 0;
    const compute = async () => ({ run: ++computed });
    const account = world.accounts.investor;

    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 1 });
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 1 });
    // Another valuation date is another page.
    expect(JSON.parse(await cache.page(account, '2026-11-19', compute))).toEqual({ run: 2 });

    // An edit stamps the portfolio: the next answer is fresh (in any process, through the database).
    await db.db
      .update(portfolios)
      .set({ updatedAt: new Date(Date.now() + 1_000) })
      .where(eq(portfolios.id, world.portfolios.small));
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 3 });
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 3 });

    clock += 5 * 60_000;
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 4 });
  });
});
