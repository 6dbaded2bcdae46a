import { describe, expect, it } from 'vitest';

import { formatDate } from '../format';
import { chartDateLabel, echartsLocale, localizeOption } from './chart-locale';
import { chartTime } from './chart-spec';
import { cumulativeChart } from './performance-options';
import { renderSvg, svgTexts } from './render-svg.test-util';

const tooltipLabel = (option: Record<string, unknown>) =>
  (option.tooltip as { axisPointer: { label: { formatter: (p: { value: number }) => string } } }).axisPointer
    .label.formatter;

describe('chart locale', () => {
  it("keeps ECharts' own English and gives Greek and Icelandic their month names from Intl", () => {
    expect(echartsLocale('en')).toBe('EN');
    const greek = echartsLocale('el');
    const icelandic = echartsLocale('is');
    if (greek === 'EN' || icelandic === 'EN') throw new Error('expected locale objects');
    expect(greek.time.monthAbbr.slice(0, 3)).toEqual(['Ιαν', 'Φεβ', 'Μαρ']);
    expect(greek.time.month[0]).toBe('Ιανουάριος');
    expect(greek.time.dayOfWeek[0]).toBe('Κυριακή');
    expect(icelandic.time.monthAbbr.slice(0, 3)).toEqual(['jan.', 'feb.', 'mar.']);
    expect(icelandic.time.month[11]).toBe('desember');
    expect(icelandic.time.dayOfWeekAbbr).toHaveLength(7);
  });

  it('writes the day a shifted chart time stands for (§9), in English as the tables do', () => {
    const time = chartTime('2025-01-03');
    expect(chartDateLabel(time, 'en')).toBe(formatDate('2025-01-03'));
    expect(chartDateLabel(time, 'el')).toBe('3 Ιαν 2025');
    expect(chartDateLabel(time, 'is')).toBe('3. jan. 2025');
  });

  it('heads a time chart tooltip with the day in the language, keeping what the builder set', () => {
    const text = { portfolio: 'P', benchmark: 'B', date: 'D', summary: () => '' };
    const option = cumulativeChart([{ date: '2025-02-03', portfolio: 1, benchmark: null }], text).option;
    expect(tooltipLabel(localizeOption(option, 'el'))({ value: chartTime('2025-02-03') })).toBe('3 Φεβ 2025');
    expect(tooltipLabel(localizeOption(option, 'is'))({ value: chartTime('2025-02-03') })).toBe(
      '3. feb. 2025',
    );
    const own = {
      ...option,
      tooltip: { trigger: 'axis', axisPointer: { label: { formatter: () => 'own' } } },
    };
    expect(tooltipLabel(localizeOption(own, 'el'))({ value: 0 })).toBe('own');
    // A chart without a time axis has no date to write.
    const bars = { xAxis: { type: 'category' }, tooltip: { trigger: 'axis' } };
    expect(localizeOption(bars, 'el')).toBe(bars);
  });

  it('draws the cumulative return chart with Greek and Icelandic months, English as before', () => {
    const points = Array.from({ length: 12 }, (_, i) => ({
      date: `2025-${String(i + 1).padStart(2, '0')}-15`,
      portfolio: i,
      benchmark: i / 2,
    }));
    const text = { portfolio: 'P', benchmark: 'B', date: 'D', summary: () => '' };
    const { option } = cumulativeChart(points, text);
    expect(svgTexts(renderSvg(option, 'el'))).toEqual(expect.arrayContaining(['Φεβ', 'Ιουν', 'Δεκ']));
    expect(svgTexts(renderSvg(option, 'is'))).toEqual(expect.arrayContaining(['feb.', 'jún.', 'des.']));
    expect(svgTexts(renderSvg(option, 'en'))).toEqual(svgTexts(renderSvg(option)));
  });
});
