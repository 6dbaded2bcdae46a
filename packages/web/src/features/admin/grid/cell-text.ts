import type { FieldConfig } from '@portal/domain';

type Translate = (key: string) => string;

/** A date and time as the language writes it ('12 Mar 2026, 14:05'). */
export function formatStamp(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A calendar date ('12 Mar 2026'); a stamp with a time keeps only its day. */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' });
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
