import type { BreakdownDimension } from '@portal/domain';

import { formatPercentLabel, formatWeight } from '../format';
import { plotNumber, type ChartSpec } from './chart-spec';
import { sliceColour } from './palettes';

export interface Slice {
  name: string;
  value: string;
  weight: string | null;
  /** A colour of its own (else the dimension's palette). */
  colour?: string;
}

export interface AllocationText {
  name: string;
  value: string;
  weight: string;
  money: (value: string) => string;
  /** Slice names as shown (translated where the portal knows the word). */
  label?: (name: string) => string;
  summary: (values: Record<string, string>) => string;
}

function tableOf(slices: readonly Slice[], text: AllocationText) {
  return {
    head: [text.name, text.value, text.weight],
    rows: slices.map((s) => [text.label?.(s.name) ?? s.name, text.money(s.value), formatWeight(s.weight)]),
  };
}

function summaryOf(slices: readonly Slice[], text: AllocationText) {
  const top = slices[0];
  return text.summary({
    count: String(slices.length),
    largest: top ? (text.label?.(top.name) ?? top.name) : '—',
    weight: top ? formatWeight(top.weight) : '—',
  });
}

/** An allocation donut (§2 breakdowns, asset classes) with the §9 palette of its dimension. */
export function donutChart(
  slices: readonly Slice[],
  dimension: BreakdownDimension | 'group',
  text: AllocationText,
): ChartSpec {
  return {
    option: {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: number; percent: number; data: { money: string } }) =>
          `${p.name}: ${p.data.money} (${formatWeight(p.percent / 100)})`,
      },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['48%', '72%'],
          center: ['50%', '44%'],
          avoidLabelOverlap: true,
          label: { show: false },
          itemStyle: { borderWidth: 1 },
          data: slices.map((s, i) => ({
            name: text.label?.(s.name) ?? s.name,
            value: plotNumber(s.value) ?? 0,
            money: text.money(s.value),
            itemStyle: { color: s.colour ?? sliceColour(dimension, s.name, i) },
          })),
        },
      ],
    },
    table: tableOf(slices, text),
    summary: summaryOf(slices, text),
  };
}

/** Allocation as horizontal bars of weights, largest at the top. */
export function allocationBarsChart(
  slices: readonly Slice[],
  dimension: BreakdownDimension | 'group',
  text: AllocationText,
): ChartSpec {
  const ordered = [...slices].reverse();
  return {
    option: {
      grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; data: { money: string; value: number } }) =>
          `${p.name}: ${p.data.money} (${formatWeight(p.data.value / 100)})`,
      },
      xAxis: {
        type: 'value',
        splitNumber: 4,
        axisLabel: { formatter: (value: number) => formatPercentLabel(value, 1), hideOverlap: true },
      },
      yAxis: { type: 'category', data: ordered.map((s) => text.label?.(s.name) ?? s.name) },
      series: [
        {
          type: 'bar',
          barMaxWidth: 22,
          label: {
            show: true,
            position: 'right',
            formatter: ({ value }: { value: number }) => formatPercentLabel(value, 1),
          },
          data: ordered.map((s, i) => ({
            value: (plotNumber(s.weight) ?? 0) * 100,
            money: text.money(s.value),
            itemStyle: { color: s.colour ?? sliceColour(dimension, s.name, ordered.length - 1 - i) },
          })),
        },
      ],
    },
    table: tableOf(slices, text),
    summary: summaryOf(slices, text),
  };
}
