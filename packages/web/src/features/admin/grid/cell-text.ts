import { formatDateIn, formatDateTimeIn, formatLocale, type FieldConfig } from '@portal/domain';

type Translate = (key: string) => string;

/** A date and time as the language writes it ('12 Mar 2026, 14:05'). */
export function formatStamp(value: string, language: string): string {
  return formatDateTimeIn(value, formatLocale(language));
}

/** A calendar date ('12 Mar 2026'); a stamp with a time keeps only its day. */
export function formatDay(value: string, language: string): string {
  // A stamp is read in the reader's zone first, so its day is the one they saw.
  return formatDateIn(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value), formatLocale(language));
}

/** The text of a grid cell for a field's value: options by their label, yes/no, dates, lists. */
export function cellText(f: FieldConfig, value: unknown, t: Translate, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value))
    return value.map((v) => cellText({ ...f, multiple: false }, v, t, language)).join(', ');
  if (typeof value === 'boolean') return value ? t('admin.grid.yes') : t('admin.grid.no');
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return typeof named.name === 'string' ? named.name : '';
  }
  const text = String(value);
  if (f.type === 'date-picker') return formatDay(text, language);
  const option = f.options?.find((o) => o.value === text);
  return option ? t(option.label) : text;
}
