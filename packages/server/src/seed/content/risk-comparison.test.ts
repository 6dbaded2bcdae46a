import { riskComparisonSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { modelData } from './advice';
import { riskComparisonOf } from './risk-comparison';

describe('seeded risk comparison', () => {
  it('splits each class into sectors in whole percents that add up to the class', () => {
    const data = riskComparisonOf([
      { level: 2, classes: modelData(20) },
      { level: 8, classes: modelData(80) },
    ]);
    expect(riskComparisonSchema.parse(data)).toEqual(data);
    const equities = data.assetClasses[0]!;
    expect(equities.values).toEqual([20, 80]);
    // 20 × (0.24, 0.18, 0.16, 0.16, 0.14, 0.12) = 4.8, 3.6, 3.2, 3.2, 2.8, 2.4 → largest remainders.
    expect(equities.sectors.map((s) => s.values[0])).toEqual([5, 4, 3, 3, 3, 2]);
    for (const assetClass of data.assetClasses)
      assetClass.values.forEach((value, i) =>
        expect(assetClass.sectors.reduce((sum, s) => sum + s.values[i]!, 0)).toBe(value),
      );
  });
});
