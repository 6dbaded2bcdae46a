import { formatDate, intlLocale } from '../format';
import { fallbackNames } from '../locale-names';
import { chartDate } from './chart-spec';

/** The names ECharts writes on time axes ({MMM}, {MMMM}, {ee}, {eeee} in its templates). */
export interface ChartTimeNames {
  month: string[];
  monthAbbr: string[];
  dayOfWeek: string[];
  dayOfWeekAbbr: string[];
}

const names = new Map<string, ChartTimeNames>();

function timeNames(locale: string): ChartTimeNames {
  const cached = names.get(locale);
  if (cached) return cached;
  const fallback = fallbackNames(locale);
  if (fallback) return fallback;
  // The name as a label on its own: a month taken from 'month year' is in the nominative (Greek
  // 'Ιανουάριος'), where a month alone is formatted as in a date ('Ιανουαρίου').
  const of = (options: Intl.DateTimeFormatOptions, part: 'month' | 'weekday', times: number[]) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return times.map((time) => format.formatToParts(time).find((p) => p.type === part)?.value ?? '');
  };
  const months = Array.from({ length: 12 }, (_, i) => Date.UTC(2025, i, 15));
  // ECharts counts week days from Sunday (Date#getDay); 1 January 2023 was a Sunday.
  const days = Array.from({ length: 7 }, (_, i) => Date.UTC(2023, 0, 1 + i));
  const result = {
    month: of({ month: 'long', year: 'numeric' }, 'month', months),
    monthAbbr: of({ month: 'short', year: 'numeric' }, 'month', months),
    dayOfWeek: of({ weekday: 'long' }, 'weekday', days),
    dayOfWeekAbbr: of({ weekday: 'short' }, 'weekday', days),
  };
  names.set(locale, result);
  return result;
}

/**
 * The `locale` for echarts.init: English keeps ECharts' own ('EN', so English charts draw exactly as
 * before); Greek and Icelandic get their month and week-day names from Intl (or, in a browser whose
 * Intl lacks the locale, from locale-names.ts) instead of a bundled ECharts language file (there is no Icelandic one). ECharts fills the
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
