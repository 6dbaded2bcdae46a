import type { ReturnValue } from '@portal/domain';

import { formatDate, formatPercentLabel, formatReturn } from '../format';
import { chartTime, plotNumber, type ChartSpec } from './chart-spec';
import { CHART_SERIES_COLOURS } from './palettes';

/** Words the performance charts need, already translated. */
export interface SeriesText {
  portfolio: string;
  benchmark: string;
  date: string;
  /** The description, with {{from}}, {{to}}, {{portfolio}}, {{benchmark}} filled in by the builder. */
  summary: (values: Record<string, string>) => string;
}

const percentAxis = {
  type: 'value',
  axisLabel: { formatter: (value: number) => formatPercentLabel(value, 1) },
};

function timeTooltip(unit: 'percent' | 'fraction') {
  return {
    trigger: 'axis',
    valueFormatter: (value: number | null) =>
      value === null || value === undefined ? '—' : formatReturn(unit === 'percent' ? value / 100 : value),
    // The date heading the tooltip is written in the user's language by the Chart (localizeOption).
    axisPointer: { type: 'line' },
  };
}

function lineSeries(name: string, colour: string, data: [number, number | null][], area = false) {
  return {
    name,
    type: 'line',
    showSymbol: data.length < 40,
    connectNulls: false,
    lineStyle: { width: 2, color: colour },
    itemStyle: { color: colour },
    ...(area ? { areaStyle: { opacity: 0.08, color: colour } } : {}),
    data,
  };
}

/**
 * Cumulative return against the benchmark (§2, §9): the percent figures of the performance list on a
 * time axis (dates shifted by 3 hours, §9); a missing benchmark point is a gap, not 0 %.
 */
export function cumulativeChart(
  points: readonly { date: string; portfolio: number; benchmark: number | null }[],
  text: SeriesText,
): ChartSpec {
  const portfolio = points.map((p): [number, number | null] => [chartTime(p.date), p.portfolio]);
  const benchmark = points.map((p): [number, number | null] => [chartTime(p.date), p.benchmark]);
  const hasBenchmark = points.some((p) => p.benchmark !== null);
  const last = points[points.length - 1];
  return {
    option: {
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      legend: { top: 0 },
      tooltip: timeTooltip('percent'),
      xAxis: { type: 'time' },
      yAxis: percentAxis,
      series: [
        lineSeries(text.portfolio, CHART_SERIES_COLOURS.portfolio, portfolio, true),
        ...(hasBenchmark ? [lineSeries(text.benchmark, CHART_SERIES_COLOURS.benchmark, benchmark)] : []),
      ],
    },
    table: {
      head: [text.date, text.portfolio, ...(hasBenchmark ? [text.benchmark] : [])],
      rows: points.map((p) => [
        formatDate(p.date),
        formatReturn(p.portfolio / 100),
        ...(hasBenchmark ? [p.benchmark === null ? '—' : formatReturn(p.benchmark / 100)] : []),
      ]),
    },
    summary: text.summary({
      from: formatDate(points[0]?.date),
      to: formatDate(last?.date),
      portfolio: last ? formatReturn(last.portfolio / 100) : '—',
      benchmark: last && last.benchmark !== null ? formatReturn(last.benchmark / 100) : '—',
    }),
  };
}

/** A line of returns over time (rolling 12 months, simulated): null values are gaps. */
export function returnLineChart(
  points: readonly { date: string; portfolio: ReturnValue | number; benchmark?: ReturnValue | null }[],
  text: SeriesText,
): ChartSpec {
  const value = (r: ReturnValue | number | null | undefined) =>
    r === null || r === undefined ? null : typeof r === 'number' ? r : r.value;
  const hasBenchmark = points.some((p) => value(p.benchmark) !== null);
  const series = (pick: (p: (typeof points)[number]) => number | null) =>
    points.map((p): [number, number | null] => {
      const v = pick(p);
      return [chartTime(p.date), v === null ? null : v * 100];
    });
  const last = points[points.length - 1];
  return {
    option: {
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      legend: { top: 0 },
      tooltip: timeTooltip('percent'),
      xAxis: { type: 'time' },
      yAxis: percentAxis,
      series: [
        lineSeries(
          text.portfolio,
          CHART_SERIES_COLOURS.portfolio,
          series((p) => value(p.portfolio)),
        ),
        ...(hasBenchmark
          ? [
              lineSeries(
                text.benchmark,
                CHART_SERIES_COLOURS.benchmark,
                series((p) => value(p.benchmark)),
              ),
            ]
          : []),
      ],
    },
    table: {
      head: [text.date, text.portfolio, ...(hasBenchmark ? [text.benchmark] : [])],
      rows: points.map((p) => [
        formatDate(p.date),
        formatReturn(value(p.portfolio)),
        ...(hasBenchmark ? [formatReturn(value(p.benchmark))] : []),
      ]),
    },
    summary: text.summary({
      from: formatDate(points[0]?.date),
      to: formatDate(last?.date),
      portfolio: last ? formatReturn(value(last.portfolio)) : '—',
      benchmark: last ? formatReturn(value(last.benchmark)) : '—',
    }),
  };
}

/**
 * Bars of period returns (discrete periods, calendar years): one group per period, portfolio and
 * benchmark side by side. A return that cannot be computed draws no bar and reads '—' in the table.
 */
export function periodBarsChart(
  periods: readonly { label: string; portfolio: ReturnValue; benchmark: ReturnValue }[],
  text: Omit<SeriesText, 'date'> & { period: string },
): ChartSpec {
  const bar = (name: string, colour: string, values: (number | null)[]) => ({
    name,
    type: 'bar',
    barMaxWidth: 28,
    itemStyle: { color: colour },
    data: values.map((v) => (v === null ? '-' : v * 100)),
  });
  const portfolio = periods.map((p) => plotNumber(p.portfolio.value));
  const benchmark = periods.map((p) => plotNumber(p.benchmark.value));
  return {
    option: {
      grid: { left: 48, right: 16, top: 40, bottom: 32, containLabel: false },
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: number | string) => (typeof v === 'number' ? formatReturn(v / 100) : '—'),
      },
      xAxis: { type: 'category', data: periods.map((p) => p.label) },
      yAxis: percentAxis,
      series: [
        bar(text.portfolio, CHART_SERIES_COLOURS.portfolio, portfolio),
        bar(text.benchmark, CHART_SERIES_COLOURS.benchmark, benchmark),
      ],
    },
    table: {
      head: [text.period, text.portfolio, text.benchmark],
      rows: periods.map((p) => [p.label, formatReturn(p.portfolio), formatReturn(p.benchmark)]),
    },
    summary: text.summary({
      count: String(periods.length),
      from: periods[0]?.label ?? '—',
      to: periods[periods.length - 1]?.label ?? '—',
    }),
  };
}
