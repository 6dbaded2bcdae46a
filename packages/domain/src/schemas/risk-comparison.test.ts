import { describe, expect, it } from 'vitest';
import { riskComparisonColumn, riskComparisonSchema } from './risk-comparison';

const valid = {
  riskLevels: [2, 5, 8],
  assetClasses: [
    {
      name: ' Equities ',
      values: [20, 50.25, 80],
      sectors: [
        { name: 'Technology', values: [10, 25.25, 40] },
        { name: 'Energy', values: [10, 25, 40] },
      ],
    },
    { name: 'Bonds', values: [80, 49.75, 20], sectors: [] },
  ],
};

const issues = (input: unknown) => {
  const result = riskComparisonSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('riskComparisonSchema (§7 risk comparison data)', () => {
  it('takes classes and sectors with one weight per level, names trimmed', () => {
    const parsed = riskComparisonSchema.parse(valid);
    expect(parsed.assetClasses[0]!.name).toBe('Equities');
    expect(parsed.assetClasses[1]!.values).toEqual([80, 49.75, 20]);
  });

  it('names the row whose weights do not match the levels', () => {
    expect(issues({ ...valid, assetClasses: [{ ...valid.assetClasses[1], values: [80, 20] }] })).toEqual([
      'assetClasses.0.values validation.invalid_input',
    ]);
    const sectors = [{ name: 'Technology', values: [10] }];
    expect(issues({ ...valid, assetClasses: [{ ...valid.assetClasses[0], sectors }] })).toContain(
      'assetClasses.0.sectors.0.values validation.invalid_input',
    );
  });

  it('refuses sectors above their class, and classes above 100 at a level', () => {
    const sectors = [{ name: 'Technology', values: [20.01, 1, 1] }];
    expect(issues({ ...valid, assetClasses: [{ ...valid.assetClasses[0], sectors }] })).toEqual([
      'assetClasses.0.sectors validation.invalid_input',
    ]);
    const more = { name: 'Cash', values: [0, 0.01, 0], sectors: [] };
    expect(issues({ ...valid, assetClasses: [...valid.assetClasses, more] })).toEqual([
      'assetClasses.values.1 validation.invalid_input',
    ]);
  });

  it('keeps levels 1-10 ascending, weights 0-100 in hundredths, names to 60 characters', () => {
    expect(issues({ ...valid, riskLevels: [2, 2, 8] })).toEqual(['riskLevels.1 validation.invalid_input']);
    expect(issues({ ...valid, riskLevels: [0, 5, 8] })).toEqual(['riskLevels.0 validation.min_value']);
    expect(issues({ ...valid, riskLevels: [2, 5, 11] })).toEqual(['riskLevels.2 validation.max_value']);
    expect(issues({ riskLevels: [], assetClasses: [] })).toEqual(['riskLevels validation.required_field']);
    const cls = (patch: object) => ({
      riskLevels: [1],
      assetClasses: [{ name: 'A', values: [1], sectors: [], ...patch }],
    });
    // (Also above 100 as a column: both are said.)
    expect(issues(cls({ values: [100.5] }))).toContain('assetClasses.0.values.0 validation.max_value');
    expect(issues(cls({ values: [-1] }))).toEqual(['assetClasses.0.values.0 validation.min_value']);
    expect(issues(cls({ values: [1.005] }))).toEqual(['assetClasses.0.values.0 validation.invalid_input']);
    expect(issues(cls({ name: 'x'.repeat(61) }))).toEqual(['assetClasses.0.name validation.max_characters']);
    expect(issues(cls({ name: '  ' }))).toEqual(['assetClasses.0.name validation.name_required']);
    expect(issues(cls({ colour: 'red' }))).toEqual(['assetClasses.0 validation.unknown_field']);
  });
});

describe('riskComparisonColumn', () => {
  it('is the level’s column, else the nearest below, else the lowest; none without a level', () => {
    expect(riskComparisonColumn([2, 4, 6, 8], 6)).toBe(2);
    expect(riskComparisonColumn([2, 4, 6, 8], 7)).toBe(2);
    expect(riskComparisonColumn([2, 4, 6, 8], 10)).toBe(3);
    expect(riskComparisonColumn([2, 4, 6, 8], 1)).toBe(0);
    expect(riskComparisonColumn([2, 4, 6, 8], null)).toBeNull();
    expect(riskComparisonColumn([], 5)).toBeNull();
  });
});
