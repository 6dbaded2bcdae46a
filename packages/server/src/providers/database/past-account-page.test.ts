import { sumMoney } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import { revaluePortfolio } from '../../valuations/revalue-portfolio';
import { databaseProvider } from '../select-provider';

/**
 * The account page of a past day (a report's period end, issue 14): the account and its portfolios
 * are worth what they were at that day's close — the closing values the report's summary states —
 * not today's.
 */
describe('the account page of a past day', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let fixture: PortfolioWorld;
  const today = '2025-06-05';
  const provider = () => databaseProvider(db.db, () => today);
  const account = () => ({ id: world.accounts.investor, externalId: fixture.accountExternalId });

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    fixture = await addPortfolioWorld(db.db, world);
    await revaluePortfolio(db.db, fixture.gia, '2025-06-04');
    await revaluePortfolio(db.db, fixture.isa, '2025-06-04');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('states each portfolio and the account at that close', async () => {
    const past = '2025-03-31';
    const [page, current] = await Promise.all([
      provider().getAccountPage(account(), past),
      provider().getAccountPage(account()),
    ]);
    const closing = await Promise.all(
      page.portfolios.map(async ({ portfolio }) => {
        const performance = await provider().getPerformance(
          { account: account(), portfolioId: portfolio.id },
          { from: '2025-01-01', to: past },
        );
        return performance!.cumulative[performance!.cumulative.length - 1]!.portfolioValue;
      }),
    );
    expect(page.portfolios.map((p) => p.portfolio.value)).toEqual(closing);
    expect(page.account.value).toBe(sumMoney(closing).toFixed(2));
    expect(page.account.portfolios.map((p) => p.value).sort()).toEqual([...closing].sort());
    // The fixture's holdings moved since March: the past page is not today's.
    expect(page.account.value).not.toBe(current.account.value);
  });

  it("keeps today's stored values on today's page", async () => {
    const [page, account_] = await Promise.all([
      provider().getAccountPage(account(), today),
      provider().getAccount(account()),
    ]);
    expect(page.account.value).toBe(account_.value);
  });
});
