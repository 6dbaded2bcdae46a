import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCopy } from '../seed/seeded-copy';
import { TEST_AS_OF, rows, type SeededDatabase } from '../seed/test-support';
import { revaluePortfolio } from './revalue-portfolio';

/**
 * Decisions 43 and 54 left a direct property valued at its purchase price by the daily engine and at
 * its grown value by the holdings list. Now the engine values it from its growth or price points as
 * the list does: every seeded portfolio's last valued point is its value (the holdings list's total,
 * cached by refreshValues), and so after a revaluation from scratch.
 */
let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seededCopy();
}, 600_000);

afterAll(async () => {
  await seeded?.drop();
});

/** Portfolios whose cached value differs from their last valued point (value, last point, as text). */
const disagreeing = (where = 'true') =>
  rows<{ id: string; value: string; last: string }>(
    seeded.db,
    `select p.id, p.value::text as value, v.value::text as last
       from portfolios p
       join lateral (select value from portfolio_valuations where portfolio_id = p.id
                      order by date desc limit 1) v on true
      where ${where} and p.value <> round(v.value, 2)`,
  );

describe('seeded portfolios with a direct property', () => {
  it('end their daily series on their holdings’ value, to the penny, every seeded portfolio', async () => {
    const properties = await rows<{ n: number }>(
      seeded.db,
      `select count(distinct portfolio_id)::int as n from holdings where asset_class = 'Property'`,
    );
    expect(properties[0]!.n).toBeGreaterThan(0);
    expect(await disagreeing()).toEqual([]);
  });

  it('keep that agreement when re-valued from scratch by the revaluation job’s function', async () => {
    const picked = await rows<{ id: string; value: string }>(
      seeded.db,
      `select distinct on (p.currency) p.id, p.value::text as value from portfolios p
         join holdings h on h.portfolio_id = p.id and h.asset_class = 'Property'
        order by p.currency, p.inception`,
    );
    expect(picked.length).toBeGreaterThan(0);
    for (const { id, value } of picked) {
      // The engine's last point before, with the property at its price points, not its purchase price.
      const [grown] = await rows<{ n: number }>(
        seeded.db,
        `select count(*)::int as n from holdings where portfolio_id = '${id}' and asset_class = 'Property'
            and value <> purchase_value`,
      );
      expect(grown!.n).toBeGreaterThan(0);
      await rows(seeded.db, `update portfolios set valued_through = null where id = '${id}'`);
      expect(await revaluePortfolio(seeded.db.db, id, TEST_AS_OF)).not.toBeNull();
      const [after] = await rows<{ value: string }>(
        seeded.db,
        `select value::text as value from portfolios where id = '${id}'`,
      );
      expect(after!.value).toBe(value);
      expect(await disagreeing(`p.id = '${id}'`)).toEqual([]);
    }
  }, 600_000);
});
