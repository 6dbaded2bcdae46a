import { describe, expect, it } from 'vitest';

import { activityChart } from './activity-chart';
import { customRangeError } from './period-filter';

describe('customRangeError', () => {
  it('wants both dates, in order, at most 366 days apart', () => {
    expect(customRangeError('', '2026-01-01')).toBe('analytics.filter.rangeMissing');
    expect(customRangeError('2026-02-01', '2026-01-01')).toBe('analytics.filter.rangeOrder');
    expect(customRangeError('2024-01-01', '2026-01-01')).toBe('analytics.filter.rangeTooLong');
    expect(customRangeError('2026-01-01', '2026-01-01')).toBeNull();
  });
});

describe('activityChart', () => {
  const day = (date: string, views: number) => ({
    date,
    logins: 1,
    views,
    messages: 0,
    downloads: 0,
    other: 0,
    total: views + 1,
    activeUsers: 1,
  });
  const text = {
    date: 'Date',
    total: 'Total',
    labels: {
      logins: 'Logins',
      views: 'Views',
      downloads: 'Downloads',
      messages: 'Messages',
      other: 'Other',
    },
    summary: (values: Record<string, string>) => `${values.total} busiest ${values.busiest}`,
  };

  it('stacks one bar series per counter and tables only the active days', () => {
    const spec = activityChart(
      [day('2026-01-01', 2), { ...day('2026-01-02', 0), logins: 0, total: 0 }, day('2026-01-03', 5)],
      text,
    );
    expect((spec.option.series as unknown[]).length).toBe(5);
    expect(spec.table.head).toEqual(['Date', 'Logins', 'Views', 'Downloads', 'Messages', 'Other', 'Total']);
    expect(spec.table.rows.map((row) => row.at(-1))).toEqual(['3', '6']);
    expect(spec.summary).toBe('9 busiest 3 Jan 2026');
  });
});
