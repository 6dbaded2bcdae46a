import { describe, expect, it } from 'vitest';

import { localizeOption } from '../../ui/charts/chart-locale';
import { chartTime } from '../../ui/charts/chart-spec';
import { renderSvg, svgTexts } from '../../ui/charts/render-svg.test-util';
import { activityChart } from './activity-chart';

/** One day of activity: a login and `views` page views. */
const day = (date: string, views: number) => ({
  date,
  logins: 1,
  views,
  downloads: 0,
  messages: 0,
  other: 0,
  total: views + 1,
  activeUsers: 1,
});
// The analytics look-back: 366 days of activity, one bar stack a day (§9).
const series = Array.from({ length: 366 }, (_, i) =>
  day(new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), i % 7),
);
const text = {
  date: 'Date',
  total: 'Total',
  labels: { logins: 'Logins', views: 'Views', downloads: 'Downloads', messages: 'Messages', other: 'Other' },
  summary: (values: Record<string, string>) => `${values.total} busiest ${values.busiest}`,
};
const english = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('activityChart', () => {
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

describe('activityChart in the user’s language', () => {
  it('writes the days of the time axis with Greek and Icelandic month names', () => {
    const { option } = activityChart(series, text);
    const greek = svgTexts(renderSvg(option, 'el'));
    const icelandic = svgTexts(renderSvg(option, 'is'));
    expect(greek).toEqual(expect.arrayContaining(['Μαρ', 'Μαΐ', 'Ιουλ', 'Σεπ', 'Νοε', '2026']));
    expect(icelandic).toEqual(expect.arrayContaining(['mar.', 'maí', 'júl.', 'sep.', 'nóv.', '2026']));
    expect([...greek, ...icelandic].filter((label) => english.includes(label))).toEqual([]);
  });

  it('leaves English as ECharts draws it and heads the tooltip with the day', () => {
    const { option } = activityChart(series, text);
    expect(svgTexts(renderSvg(option, 'en'))).toEqual(svgTexts(renderSvg(option)));
    const heading = (language: string) =>
      (
        localizeOption(option, language).tooltip as {
          axisPointer: { label: { formatter: (p: { value: number }) => string } };
        }
      ).axisPointer.label.formatter({ value: chartTime('2025-05-31') });
    expect([heading('en'), heading('el'), heading('is')]).toEqual([
      '31 May 2025',
      '31 Μαΐ 2025',
      '31. maí 2025',
    ]);
  });
});
