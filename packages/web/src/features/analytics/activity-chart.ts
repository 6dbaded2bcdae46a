import type { AnalyticsSummary } from '@portal/domain';
import { CHART_PALETTE } from '@portal/domain';

import { chartTime, type ChartSpec } from '../../ui/charts/chart-spec';
import { formatDate } from '../../ui/format';

/** The counters drawn, stacked: together they are each day's total. */
export const SERIES_FIELDS = ['logins', 'views', 'downloads', 'messages', 'other'] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];

export interface ActivityChartText {
  date: string;
  total: string;
  labels: Record<SeriesField, string>;
  summary: (values: { from: string; to: string; total: string; busiest: string }) => string;
}

/**
 * Daily activity as stacked bars on a time axis (dates shifted by 3 hours, §9); the table lists the
 * days that had any activity, so a year of mostly quiet days stays readable.
 */
export function activityChart(series: AnalyticsSummary['series'], text: ActivityChartText): ChartSpec {
  const busiest = series.reduce<(typeof series)[number] | null>(
    (best, day) => (day.total > (best?.total ?? 0) ? day : best),
    null,
  );
  const total = series.reduce((sum, day) => sum + day.total, 0);
  return {
    option: {
      grid: { left: 40, right: 12, top: 48, bottom: 32, containLabel: false },
      legend: { top: 0, type: 'scroll' },
      tooltip: {
        trigger: 'axis',
        // The date heading the tooltip is written in the user's language by the Chart (localizeOption).
        axisPointer: { type: 'shadow' },
      },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', minInterval: 1 },
      series: SERIES_FIELDS.map((field, index) => ({
        name: text.labels[field],
        type: 'bar',
        stack: 'events',
        barMaxWidth: 14,
        itemStyle: { color: CHART_PALETTE[index % CHART_PALETTE.length] },
        data: series.map((day) => [chartTime(day.date), day[field]]),
      })),
    },
    table: {
      head: [text.date, ...SERIES_FIELDS.map((field) => text.labels[field]), text.total],
      rows: series
        .filter((day) => day.total > 0)
        .map((day) => [
          formatDate(day.date),
          ...SERIES_FIELDS.map((field) => String(day[field])),
          String(day.total),
        ]),
    },
    summary: text.summary({
      from: formatDate(series[0]?.date),
      to: formatDate(series[series.length - 1]?.date),
      total: String(total),
      busiest: busiest ? formatDate(busiest.date) : '—',
    }),
  };
}
