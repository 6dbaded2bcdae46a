import type { ReturnDrivers } from '@portal/domain';

import { formatAxisAmount } from '../format';
import { plotNumber, type ChartSpec } from './chart-spec';
import { CHART_SERIES_COLOURS } from './palettes';

export const DRIVER_STEPS = ['netFlows', 'market', 'income', 'fees', 'currency'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

export interface WaterfallBar {
  key: DriverStep | 'change';
  /** The bar runs from `low` to `high`. */
  low: number;
  high: number;
  delta: number;
}

/** The floating bars of a waterfall: each step starts where the previous ended; the change from 0. */
export function waterfallBars(drivers: ReturnDrivers): WaterfallBar[] {
  let level = 0;
  const bars: WaterfallBar[] = DRIVER_STEPS.map((key) => {
    const delta = plotNumber(drivers[key]) ?? 0;
    const start = level;
    level += delta;
    return { key, low: Math.min(start, level), high: Math.max(start, level), delta };
  });
  const change = plotNumber(drivers.change) ?? 0;
  bars.push({ key: 'change', low: Math.min(0, change), high: Math.max(0, change), delta: change });
  return bars;
}

/**
 * Return drivers as a waterfall (flows, market, income, fees, currency, then the change): a
 * transparent base under each bar, stacked by sign so bars that cross zero draw right.
 */
export function waterfallChart(
  drivers: ReturnDrivers,
  text: {
    label: (key: DriverStep | 'change') => string;
    money: (value: string) => string;
    driver: string;
    amount: string;
    summary: (values: Record<string, string>) => string;
  },
  /** Phones: six bars leave ~45 px a label, so the labels slant to keep every driver's name. */
  layout: { compact?: boolean } = {},
): ChartSpec {
  const bars = waterfallBars(drivers);
  const base = bars.map((b) => (b.low >= 0 ? b.low : b.high <= 0 ? b.high : 0));
  const up = bars.map((b) => (b.low >= 0 ? b.high - b.low : b.high <= 0 ? 0 : b.high));
  const down = bars.map((b) => (b.low >= 0 ? 0 : b.high <= 0 ? b.low - b.high : b.low));
  const colour = (b: WaterfallBar) =>
    b.key === 'change'
      ? CHART_SERIES_COLOURS.portfolio
      : b.delta >= 0
        ? CHART_SERIES_COLOURS.positive
        : CHART_SERIES_COLOURS.negative;
  const visible = (values: number[]) => ({
    type: 'bar',
    stack: 'waterfall',
    barMaxWidth: 40,
    data: values.map((value, i) => ({ value, itemStyle: { color: colour(bars[i]!) } })),
    tooltip: { show: false },
  });
  const amountOf = (key: WaterfallBar['key']) => drivers[key];
  return {
    option: {
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const bar = bars[items[0]?.dataIndex ?? 0]!;
          return `${text.label(bar.key)}: ${text.money(amountOf(bar.key))}`;
        },
      },
      xAxis: {
        type: 'category',
        data: bars.map((b) => text.label(b.key)),
        axisLabel: {
          interval: 0,
          hideOverlap: true,
          ...(layout.compact ? { rotate: 35, fontSize: 11 } : {}),
        },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatAxisAmount(v) } },
      series: [
        {
          type: 'bar',
          stack: 'waterfall',
          silent: true,
          itemStyle: { color: 'transparent' },
          emphasis: { disabled: true },
          data: base,
        },
        visible(up),
        visible(down),
      ],
    },
    table: {
      head: [text.driver, text.amount],
      rows: bars.map((b) => [text.label(b.key), text.money(amountOf(b.key))]),
    },
    summary: text.summary({ change: text.money(drivers.change), market: text.money(drivers.market) }),
  };
}
