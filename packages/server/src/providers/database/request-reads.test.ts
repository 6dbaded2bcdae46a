import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import { requestAccountKey, type AccountKey } from '../feeds';
import { databaseProvider } from '../select-provider';
import type { PortfolioRef } from '../types';

/**
 * A route's key (requestAccountKey) has the account's portfolio rows read once for all the feeds
 * its request asks for (decision 133); a key made otherwise reads them per feed, as before. The
 * answers are the same either way.
 */
describe("a request's portfolio rows", () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let fixture: PortfolioWorld;
  const plainKey = (): AccountKey => ({ id: world.accounts.investor, externalId: fixture.accountExternalId });

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    fixture = await addPortfolioWorld(db.db, world);
  });
  afterAll(async () => {
    await db?.drop();
  });

  /**
   * The answer of `read`, how many of the statements it ran read portfolio rows and how many the
   * account's row (either driver).
   */
  async function counted<T>(
    read: () => Promise<T>,
  ): Promise<{ answer: T; rowReads: number; accountReads: number }> {
    // Both drivers' Drizzle databases hold their client (a pg Pool or PGlite) as $client.
    const client = (db.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const rowQuery = /^select "id", "external_id", "name", "type", .* from "portfolios" where/;
    try {
      const answer = await read();
      const texts = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      return {
        answer,
        rowReads: texts.filter((text) => rowQuery.test(text)).length,
        accountReads: texts.filter((text) => /^select .* from "accounts" where "accounts"."id" = /.test(text))
          .length,
      };
    } finally {
      query.mockRestore();
    }
  }

  it('are read once for the portfolio, its performance, transactions and holdings', async () => {
    const provider = databaseProvider(db.db, () => FIXTURE_AS_OF);
    const views = (ref: PortfolioRef) => async () => [
      await provider.getPortfolio(ref),
      await provider.getPerformance(ref),
      await provider.getTransactions(ref, { from: null, to: null }),
      await provider.getHoldings(ref),
    ];
    const plain = await counted(views({ account: plainKey(), portfolioId: fixture.gia }));
    const once = await counted(views({ account: requestAccountKey(plainKey()), portfolioId: fixture.gia }));
    expect(plain.rowReads).toBeGreaterThanOrEqual(5);
    expect(once.rowReads).toBe(1);
    expect(once.answer).toEqual(plain.answer);
    expect(once.answer.every((view) => view !== null)).toBe(true);
  });

  it("find a portfolio by its id in capitals, and not another account's", async () => {
    const provider = databaseProvider(db.db, () => FIXTURE_AS_OF);
    const key = requestAccountKey(plainKey());
    const upper = await provider.getHoldings({ account: key, portfolioId: fixture.gia.toUpperCase() });
    expect(upper).toEqual(await provider.getHoldings({ account: plainKey(), portfolioId: fixture.gia }));
    expect(await provider.getHoldings({ account: key, portfolioId: fixture.neighbourPortfolio })).toBeNull();
    expect(
      await provider.getHoldings({ account: plainKey(), portfolioId: fixture.neighbourPortfolio }),
    ).toBeNull();
  });

  it("are the account page's, read once", async () => {
    const provider = databaseProvider(db.db, () => FIXTURE_AS_OF);
    const plain = await counted(() => provider.getAccountPage(plainKey()));
    const once = await counted(() => provider.getAccountPage(requestAccountKey(plainKey())));
    expect(plain.rowReads).toBe(2);
    expect(once.rowReads).toBe(1);
    expect(once.answer).toEqual(plain.answer);
  });

  it("are the account page's with the account row its route read: that row is not read again", async () => {
    const provider = databaseProvider(db.db, () => FIXTURE_AS_OF);
    const [row] = await db.db
      .select({ name: accounts.name, currency: accounts.currency, value: accounts.value })
      .from(accounts)
      .where(eq(accounts.id, world.accounts.investor));
    const plain = await counted(() => provider.getAccountPage(requestAccountKey(plainKey())));
    const given = await counted(() => provider.getAccountPage(requestAccountKey(plainKey(), row!)));
    expect(plain.accountReads).toBe(1);
    expect(given.accountReads).toBe(0);
    expect(given.rowReads).toBe(1);
    expect(given.answer).toEqual(plain.answer);
    expect(given.answer.account.value).not.toBe('0.00');
  });
});
