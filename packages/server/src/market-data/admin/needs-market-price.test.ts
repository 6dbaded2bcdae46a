import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCurrencyOf, isPropertyHolding } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { rowsOf } from '../../providers/database/market';
import { needsMarketPrice } from './needs-market-price';

interface Case {
  symbol: string | null;
  name: string;
  assetClass: string | null;
  annualGrowth: string | null;
  pricePoints: { date: string; value: string }[] | null;
}

const line = (over: Partial<Case>): Case => ({
  symbol: 'VOD.L',
  name: 'Vodafone',
  assetClass: 'Equity',
  annualGrowth: null,
  pricePoints: null,
  ...over,
});

const CASES: Case[] = [
  line({}),
  line({ symbol: 'CASH.GBP', assetClass: 'Cash' }),
  line({ symbol: 'CASH.USD', assetClass: null }),
  // Not a cash line by the engine's rule: it is valued from a price like any other.
  line({ symbol: 'CASH', assetClass: 'Cash' }),
  line({ symbol: 'CASH.', assetClass: 'Cash' }),
  line({ symbol: 'cash.gbp' }),
  line({ symbol: null, name: 'CASH.EUR' }),
  line({ symbol: 'FLAT-1', assetClass: 'Property', annualGrowth: '3.5' }),
  line({ symbol: 'FLAT-2', assetClass: 'property', annualGrowth: '0' }),
  line({ symbol: 'FLAT-3', assetClass: 'Property', pricePoints: [{ date: '2024-01-01', value: '250000' }] }),
  // A property fund without growth or points is priced by the market.
  line({ symbol: 'PROPFUND', assetClass: 'Property', pricePoints: [] }),
  line({ symbol: 'PROPFUND', assetClass: 'Property' }),
  line({ symbol: 'GROWTH', assetClass: 'Equity', annualGrowth: '5' }),
];

/** What the engine does: a cash line at 1, a property from its own data, anything else at a close. */
const engineNeedsPrice = (c: Case) =>
  !(
    cashCurrencyOf(c.symbol ?? c.name) ||
    isPropertyHolding({ ...c, symbol: c.symbol ?? c.name, units: '1', currency: 'GBP' })
  );

describe('needsMarketPrice: the engine’s rule in SQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it.each(
    CASES.map((c) => [c.symbol ?? c.name, c.assetClass, c.annualGrowth, c.pricePoints?.length ?? null, c]),
  )('%s (%s, growth %s, points %s) agrees with the engine', async (_symbol, _class, _growth, _points, c) => {
    const needs = needsMarketPrice({
      symbol: sql`${c.symbol}::text`,
      name: sql`${c.name}::text`,
      assetClass: sql`${c.assetClass}::text`,
      annualGrowth: sql`${c.annualGrowth}::numeric`,
      pricePoints: sql`${c.pricePoints === null ? null : JSON.stringify(c.pricePoints)}::jsonb`,
    });
    const [row] = await rowsOf<{ needs: boolean }>(db.db, sql`select ${needs} as needs`);
    expect(row!.needs).toBe(engineNeedsPrice(c));
  });

  it('covers both answers', () => {
    expect(new Set(CASES.map(engineNeedsPrice))).toEqual(new Set([true, false]));
  });
});
