import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPeriodFigureColumns } from '@portal/domain';
import { accounts, portfolioValuations, portfolios } from '../db/schema/index';
import { FIXTURE_AS_OF } from '../testing/portfolio-fixtures';
import { revalueBatch } from './revalue-batch';
import { startValuationWorld, type ValuationWorld } from './testing/valuation-world';

const COLUMNS = [
  'change1d',
  'change1m',
  'change3m',
  'changeYtd',
  'change1y',
  'change3y',
  'change5y',
  'changeAll',
  'sinceInception',
] as const;
type Figures = Record<(typeof COLUMNS)[number], number | null>;

const asNumbers = (row: Record<(typeof COLUMNS)[number], string | null>): Figures =>
  Object.fromEntries(COLUMNS.map((c) => [c, row[c] === null ? null : Number(row[c])])) as Figures;

/**
 * The accounts' cached change columns are kept by the revaluations (single and batch), recomputed
 * from the portfolios' stored daily points: after a backdated booking and its revaluation they are
 * what the account's series give now, no longer what they were.
 */
describe("an account's change columns", () => {
  let w: ValuationWorld;
  const account = () => w.world.accounts.investor;
  const portfolioUrl = (id: string) =>
    `/api/portals/${w.world.portalA}/accounts/${account()}/portfolios/${id}`;

  beforeAll(async () => {
    w = await startValuationWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  /** The columns as stored. */
  async function stored(): Promise<Figures> {
    const [row] = await w.db.db
      .select({
        change1d: accounts.change1d,
        change1m: accounts.change1m,
        change3m: accounts.change3m,
        changeYtd: accounts.changeYtd,
        change1y: accounts.change1y,
        change3y: accounts.change3y,
        change5y: accounts.change5y,
        changeAll: accounts.changeAll,
        sinceInception: accounts.sinceInception,
      })
      .from(accounts)
      .where(eq(accounts.id, account()));
    return asNumbers(row!);
  }

  /** The columns computed afresh here from the account's portfolios' stored points (all in pounds). */
  async function fresh(): Promise<Figures> {
    const members = await w.db.db
      .select({ id: portfolios.id, value: portfolios.value })
      .from(portfolios)
      .where(and(eq(portfolios.accountId, account()), eq(portfolios.active, true)));
    const series = await Promise.all(
      members.map(async (m) => ({
        value: m.value ?? '0',
        rates: null,
        points: await w.db.db
          .select({
            date: portfolioValuations.date,
            value: portfolioValuations.value,
            flow: portfolioValuations.netFlow,
          })
          .from(portfolioValuations)
          .where(eq(portfolioValuations.portfolioId, m.id))
          .orderBy(asc(portfolioValuations.date)),
      })),
    );
    return asNumbers(accountPeriodFigureColumns(series, FIXTURE_AS_OF));
  }

  const book = (id: string, amount: string, server = w.server) =>
    w.call(
      'POST',
      `${portfolioUrl(id)}/transactions`,
      {
        type: 'Contribution',
        name: 'Contribution',
        symbol: 'CASH',
        date: '2024-06-03',
        amount,
        currency: 'GBP',
      },
      server,
    );

  it('are recomputed by a revaluation from the portfolios’ series', async () => {
    const first = await stored();
    expect(first.changeAll).not.toBeNull();
    expect(first.sinceInception).toBe(first.changeAll);
    expect(first).toEqual(await fresh());
  });

  it('follow a backdated booking re-valued in a batch', async () => {
    const before = await stored();
    expect((await book(w.portfolios.isa, '500000', w.noJobs)).statusCode).toBe(201);
    // Booked but not yet re-valued: the columns are still the old series'.
    expect(await stored()).toEqual(before);

    const outcome = await revalueBatch(w.db.db, [w.portfolios.isa], FIXTURE_AS_OF);
    expect(outcome).toEqual({ done: 1, failed: [] });
    const after = await stored();
    expect(after).toEqual(await fresh());
    // Idle cash from June 2024 weighs the account towards the ISA's diluted return.
    expect(after.changeAll).not.toBe(before.changeAll);
  });

  it('follow a backdated booking re-valued by its job', async () => {
    const before = await stored();
    expect((await book(w.portfolios.gia, '250000')).statusCode).toBe(201);
    await w.revalued([w.portfolios.gia]);
    const after = await stored();
    expect(after).toEqual(await fresh());
    expect(after.changeAll).not.toBe(before.changeAll);
  });
});
