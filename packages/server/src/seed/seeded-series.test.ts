import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAccountFigures } from '../valuations/account-figures';
import { revaluePortfolio } from '../valuations/revalue-portfolio';
import { refreshFundFigures } from '../funds/fund-figures';
import { seededCopy } from './seeded-copy';
import { TEST_AS_OF, rows, type SeededDatabase } from './test-support';

/**
 * The seed writes each portfolio's daily series, period figures and cached values itself (a cold
 * start must not wait for the job engine), through the pipeline's engine. Proof that nothing in them
 * is the seed's own: forget that the pipeline ever valued a sample of seeded portfolios, re-value
 * each from scratch with the revaluation job's function, and every stored figure comes out the same.
 */
let seeded: SeededDatabase;
let sample: string[];

beforeAll(async () => {
  seeded = await seededCopy();
  // The demo investor's portfolios, the longest books, every portfolio currency and some with a
  // direct property (a line without market closes).
  const picked = await rows<{ id: string }>(
    seeded.db,
    `(select p.id from portfolios p join accounts a on a.id = p.account_id
       where a.email = (select email from users where role = 'investor' order by created_at limit 1))
     union (select portfolio_id from transactions group by portfolio_id order by count(*) desc limit 2)
     union (select distinct on (currency) id from portfolios order by currency, inception)
     union (select portfolio_id from holdings where asset_class = 'Property' order by portfolio_id limit 2)`,
  );
  sample = picked.map((r) => r.id);
}, 600_000);

afterAll(async () => {
  await seeded?.drop();
});

/** An account's cached value and change columns, as text. */
const ACCOUNT_FIGURES = `value::text, since_inception::text, change_1d::text, change_1m::text, change_3m::text,
  change_ytd::text, change_1y::text, change_3y::text, change_5y::text, change_all::text`;

/** A fund's cached price and change columns, as text. */
const FUND_FIGURES = `id, price::text, price_date::text, change_1d::text, change_1m::text, change_3m::text,
  change_ytd::text, change_1y::text, change_3y::text, change_5y::text, change_all::text`;

/** Everything the pipeline writes for a portfolio (and its account's figures), as the database holds it. */
async function written(portfolioId: string) {
  const db = seeded.db;
  const [portfolio] = await rows(
    db,
    `select value::text, valued_through::text, revalue_from::text, since_inception::text, change_1d::text,
            change_1m::text, change_3m::text, change_ytd::text, change_1y::text, change_3y::text,
            change_5y::text, change_all::text, account_id
       from portfolios where id = '${portfolioId}'`,
  );
  const [account] = await rows(
    db,
    `select ${ACCOUNT_FIGURES} from accounts where id = '${String(portfolio!.account_id)}'`,
  );
  return {
    portfolio,
    account,
    holdings: await rows(
      db,
      `select id, value::text, price::text from holdings where portfolio_id = '${portfolioId}' order by id`,
    ),
    valuations: await rows(
      db,
      `select date::text, value::text, net_flow::text, income::text, fees::text, value_account::text,
              growth_columns, growth_entries, growth_twr
         from portfolio_valuations where portfolio_id = '${portfolioId}' order by date`,
    ),
  };
}

describe('seeded daily series', () => {
  it('are what the revaluation pipeline writes from scratch, to the penny', async () => {
    expect(sample.length).toBeGreaterThanOrEqual(6);
    for (const id of sample) {
      const before = await written(id);
      expect(before.portfolio!.valued_through).toBe(TEST_AS_OF);
      // Every weekday from the first transaction is valued: a daily series, not month starts.
      expect(before.valuations.length).toBeGreaterThan(60);
      await rows(seeded.db, `update portfolios set valued_through = null where id = '${id}'`);
      const revaluation = await revaluePortfolio(seeded.db.db, id, TEST_AS_OF);
      expect(revaluation?.points).toBe(before.valuations.length);
      expect(await written(id), id).toEqual(before);
    }
  }, 600_000);

  it('give every period figure to portfolios older than a year', async () => {
    const missing = await rows(
      seeded.db,
      `select id from portfolios where inception <= date '${TEST_AS_OF}' - interval '13 months'
         and (change_1d is null or change_1m is null or change_3m is null or change_ytd is null
              or change_1y is null or change_all is null)`,
    );
    expect(missing).toEqual([]);
  });

  it('give accounts the change columns a revaluation recomputes from their portfolios’ series', async () => {
    const all = `select id, ${ACCOUNT_FIGURES} from accounts order by id`;
    const before = await rows<Record<string, string | null>>(seeded.db, all);
    await refreshAccountFigures(
      seeded.db.db,
      before.map((a) => a.id!),
      TEST_AS_OF,
    );
    expect(await rows(seeded.db, all)).toEqual(before);
    // Accounts older than a year have every period (and several currencies among them).
    const old = before.filter((a) => a.change_1y !== null);
    expect(old.length).toBeGreaterThan(before.length / 2);
  }, 600_000);

  it('give explorer funds the price and change columns their stored closes give', async () => {
    const all = `select ${FUND_FIGURES} from funds order by id`;
    const before = await rows<Record<string, string | null>>(seeded.db, all);
    expect(before.filter((f) => f.change_1d !== null && f.change_1y !== null).length).toBe(before.length);
    expect(await refreshFundFigures(seeded.db.db, 'all')).toBe(before.length);
    expect(await rows(seeded.db, all)).toEqual(before);
  });
});
