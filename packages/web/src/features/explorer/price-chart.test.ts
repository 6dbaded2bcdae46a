import { describe, expect, it } from 'vitest';
import { chartTime } from '../../ui/charts/chart-spec';
import { fundPriceChart } from './price-chart';

describe('fundPriceChart', () => {
  const text = {
    price: 'Price (GBP)',
    date: 'Date',
    summary: (v: Record<string, string>) => `${v.from}-${v.to} ${v.first}→${v.last} ${v.change}`,
  };

  it('draws the closes on the shifted time axis, tables them newest first and describes the change', () => {
    const spec = fundPriceChart(
      [
        { date: '2025-01-02', price: '100.00000000' },
        { date: '2025-01-03', price: '110.50000000' },
      ],
      text,
    );
    const series = (spec.option.series as { data: [number, number][] }[])[0]!;
    expect(series.data).toEqual([
      [chartTime('2025-01-02'), 100],
      [chartTime('2025-01-03'), 110.5],
    ]);
    expect(spec.table).toEqual({
      head: ['Price (GBP)', 'Date'].reverse(),
      rows: [
        ['3 Jan 2025', '110.5'],
        ['2 Jan 2025', '100'],
      ],
    });
    expect(spec.summary).toBe('2 Jan 2025-3 Jan 2025 100→110.5 +10.50%');
  });

  it('says — for the change when there is no base', () => {
    expect(fundPriceChart([], text).summary).toBe('—-— —→— —');
  });
});
