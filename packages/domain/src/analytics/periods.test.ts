import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../schemas/analytics';
import { eachDay, rangeLength, resolvePeriod } from './periods';

describe('resolvePeriod', () => {
  it("makes 'All' the 366-day look-back ending today, with nothing to compare with", () => {
    expect(resolvePeriod('all', '2026-03-01')).toEqual({
      current: { from: '2025-03-01', to: '2026-03-01' },
      previous: null,
    });
  });

  it('gives the §9 lengths and the equal window just before', () => {
    const month = resolvePeriod('1m', '2026-03-31');
    expect(month.current).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(month.previous).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(rangeLength(month.previous!)).toBe(31);
    expect(rangeLength(resolvePeriod('3m', '2026-03-31').current)).toBe(90);
    expect(rangeLength(resolvePeriod('6m', '2026-03-31').current)).toBe(180);
    expect(rangeLength(resolvePeriod('12m', '2026-03-31').current)).toBe(365);
  });

  it('gives the last whole calendar months (this month left out) against the months before them', () => {
    expect(resolvePeriod('last1m', '2026-03-31')).toEqual({
      current: { from: '2026-02-01', to: '2026-02-28' },
      previous: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(resolvePeriod('last3m', '2026-01-15')).toEqual({
      current: { from: '2025-10-01', to: '2025-12-31' },
      previous: { from: '2025-07-01', to: '2025-09-30' },
    });
    expect(resolvePeriod('last12m', '2026-11-22').current).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(resolvePeriod('last6m', '2026-11-22').previous).toEqual({ from: '2025-11-01', to: '2026-04-30' });
  });

  it('gives the tax year so far (from 5 April, §9) and the previous tax year, each against the year before', () => {
    expect(resolvePeriod('taxYear', '2026-11-22')).toEqual({
      current: { from: '2026-04-05', to: '2026-11-22' },
      previous: { from: '2025-04-05', to: '2025-11-22' },
    });
    expect(resolvePeriod('taxYear', '2026-04-04').current).toEqual({ from: '2025-04-05', to: '2026-04-04' });
    expect(resolvePeriod('previousTaxYear', '2026-11-22')).toEqual({
      current: { from: '2025-04-05', to: '2026-04-04' },
      previous: { from: '2024-04-05', to: '2025-04-04' },
    });
    expect(analyticsQuerySchema.parse({ period: 'previousTaxYear' }).period).toBe('previousTaxYear');
  });

  it('takes a custom range as given and compares it with the same number of days before', () => {
    expect(resolvePeriod('custom', '2026-03-31', { from: '2024-02-28', to: '2024-03-01' })).toEqual({
      current: { from: '2024-02-28', to: '2024-03-01' },
      previous: { from: '2024-02-25', to: '2024-02-27' },
    });
    expect(() => resolvePeriod('custom', '2026-03-31')).toThrow();
  });

  it('lists every day of a range, across a leap day', () => {
    expect(eachDay({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachDay({ from: '2024-03-02', to: '2024-03-01' })).toEqual([]);
  });
});

describe('analyticsQuerySchema', () => {
  const issues = (input: unknown) => {
    const result = analyticsQuerySchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it("defaults to 'All' over clients", () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: 'all', view: 'clients' });
  });

  it('needs both dates of a custom range, in order, at most 366 days apart', () => {
    expect(issues({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
    expect(issues({ period: 'custom', to: '2026-01-31' })).toEqual(['from: validation.date_range_invalid']);
    expect(issues({ period: 'custom', from: '2026-01-31', to: '2026-01-01' })).toEqual([
      'to: validation.date_range_invalid',
    ]);
    expect(issues({ period: 'custom', from: '2024-01-01', to: '2025-12-31' })).toEqual([
      'to: validation.date_range_invalid',
    ]);
    expect(issues({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual([
      'from: validation.date_range_invalid',
    ]);
    expect(issues({ period: 'weekly' })).toEqual(['period: validation.invalid_input']);
  });
});
