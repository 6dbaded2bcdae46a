import { describe, expect, it } from 'vitest';
import { riskComparisonSchema } from '../schemas/risk-comparison';
import { bookRiskComparison, sectionReport } from './book-figures';

describe('the book figures of the static variant', () => {
  it('risk comparison: each class and sector as a share of its risk level, adding up to 100', () => {
    const data = bookRiskComparison([
      { riskLevel: 5, assetClass: 'Equity', sector: 'UK', value: '300' },
      { riskLevel: 5, assetClass: 'Equity', sector: 'US', value: '100' },
      { riskLevel: 5, assetClass: 'Cash', sector: 'Currency', value: '600' },
      { riskLevel: 2, assetClass: 'Cash', sector: 'Currency', value: '1' },
      { riskLevel: 2, assetClass: 'Equity', sector: 'UK', value: '2' },
      { riskLevel: 0, assetClass: 'Cash', sector: 'Currency', value: '5' },
    ]);
    expect(data).toEqual({
      riskLevels: [2, 5],
      assetClasses: [
        { name: 'Cash', values: [33.33, 60], sectors: [{ name: 'Currency', values: [33.33, 60] }] },
        {
          name: 'Equity',
          values: [66.67, 40],
          sectors: [
            { name: 'UK', values: [66.67, 30] },
            { name: 'US', values: [0, 10] },
          ],
        },
      ],
    });
    // The shape the simulator validates and shows.
    expect(riskComparisonSchema.safeParse(data).success).toBe(true);
  });

  it('risk comparison: thirds round so that a level still adds up to exactly 100', () => {
    const data = bookRiskComparison(
      ['A', 'B', 'C'].map((sector) => ({ riskLevel: 3, assetClass: 'Equity', sector, value: '1' })),
    );
    const sectors = data.assetClasses[0]!.sectors.map((s) => s.values[0]!);
    expect(sectors).toEqual([33.34, 33.33, 33.33]);
    expect(data.assetClasses[0]!.values).toEqual([100]);
    expect(
      bookRiskComparison([{ riskLevel: 1, assetClass: 'Cash', sector: 'Currency', value: '0' }]),
    ).toEqual({
      riskLevels: [1],
      assetClasses: [{ name: 'Cash', values: [0], sectors: [{ name: 'Currency', values: [0] }] }],
    });
  });

  it('section report: counted and summed per name and currency, never across currencies', () => {
    expect(
      sectionReport('portfolio-types', [
        { name: 'ISA', currency: 'GBP', value: '0.10' },
        { name: 'ISA', currency: 'GBP', value: '0.20' },
        { name: 'ISA', currency: 'USD', value: '5' },
        { name: 'GIA', currency: 'GBP', value: '5' },
      ]),
    ).toEqual({
      section: 'portfolio-types',
      rows: [
        { name: 'GIA', currency: 'GBP', count: 1, value: '5.00' },
        { name: 'ISA', currency: 'USD', count: 1, value: '5.00' },
        { name: 'ISA', currency: 'GBP', count: 2, value: '0.30' },
      ],
    });
  });
});
