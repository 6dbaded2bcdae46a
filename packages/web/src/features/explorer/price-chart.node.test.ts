import { describe, expect, it } from 'vitest';

import { localizeOption } from '../../ui/charts/chart-locale';
import { chartTime } from '../../ui/charts/chart-spec';
import { renderSvg, svgTexts } from '../../ui/charts/render-svg.test-util';
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

  // A year of weekly closes from November: the axis has a January tick (the year) and month ticks.
  const year = Array.from({ length: 52 }, (_, i) => ({
    date: new Date(Date.UTC(2024, 10, 4 + 7 * i)).toISOString().slice(0, 10),
    price: String(100 + i),
  }));
  const english = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  it('writes the time axis in Greek: the year on January, short month names otherwise', () => {
    const labels = svgTexts(renderSvg(fundPriceChart(year, text).option, 'el'));
    expect(labels).toEqual(expect.arrayContaining(['Δεκ', '2025', 'Φεβ', 'Μαρ', 'Απρ', 'Μαΐ', 'Ιουν']));
    expect(labels.filter((label) => english.includes(label))).toEqual([]);
  });

  it('writes the time axis in Icelandic', () => {
    const labels = svgTexts(renderSvg(fundPriceChart(year, text).option, 'is'));
    expect(labels).toEqual(expect.arrayContaining(['des.', '2025', 'feb.', 'mar.', 'apr.', 'maí', 'jún.']));
    expect(labels.filter((label) => english.includes(label))).toEqual([]);
  });

  it('draws English exactly as ECharts does on its own', () => {
    const { option } = fundPriceChart(year, text);
    const labels = svgTexts(renderSvg(option, 'en'));
    expect(labels).toEqual(svgTexts(renderSvg(option)));
    expect(labels).toEqual(expect.arrayContaining(['Dec', '2025', 'Feb', 'Mar']));
  });

  it('heads the tooltip with the close’s day in the language (dates shifted by 3 hours, §9)', () => {
    const { option } = fundPriceChart(year, text);
    const heading = (language: string) =>
      (
        localizeOption(option, language).tooltip as {
          axisPointer: { label: { formatter: (p: { value: number }) => string } };
        }
      ).axisPointer.label.formatter({ value: chartTime('2025-01-06') });
    expect([heading('en'), heading('el'), heading('is')]).toEqual([
      '6 Jan 2025',
      '6 Ιαν 2025',
      '6. jan. 2025',
    ]);
  });
});
