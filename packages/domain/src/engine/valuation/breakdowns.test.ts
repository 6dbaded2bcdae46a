import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { largestRemainderWeights } from './allocate';
import { BREAKDOWN_DIMENSIONS, allBreakdowns, breakdown } from './breakdowns';
import { groupHoldings } from './groups';
import type { EngineHolding, ValuedHolding } from './types';

const line = (valueBase: string, extra: Partial<EngineHolding> = {}): ValuedHolding => ({
  symbol: extra.symbol ?? `S${valueBase}`,
  units: '1',
  currency: 'GBP',
  price: '1',
  priceDate: '2024-01-01',
  value: valueBase,
  valueBase,
  return: { value: null, reason: 'missing_data' },
  gainBase: null,
  ...extra,
  costBase: extra.costBase ?? null,
});

describe('breakdowns by dimension', () => {
  it('sums values per name, pence as sterling, missing as Other, largest first, weights to 1', () => {
    const result = breakdown(
      [
        line('600.00', { currency: 'GBX' }),
        line('300.00', { currency: 'USD' }),
        line('100.00', { currency: 'GBP' }),
      ],
      'currency',
    );
    expect(result).toEqual({
      dimension: 'currency',
      total: '1000.00',
      slices: [
        { name: 'GBP', value: '700.00', weight: '0.700000' },
        { name: 'USD', value: '300.00', weight: '0.300000' },
      ],
    });
    expect(breakdown([line('5', { sector: null })], 'sector').slices[0]!.name).toBe('Other');
    expect(Object.keys(allBreakdowns([line('1')]))).toEqual([...BREAKDOWN_DIMENSIONS]);
    expect(BREAKDOWN_DIMENSIONS).toHaveLength(7);
  });

  it('largest remainder: thirds sum to exactly 1; no weights for a zero total', () => {
    expect(largestRemainderWeights(['1', '1', '1'].map((v) => new MoneyDecimal(v)))).toEqual([
      '0.333334',
      '0.333333',
      '0.333333',
    ]);
    expect(largestRemainderWeights([new MoneyDecimal(0)])).toBeNull();
  });

  it('property: weights sum to exactly 1 and values exactly to the total, for any holdings', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => (n / 100).toFixed(2));
    const holdings = fc.array(
      fc.record({ value: cents, region: fc.constantFrom('UK', 'Europe', 'Japan', 'Other', null) }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(holdings, (rows) => {
        const lines = rows.map((r, i) => line(r.value, { symbol: `S${i}`, region: r.region }));
        const total = lines.reduce((sum, l) => sum.plus(l.valueBase), new MoneyDecimal(0));
        const result = breakdown(lines, 'region');
        const values = result.slices.reduce((sum, s) => sum.plus(s.value), new MoneyDecimal(0));
        expect(values.equals(total)).toBe(true);
        if (total.isZero()) return;
        const weights = result.slices.reduce((sum, s) => sum.plus(s.weight!), new MoneyDecimal(0));
        expect(weights.toFixed()).toBe('1');
      }),
    );
  });
});

describe('groupHoldings (§9 order)', () => {
  it('groups Fixed Interest, Equities, Alternatives, Cash, Other in that order', () => {
    const groups = groupHoldings([
      line('10', { assetClass: 'Equity' }),
      line('20', { assetClass: 'Cash' }),
      line('30', { assetClass: 'Fixed income' }),
      line('35', { assetClass: 'Property' }),
      line('5', { assetClass: 'Funds' }),
    ]);
    expect(groups.map((g) => [g.group, g.value, g.weight])).toEqual([
      ['Fixed Interest', '30.00', '0.300000'],
      ['Equities', '10.00', '0.100000'],
      ['Alternatives', '35.00', '0.350000'],
      ['Cash', '20.00', '0.200000'],
      ['Other', '5.00', '0.050000'],
    ]);
  });

  it('calls sterling cash Cash, not Other, even a cash line without an asset class', () => {
    const groups = groupHoldings([
      line('70', { symbol: 'CASH.GBP' }),
      line('30', { symbol: 'CASH.USD', currency: 'USD', assetClass: 'Other' }),
      line('50', { assetClass: null }),
    ]);
    expect(groups.map((g) => [g.group, g.value])).toEqual([
      ['Cash', '100.00'],
      ['Other', '50.00'],
    ]);
  });
});
