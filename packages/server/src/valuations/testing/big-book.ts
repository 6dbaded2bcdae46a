import { eq, sql } from 'drizzle-orm';
import { portfolios } from '../../db/schema/index';
import type { TestDatabase } from '../../db/test-database';
import type { PortfolioWorld } from '../../testing/portfolio-fixtures';

/** A book big enough that valuing it takes a while: 40 lines, 20 years of daily closes, 4,000 trades. */
export async function growBook(db: TestDatabase, fixture: PortfolioWorld, today: string) {
  await db.db.execute(sql`
    insert into instruments (symbol, name, currency)
    select 'BIG' || n, 'Big line ' || n, 'GBP' from generate_series(1, 40) n`);
  await db.db.execute(sql`
    insert into instrument_prices (instrument_id, date, price, currency)
    select i.id, d::date, round((100 + 20 * sin(extract(epoch from d) / 8e6 + i.n))::numeric, 4), 'GBP'
      from (select id, substr(symbol, 4)::int as n from instruments where symbol like 'BIG%') i
      cross join generate_series('2005-06-01'::date, ${today}::date, '1 day') d
     where extract(isodow from d) < 6`);
  const [gia] = await db.db
    .select({ portalId: portfolios.portalId, accountId: portfolios.accountId })
    .from(portfolios)
    .where(eq(portfolios.id, fixture.gia));
  await db.db.execute(sql`
    insert into transactions (portal_id, account_id, portfolio_id, name, symbol, type, date, amount, currency)
    values (${gia!.portalId}, ${gia!.accountId}, ${fixture.gia}, 'Contribution', 'CASH.GBP', 'Contribution',
            '2005-06-01', '50000000', 'GBP')`);
  await db.db.execute(sql`
    insert into transactions (portal_id, account_id, portfolio_id, name, symbol, type, date, amount, units, price, currency)
    select ${gia!.portalId}, ${gia!.accountId}, ${fixture.gia}, 'Big line', 'BIG' || (1 + k % 40), 'Purchase',
           '2005-06-02'::date + (k * 7305 / 4000), '10', '10', '100', 'GBP'
      from generate_series(0, 3999) k`);
}
