import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@portal/domain';
import { findAccountForPage, findAccountKey } from '../accounts/account-repository';
import { accounts, portfolios } from '../db/schema/index';
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

  it("takes the stamps read with the page's scope check as its own query's", async () => {
    const cache = new AccountPageCache(db.db, () => 1_000_000);
    let computed = 0;
    const compute = async () => ({ run: ++computed });
    const account = world.accounts.investor;
    const investor: Viewer = {
      userId: world.users.investor,
      email: 'investor@example.test',
      role: 'investor',
      organisationId: null,
      locale: 'en',
      sessionId: 'test',
      mfaValidated: true,
    };
    const inScope = async () => {
      const found = await findAccountForPage(db.db, investor, world.portalA, account);
      const [row] = await db.db
        .select({ value: accounts.value })
        .from(accounts)
        .where(eq(accounts.id, account));
      // The same keys as every other route's scope check, and the row's value.
      expect(found).toMatchObject({
        ...(await findAccountKey(db.db, investor, world.portalA, account)),
        ...row,
      });
      return { account: found!.updatedAt, portfolios: found!.portfoliosUpdatedAt };
    };

    expect(JSON.parse((await cache.kept(account, '2026-11-20', compute, await inScope())).body)).toEqual({
      run: 1,
    });
    // The cache's own stamp query finds the same fingerprint: the page stands.
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 1 });
    await db.db
      .update(portfolios)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(portfolios.id, world.portfolios.large));
    expect(JSON.parse((await cache.kept(account, '2026-11-20', compute, await inScope())).body)).toEqual({
      run: 2,
    });
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 2 });
    await db.db
      .update(accounts)
      .set({ updatedAt: new Date(Date.now() + 120_000) })
      .where(eq(accounts.id, account));
    expect(JSON.parse((await cache.kept(account, '2026-11-20', compute, await inScope())).body)).toEqual({
      run: 3,
    });
    expect(JSON.parse(await cache.page(account, '2026-11-20', compute))).toEqual({ run: 3 });
    // Out of scope: another portal's, or another client's.
    expect(await findAccountForPage(db.db, investor, world.portalB, account)).toBeNull();
    expect(await findAccountForPage(db.db, investor, world.portalA, world.accounts.neighbour)).toBeNull();
  });
});
