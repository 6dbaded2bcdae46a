import { describe, expect, it } from 'vitest';
import { addDays } from '../core/dates';
import { PropertyValuer, propertyChangedFrom, type PropertyData } from './property';

const house: PropertyData = {
  symbol: 'PROP-1',
  currency: 'GBP',
  assetClass: 'Property',
  annualGrowth: '5',
  purchaseDate: '2020-01-01',
  purchaseValue: '100000',
  pricePoints: [
    { date: '2023-01-01', value: '130000' },
    { date: '2022-01-01', value: '120000' },
  ],
};

/** The first day from 2019 to 2025 on which two versions value the property differently. */
function firstDifference(a: PropertyData, b: PropertyData): string | null {
  const [va, vb] = [new PropertyValuer(a), new PropertyValuer(b)];
  let steps = '';
  for (let date = '2019-06-01'; date <= '2025-01-01'; date = addDays(date, 1)) {
    // Equal steps value alike: each pair of steps is valued once.
    const [sa, sb] = [va.stepOn(date), vb.stepOn(date)];
    if (`${sa},${sb}` === steps) continue;
    steps = `${sa},${sb}`;
    const value = (v: PropertyValuer, s: number | undefined) =>
      s === undefined ? null : v.valueOf(s, date).value.toFixed(2);
    if (value(va, sa) !== value(vb, sb)) return date;
  }
  return null;
}

describe('propertyChangedFrom', () => {
  it('starts no later than the first day the two versions value differently', () => {
    const versions: PropertyData[] = [
      { ...house, pricePoints: [...house.pricePoints!, { date: '2024-01-01', value: '140000' }] },
      { ...house, pricePoints: [{ date: '2023-01-01', value: '131000' }, house.pricePoints![1]!] },
      { ...house, annualGrowth: '5.0000' },
      { ...house, annualGrowth: '6' },
      { ...house, purchaseDate: '2020-06-01' },
      { ...house, pricePoints: null },
      { ...house, currency: 'EUR' },
    ];
    for (const after of versions) {
      const from = propertyChangedFrom(house, after);
      const differs = firstDifference(house, after);
      if (differs === null && after.currency === house.currency) expect(from).toBeNull();
      else expect(from! <= (differs ?? from!)).toBe(true);
    }
    // A new price point re-values from its own date, not from the purchase.
    expect(propertyChangedFrom(house, versions[0]!)).toBe('2024-01-01');
    expect(propertyChangedFrom(house, versions[1]!)).toBe('2023-01-01');
    expect(propertyChangedFrom(house, versions[3]!)).toBe('2020-01-01');
  });
});
