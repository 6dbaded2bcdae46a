import { describe, expect, it } from 'vitest';

import { customRangeError } from './period-filter';

describe('customRangeError', () => {
  it('wants both dates, in order, at most 366 days apart', () => {
    expect(customRangeError('', '2026-01-01')).toBe('analytics.filter.rangeMissing');
    expect(customRangeError('2026-02-01', '2026-01-01')).toBe('analytics.filter.rangeOrder');
    expect(customRangeError('2024-01-01', '2026-01-01')).toBe('analytics.filter.rangeTooLong');
    expect(customRangeError('2026-01-01', '2026-01-01')).toBeNull();
  });
});
