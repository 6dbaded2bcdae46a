import { describe, expect, it } from 'vitest';
import {
  endedQuarters,
  firstBusinessDayAfter,
  lastEndedQuarter,
  parseQuarter,
  quarterlyPackDue,
  quarterlyPackRequestSchema,
} from './quarterly-pack';

describe('quarterly packs: quarters', () => {
  it('names a calendar quarter by its §9 end', () => {
    expect(parseQuarter('2025-Q1')).toEqual({
      key: '2025-Q1',
      year: 2025,
      quarter: 1,
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(parseQuarter('2024-Q4')).toMatchObject({ from: '2024-10-01', to: '2024-12-31' });
    expect(parseQuarter('2024-Q5')).toBeNull();
    expect(parseQuarter('2024-q1')).toBeNull();
  });

  it('lists the quarters ended before today, newest first', () => {
    expect(lastEndedQuarter('2026-11-26').key).toBe('2026-Q3');
    // A quarter's last day is not over yet: it is not offered.
    expect(lastEndedQuarter('2026-09-30').key).toBe('2026-Q2');
    expect(endedQuarters('2026-02-10', 3).map((q) => q.key)).toEqual(['2025-Q4', '2025-Q3', '2025-Q2']);
  });

  it('is due from the first business day after the quarter end to the end of that month', () => {
    // 2024-06-30 was a Sunday: Monday 1 July; the days after catch up a clock that was down.
    expect(quarterlyPackDue('2024-06-28')).toBeNull();
    expect(quarterlyPackDue('2024-07-01')?.key).toBe('2024-Q2');
    expect(quarterlyPackDue('2024-07-02')?.key).toBe('2024-Q2');
    expect(quarterlyPackDue('2024-07-31')?.key).toBe('2024-Q2');
    expect(quarterlyPackDue('2024-08-01')).toBeNull();
    // 2023-09-30 a Saturday, 1 October a Sunday: Monday 2 October.
    expect(firstBusinessDayAfter('2023-09-30')).toBe('2023-10-02');
    expect(quarterlyPackDue('2023-10-01')).toBeNull();
    expect(quarterlyPackDue('2023-10-02')?.key).toBe('2023-Q3');
    expect(quarterlyPackDue('2023-05-15')).toBeNull();
  });

  it('validates the admin request', () => {
    const portalId = '7d7f4f3e-6a61-4d8e-9b1e-1c2b3a4d5e6f';
    expect(quarterlyPackRequestSchema.safeParse({ portalId, quarter: '2025-Q2' }).success).toBe(true);
    expect(quarterlyPackRequestSchema.safeParse({ portalId, quarter: '2025-06-30' }).success).toBe(false);
    expect(quarterlyPackRequestSchema.safeParse({ portalId: 'x', quarter: '2025-Q2' }).success).toBe(false);
    expect(
      quarterlyPackRequestSchema.safeParse({ portalId, quarter: '2025-Q2', groupId: 'nope' }).success,
    ).toBe(false);
  });
});
