import { CHART_DATE_SHIFT_MS, SECTOR_COLOURS } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { donutChart } from './allocation-options';
import { chartDate, chartTime } from './chart-spec';
import { CHART_SERIES_COLOURS, portfolioColours, sliceColour } from './palettes';
import { cumulativeChart, periodBarsChart } from './performance-options';
import { waterfallBars, waterfallChart } from './waterfall-options';

const text = {
  portfolio: 'Portfolio',
  benchmark: 'Benchmark',
  date: 'Date',
  summary: (v: Record<string, string>) => JSON.stringify(v),
};

describe('chart option builders', () => {
  it('shifts chart dates by 3 hours (§9) and reads them back', () => {
    expect(chartTime('2026-01-31')).toBe(Date.UTC(2026, 0, 31) + CHART_DATE_SHIFT_MS);
    expect(chartDate(chartTime('2026-01-31'))).toBe('2026-01-31');
  });

  it('draws cumulative returns against the benchmark, gaps for missing benchmark points', () => {
    const spec = cumulativeChart(
      [
        { date: '2025-01-01', portfolio: 0, benchmark: 0 },
        { date: '2025-02-01', portfolio: 2.5, benchmark: null },
      ],
      text,
    );
    const series = spec.option.series as { data: [number, number | null][]; lineStyle: { color: string } }[];
    expect(series).toHaveLength(2);
    expect(series[1]!.data[1]![1]).toBeNull();
    expect(series[0]!.lineStyle.color).toBe(CHART_SERIES_COLOURS.portfolio);
    expect(spec.table.rows[1]).toEqual(['1 Feb 2025', '+2.50%', '—']);
    expect(JSON.parse(spec.summary)).toMatchObject({ portfolio: '+2.50%', benchmark: '—' });
  });

  it('never draws a return that cannot be computed as 0%', () => {
    const spec = periodBarsChart(
      [
        {
          label: '3Y',
          portfolio: { value: null, reason: 'insufficient_history' },
          benchmark: { value: 0.1 },
        },
      ],
      { ...text, period: 'Period' },
    );
    const series = spec.option.series as { data: (number | string)[] }[];
    expect(series[0]!.data).toEqual(['-']);
    expect(series[1]!.data[0]).toBeCloseTo(10);
    expect(spec.table.rows[0]).toEqual(['3Y', '—', '+10.00%']);
  });

  it('colours slices from the §9 palettes', () => {
    expect(sliceColour('sector', 'UK', 5)).toBe(SECTOR_COLOURS.UK);
    expect(sliceColour('group', 'Fixed Interest', 0)).toBe('#43A047');
    const spec = donutChart([{ name: 'UK', value: '10', weight: '1' }], 'sector', {
      name: 'n',
      value: 'v',
      weight: 'w',
      money: (v) => `£${v}`,
      summary: () => '',
    });
    expect(spec.table.rows).toEqual([['UK', '£10', '100.00%']]);
    expect(portfolioColours(['ISA', 'ISA'])[0]).not.toBe(portfolioColours(['ISA', 'ISA'])[1]);
  });

  it('builds the return-drivers waterfall so each step starts where the last ended', () => {
    const drivers = {
      change: '300',
      netFlows: '200',
      income: '30',
      fees: '-20',
      currency: '0',
      market: '90',
    };
    const bars = waterfallBars(drivers);
    expect(bars.map((b) => [b.key, b.low, b.high])).toEqual([
      ['netFlows', 0, 200],
      ['market', 200, 290],
      ['income', 290, 320],
      ['fees', 300, 320],
      ['currency', 300, 300],
      ['change', 0, 300],
    ]);
    const spec = waterfallChart(drivers, {
      label: (k) => k,
      money: (v) => v,
      driver: 'd',
      amount: 'a',
      summary: () => '',
    });
    expect(spec.table.rows.at(-1)).toEqual(['change', '300']);
    // Every step keeps its name on a phone: the labels slant rather than drop.
    const text = {
      label: (k: string) => k,
      money: (v: string) => v,
      driver: 'd',
      amount: 'a',
      summary: () => '',
    };
    const axisLabel = (compact: boolean) =>
      (waterfallChart(drivers, text, { compact }).option.xAxis as { axisLabel: Record<string, unknown> })
        .axisLabel;
    expect(axisLabel(true)).toMatchObject({ interval: 0, rotate: 35 });
    expect(axisLabel(false).rotate).toBeUndefined();
  });

  it('draws a step that crosses zero from its low to its high', () => {
    const bars = waterfallBars({
      change: '-50',
      netFlows: '100',
      income: '0',
      fees: '0',
      currency: '0',
      market: '-150',
    });
    expect(bars[1]).toMatchObject({ key: 'market', low: -50, high: 100 });
  });
});
