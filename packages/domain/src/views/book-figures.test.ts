import { describe, expect, it } from 'vitest';
import { riskComparisonOf, sectionReport } from './book-figures';

describe('the book figures of the static variant', () => {
  it('risk comparison: each sector’s share of its risk level’s value, levels and names in order', () => {
    const data = riskComparisonOf([
      { riskLevel: 5, assetClass: 'Equity', sector: 'UK', value: '300' },
      { riskLevel: 5, assetClass: 'Equity', sector: 'US', value: '100' },
      { riskLevel: 5, assetClass: 'Cash', sector: 'Currency', value: '600' },
      { riskLevel: 2, assetClass: 'Cash', sector: 'Currency', value: '1' },
      { riskLevel: 2, assetClass: 'Equity', sector: 'UK', value: '2' },
    ]);
    expect(data).toEqual([
      {
        name: 'Cash',
        sectors: [
          {
            name: 'Currency',
            values: [
              { riskLevel: 2, value: '33.33' },
              { riskLevel: 5, value: '60.00' },
            ],
          },
        ],
      },
      {
        name: 'Equity',
        sectors: [
          {
            name: 'UK',
            values: [
              { riskLevel: 2, value: '66.67' },
              { riskLevel: 5, value: '30.00' },
            ],
          },
          { name: 'US', values: [{ riskLevel: 5, value: '10.00' }] },
        ],
      },
    ]);
    expect(riskComparisonOf([{ riskLevel: 1, assetClass: 'Cash', sector: 'Currency', value: '0' }])).toEqual([
      { name: 'Cash', sectors: [{ name: 'Currency', values: [{ riskLevel: 1, value: '0.00' }] }] },
    ]);
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
