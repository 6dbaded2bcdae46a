import { CHART_DATE_SHIFT_MS } from '@portal/domain';

/**
 * A chart as the portal draws it: the ECharts option, the same data as a table (the accessible
 * alternative, §2 "usable by keyboard and screen reader") and a one-line description.
 */
export interface ChartSpec {
  /** An ECharts option (kept loose here so that no ECharts code reaches a screen's own chunk). */
  option: Record<string, unknown>;
  table: ChartTable;
  /** What the chart shows, in words, for screen readers (aria-describedby). */
  summary: string;
}

export interface ChartTable {
  head: string[];
  rows: string[][];
}

/** §9: chart dates are shifted by 3 hours, so a date at midnight UTC never falls on the day before. */
export function chartTime(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + CHART_DATE_SHIFT_MS;
}

/** The ISO date of a shifted chart time (for tooltips). */
export function chartDate(time: number): string {
  return new Date(time - CHART_DATE_SHIFT_MS).toISOString().slice(0, 10);
}

/** A number for drawing from a decimal string; null stays null (a gap, never 0). */
export function plotNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
