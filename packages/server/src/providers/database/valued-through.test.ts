import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, FIXTURE_AS_OF, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import { revaluePortfolio } from '../../valuations/revalue-portfolio';
import { databaseProvider } from '../select-provider';

const notValued = { value: null, reason: 'not_valued' };

/**
 * Figures the daily clock has not brought up to date (issue 13): the database provider says, per
 * portfolio and per account (its least current portfolio), the day they are valued through and
 * whether that is behind the last weekday before today; periods none of whose days is valued are
 * null ('not_valued'), never the 0.00 % of an older day. The fixture's GIA is valued through Sunday
 * 1 June 2025 (its last closes), its ISA through Tuesday 3 June.
 */
describe('figures valued through a day before the last weekday', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let fixture: PortfolioWorld;
  const account = () => ({ id: world.accounts.investor, externalId: fixture.accountExternalId });
  const pageOn = (today: string) => databaseProvider(db.db, () => today).getAccountPage(account(), today);
  const periodOf = (periods: { period: string; portfolio: unknown }[], period: string) =>
    periods.find((p) => p.period === period)!.portfolio;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    fixture = await addPortfolioWorld(db.db, world);
    await revaluePortfolio(db.db, fixture.gia, FIXTURE_AS_OF);
    await revaluePortfolio(db.db, fixture.isa, '2025-06-03');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('are current on the Monday after the weekend they were valued through', async () => {
    const page = await pageOn('2025-06-02');
    expect(page.valuedThrough).toEqual({ date: FIXTURE_AS_OF, behind: false });
    for (const p of page.portfolios) expect(periodOf(p.performance.periods, '1D')).not.toEqual(notValued);
  });

  it('are announced when behind, and show no 1D for a day not valued', async () => {
    // Thursday 5 June: the last weekday is Wednesday 4 June, after both portfolios' dates.
    const page = await pageOn('2025-06-05');
    expect(page.valuedThrough).toEqual({ date: FIXTURE_AS_OF, behind: true });
    const gia = page.portfolios.find((p) => p.portfolio.id === fixture.gia)!;
    expect(gia.performance.valuedThrough).toEqual({ date: FIXTURE_AS_OF, behind: true });
    const isa = page.portfolios.find((p) => p.portfolio.id === fixture.isa)!;
    expect(periodOf(gia.performance.periods, '1D')).toEqual(notValued);
    expect(periodOf(gia.inAccountCurrency!.periods, '1D')).toEqual(notValued);
    expect(periodOf(page.overview.portfolios.find((p) => p.id === fixture.gia)!.periods, '1D')).toEqual(
      notValued,
    );
    // June to date is Sunday 1 June alone, which holds Friday's closes: no business day valued.
    expect(periodOf(gia.performance.periods, '1M')).toEqual(notValued);
    // The quarter to date (since 31 March) is valued through the 1st: a figure, the notice says so.
    expect((periodOf(gia.performance.periods, '3M') as { value: number | null }).value).not.toBeNull();
    // The ISA, valued through Tuesday 3 June, has June to date.
    expect((periodOf(isa.performance.periods, '1M') as { value: number | null }).value).not.toBeNull();
    expect(isa.performance.valuedThrough).toEqual({ date: '2025-06-03', behind: true });
  });

  it('show no month or quarter to date once a new month and quarter have begun', async () => {
    const page = await pageOn('2025-07-03');
    const gia = page.portfolios.find((p) => p.portfolio.id === fixture.gia)!;
    for (const period of ['1D', '1M', '3M'])
      expect(periodOf(gia.performance.periods, period)).toEqual(notValued);
    expect((periodOf(gia.performance.periods, 'YTD') as { value: number | null }).value).not.toBeNull();
    // The performance tab says the same.
    const view = await databaseProvider(db.db, () => '2025-07-03').getPerformance({
      account: account(),
      portfolioId: fixture.gia,
    });
    expect(view!.valuedThrough).toEqual({ date: FIXTURE_AS_OF, behind: true });
    expect(periodOf(view!.periods, '1M')).toEqual(notValued);
    // A range that ends on the day the figures reach is not behind.
    const june = await databaseProvider(db.db, () => '2025-07-03').getPerformance(
      { account: account(), portfolioId: fixture.gia },
      { from: '2025-01-01', to: FIXTURE_AS_OF },
    );
    expect(june!.valuedThrough).toEqual({ date: FIXTURE_AS_OF, behind: false });
    expect(periodOf(june!.periods, '1M')).not.toEqual(notValued);
  });
});
