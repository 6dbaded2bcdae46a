import { priceChange } from '@portal/domain';
import { chartTime, type ChartSpec } from '../../ui/charts/chart-spec';
import { CHART_SERIES_COLOURS } from '../../ui/charts/palettes';
import { formatDate, formatNumber, formatReturn } from '../../ui/format';

/** Words the price chart needs, already translated. */
export interface PriceChartText {
  price: string;
  date: string;
  summary: (values: Record<string, string>) => string;
}

/**
 * A fund's closes as a line on a time axis (dates shifted by 3 hours, §9), with the same closes as a
 * table and a one-line description (first and last close and the change between them).
 */
export function fundPriceChart(
  points: readonly { date: string; price: string }[],
  text: PriceChartText,
): ChartSpec {
  const data = points.map((p): [number, number] => [chartTime(p.date), Number(p.price)]);
  const first = points[0];
  const last = points[points.length - 1];
  const change = first && last ? priceChange(first.price, last.price) : null;
  return {
    option: {
      grid: { left: 56, right: 16, top: 16, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number | null) => (value === null ? '—' : formatNumber(String(value))),
        // The date heading the tooltip is written in the user's language by the Chart (localizeOption).
        axisPointer: { type: 'line' },
      },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true },
      series: [
        {
          name: text.price,
          type: 'line',
          showSymbol: data.length < 15,
          lineStyle: { width: 2, color: CHART_SERIES_COLOURS.portfolio },
          itemStyle: { color: CHART_SERIES_COLOURS.portfolio },
          areaStyle: { opacity: 0.08, color: CHART_SERIES_COLOURS.portfolio },
          data,
        },
      ],
    },
    table: {
      head: [text.date, text.price],
      // Newest first: the table is read for the latest closes.
      rows: [...points].reverse().map((p) => [formatDate(p.date), formatNumber(p.price)]),
    },
    summary: text.summary({
      from: formatDate(first?.date),
      to: formatDate(last?.date),
      first: formatNumber(first?.price),
      last: formatNumber(last?.price),
      change: formatReturn(change === null ? null : Number(change)),
    }),
  };
}
