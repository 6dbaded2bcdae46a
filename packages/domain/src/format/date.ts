import type { FormatLocale } from './locale';
import { LOCALE_TABLES, type RelativeUnit } from './tables';

/** A calendar date or an instant: 'YYYY-MM-DD', an ISO timestamp, a Date or epoch milliseconds. */
export type DateInput = string | Date | number;

interface Fields {
  year: number;
  month: number; // 0-11
  day: number;
  hours: number;
  minutes: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock fields of an instant in a time zone, or in the runtime's own zone when none is
 * given (the reader's, in a browser). Only numeric fields are asked of Intl, which every build has.
 */
function fieldsOf(instant: Date, timeZone?: string): Fields {
  if (!timeZone)
    return {
      year: instant.getFullYear(),
      month: instant.getMonth(),
      day: instant.getDate(),
      hours: instant.getHours(),
      minutes: instant.getMinutes(),
    };
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hours: part('hour') % 24,
    minutes: part('minute'),
  };
}

function toInstant(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A calendar date as the locale writes it: '14 Oct 2026' (en-GB), '14 Οκτ 2026' (el-GR),
 * '14. okt. 2026' (is-IS). A 'YYYY-MM-DD' string (or the date part of a timestamp) is taken as
 * written, with no time-zone shift; a Date or epoch is read in `timeZone` (default the runtime's).
 * Returns the input unchanged when it is not a date.
 */
export function formatDateIn(
  value: DateInput,
  locale: FormatLocale,
  options: { timeZone?: string } = {},
): string {
  const table = LOCALE_TABLES[locale];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > 31) return value;
    return table.date(day, table.monthAbbr[month - 1]!, year);
  }
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const f = fieldsOf(instant, options.timeZone);
  return table.date(f.day, table.monthAbbr[f.month]!, f.year);
}

/**
 * An instant as the locale writes a date and a time, in `timeZone` (default the runtime's, the
 * reader's in a browser): '4 May 2026, 17:16' (en-GB), '4 Μαΐ 2026, 5:16 μ.μ.' (el-GR),
 * '4. maí 2026, 17:16' (is-IS).
 */
export function formatDateTimeIn(
  value: DateInput,
  locale: FormatLocale,
  options: { timeZone?: string } = {},
): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const table = LOCALE_TABLES[locale];
  const f = fieldsOf(instant, options.timeZone);
  return `${table.date(f.day, table.monthAbbr[f.month]!, f.year)}, ${table.time(f.hours, f.minutes)}`;
}

/** A time of day of an instant as the locale writes it ('17:16', '5:16 μ.μ.'). */
export function formatTimeIn(
  value: DateInput,
  locale: FormatLocale,
  options: { timeZone?: string } = {},
): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const f = fieldsOf(instant, options.timeZone);
  return LOCALE_TABLES[locale].time(f.hours, f.minutes);
}

/** A month and year ('May 2026', 'Μάιος 2026', 'maí 2026') of a 'YYYY-MM…' date. */
export function formatMonthYearIn(value: string, locale: FormatLocale): string {
  const [year, month] = value.split('-').map(Number) as [number, number];
  const name = LOCALE_TABLES[locale].month[month - 1];
  return name ? `${name} ${year}` : value;
}

const UNIT_SECONDS: ReadonlyArray<[RelativeUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** A count of a unit, past (negative) or future, as the locale writes it: '3 days ago', 'fyrir 3 dögum'. */
export function formatRelativeIn(count: number, unit: RelativeUnit, locale: FormatLocale): string {
  const table = LOCALE_TABLES[locale];
  const n = Math.abs(Math.trunc(count));
  const past = count < 0 || Object.is(count, -0);
  const forms = table.relative[unit];
  const form = forms[(past ? 0 : 2) + (table.isOne(n) ? 0 : 1)]!;
  return form.replace('{n}', formatNumberDigits(n, locale));
}

function formatNumberDigits(n: number, locale: FormatLocale): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, LOCALE_TABLES[locale].group);
}

/**
 * How long ago (or ahead) an instant is from `now`, in the largest whole unit: '3 days ago',
 * 'πριν από 2 ώρες', 'fyrir 5 mínútum'; under 45 seconds is 'now'.
 */
export function formatTimeAgoIn(value: DateInput, locale: FormatLocale, now: DateInput = Date.now()): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const seconds = (instant.getTime() - toInstant(now).getTime()) / 1000;
  if (Math.abs(seconds) < 45) return LOCALE_TABLES[locale].relative.now;
  const [unit, size] = UNIT_SECONDS.find(([, s]) => Math.abs(seconds) >= s)!;
  const count = Math.trunc(seconds / size);
  return formatRelativeIn(count === 0 ? Math.sign(seconds) : count, unit, locale);
}
