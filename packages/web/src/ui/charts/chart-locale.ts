import { LOCALE_TABLES, type FormatLocale } from '@portal/domain';

import { formatDate, intlLocale } from '../format';
import { chartDate } from './chart-spec';

/** The names ECharts writes on time axes ({MMM}, {MMMM}, {ee}, {eeee} in its templates). */
export interface ChartTimeNames {
  month: string[];
  monthAbbr: string[];
  dayOfWeek: string[];
  dayOfWeekAbbr: string[];
}

function timeNames(locale: FormatLocale): ChartTimeNames {
  const { month, monthAbbr, dayOfWeek, dayOfWeekAbbr } = LOCALE_TABLES[locale];
  return {
    month: [...month],
    monthAbbr: [...monthAbbr],
    dayOfWeek: [...dayOfWeek],
    dayOfWeekAbbr: [...dayOfWeekAbbr],
  };
}

/**
 * The `locale` for echarts.init: English keeps ECharts' own ('EN', so English charts draw exactly as
 * before); Greek and Icelandic get their month and week-day names from the domain's locale tables
 * (the same in every browser, whatever ICU data it ships) instead of a bundled ECharts language file (there is no Icelandic one). ECharts fills the
 * rest of a locale object (legend, toolbox words the portal does not show) from English.
 */
export function echartsLocale(language: string): 'EN' | { time: ChartTimeNames } {
  const locale = intlLocale(language);
  return locale === 'en-GB' ? 'EN' : { time: timeNames(locale) };
}

/**
 * A chart time (shifted by 3 hours, §9) as the day it stands for, written in the language as the
 * tables write dates: '3 Jan 2025', '3 Ιαν 2025', '3. jan. 2025'.
 */
export function chartDateLabel(time: number, language: string): string {
  return formatDate(chartDate(time), language);
}

type Loose = Record<string, unknown>;

const isTimeAxis = (axis: unknown) => (axis as Loose | undefined)?.type === 'time';

/**
 * An option with its language-dependent parts filled in, as the Chart component draws it: a time
 * axis's tooltip is headed by the day in the language ('3 Jan 2025', '3 Ιαν 2025', '3. jan. 2025')
 * rather than the shifted time. The ticks' month names come from echartsLocale. A formatter the
 * builder set itself is kept.
 */
export function localizeOption(option: Loose, language: string): Loose {
  const tooltip = option.tooltip as Loose | undefined;
  if (tooltip?.trigger !== 'axis' || ![option.xAxis].flat().some(isTimeAxis)) return option;
  const pointer = (tooltip.axisPointer ?? {}) as Loose;
  const label = (pointer.label ?? {}) as Loose;
  return {
    ...option,
    tooltip: {
      ...tooltip,
      axisPointer: {
        ...pointer,
        label: {
          ...label,
          formatter: label.formatter ?? (({ value }: { value: number }) => chartDateLabel(value, language)),
        },
      },
    },
  };
}
