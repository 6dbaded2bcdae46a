import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFigureColumns } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { funds } from '../db/schema/index';
import { correctPrice } from '../market-data/admin/correct-market-data';
import { adminViewer } from '../market-data/imports/market-fixtures';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { revalueAfterMarketWrite } from '../valuations/revaluation-jobs';
import { refreshFundFigures } from './fund-figures';
import { createFundWorld, FUND_AS_OF, type FundWorld } from './testing/fund-fixtures';

/**
 * The explorer funds' price, price date and change columns come from their instrument's stored
 * closes: recomputed by the hook every market write runs (imports and corrections), so a new close
 * moves them at once.
 */
describe("explorer funds' cached figures", () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let f: FundWorld;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    f = await createFundWorld(db.db, { portalA: world.portalA, portalB: world.portalB });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const stored = async () => {
    const [row] = await db.db
      .select({
        price: funds.price,
        priceDate: funds.priceDate,
        change1d: funds.change1d,
        change1m: funds.change1m,
        changeYtd: funds.changeYtd,
        change1y: funds.change1y,
        change5y: funds.change5y,
        changeAll: funds.changeAll,
      })
      .from(funds)
      .where(eq(funds.id, f.funds.globalEquity));
    return row!;
  };
  const asNumber = (value: string | null) => (value === null ? null : Number(value));

  it('are the closes’ period returns as of the latest close', async () => {
    expect(await refreshFundFigures(db.db, ['TEST.GEQ'])).toBe(1);
    const expected = priceFigureColumns(f.closes, FUND_AS_OF);
    const row = await stored();
    expect(row.priceDate).toBe(FUND_AS_OF);
    expect(Number(row.price)).toBe(217.33);
    // From Sunday 1 June's close (the last before Monday's) to Monday 2 June's.
    expect(row.change1d).not.toBeNull();
    expect(asNumber(row.change1d)).toBe(asNumber(expected.change1d));
    expect(asNumber(row.change5y)).toBe(asNumber(expected.change5y));
    expect(asNumber(row.changeAll)).toBe(asNumber(expected.changeAll));
    expect(row.change5y).not.toBeNull();
  });

  it('follow a new close stored by a correction', async () => {
    const before = await stored();
    await correctPrice(
      db.db,
      adminViewer(world),
      { symbol: 'TEST.GEQ', date: '2025-06-03', price: '230', reason: 'Late close' },
      { today: '2025-06-03', afterWrite: revalueAfterMarketWrite(undefined) },
    );
    const after = await stored();
    expect(after.priceDate).toBe('2025-06-03');
    expect(Number(after.price)).toBe(230);
    expect(asNumber(after.change1d)).toBe(Number(((230 / 217.33 - 1) * 100).toFixed(4)));
    expect(after.changeAll).not.toBe(before.changeAll);
    const expected = priceFigureColumns([...f.closes, { date: '2025-06-03', price: '230' }], '2025-06-03');
    expect(asNumber(after.changeYtd)).toBe(Number(expected.changeYtd));
    expect(asNumber(after.change1y)).toBe(Number(expected.change1y));
  });

  it('leave funds whose closes did not change alone', async () => {
    expect(await refreshFundFigures(db.db, ['NOT.A.FUND'])).toBe(0);
    expect(await refreshFundFigures(db.db, [])).toBe(0);
  });
});
