import { NAVIGATION_COLUMNS, navigationValue } from './navigation-columns';
import {
  holdsValue,
  valueFields,
  writableFields,
  type CollectionConfig,
  type FieldConfig,
} from '@portal/domain';

/** A form's values: what the inputs hold (text for numbers, '' for nothing), by field name. */
export type FormValues = Record<string, unknown>;

const LIST_TYPES = new Set<FieldConfig['type']>([
  'file',
  'media-picker',
  'dropzone',
  'multi-text-field',
  'tabular',
  'navigation-designer',
]);
const NUMBER_TYPES = new Set<FieldConfig['type']>(['number', 'increment', 'slider', 'range']);

const isList = (f: FieldConfig) =>
  LIST_TYPES.has(f.type) ||
  (f.multiple === true && ['collectionSelect', 'picker', 'select', 'dropdown'].includes(f.type));

/** The input value of a field when the item has none. */
export function emptyValue(f: FieldConfig): unknown {
  if (f.defaultValue !== undefined && f.defaultValue !== null)
    return NUMBER_TYPES.has(f.type) && f.type !== 'slider' ? String(f.defaultValue) : f.defaultValue;
  if (isList(f)) return [];
  if (f.type === 'switch' || f.type === 'checkbox') return false;
  if (f.type === 'slider') return f.min ?? 0;
  if (f.type === 'multi-group-text-field') return {};
  if (f.type === 'permissions' || f.type === 'custom') return null;
  return '';
}

/** A stored value as the field's input holds it (dates as YYYY-MM-DD, numbers as text). */
export function toInput(f: FieldConfig, value: unknown): unknown {
  if (value === undefined || value === null) return emptyValue(f);
  if (f.type === 'date-picker' && typeof value === 'string') return value.slice(0, 10);
  if (f.type === 'slider') return typeof value === 'number' ? value : Number(value);
  if (NUMBER_TYPES.has(f.type)) return String(value);
  if (f.type === 'tabular' && Array.isArray(value))
    return value.map((row: Record<string, unknown>) => rowInput(f.fields ?? [], row));
  if (f.type === 'navigation-designer' && Array.isArray(value))
    return value.map((row: Record<string, unknown>) => rowInput(NAVIGATION_COLUMNS, row));
  return value;
}

function rowInput(fields: readonly FieldConfig[], row: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(fields.filter(holdsValue).map((f) => [f.name, toInput(f, row[f.name])]));
}

/** An empty row of a tabular field. */
export const emptyRow = (f: FieldConfig): FormValues => rowInput(f.fields ?? []);

/**
 * The form's starting values: the item's (or, for a new item, the declaration's defaults and
 * `preset`, e.g. the parent of a drilldown or the only portal).
 */
export function initialValues(
  collection: CollectionConfig,
  item: Record<string, unknown> | null,
  preset: Record<string, unknown> = {},
): FormValues {
  const source = { ...preset, ...(item ?? {}) };
  return Object.fromEntries(valueFields(collection).map((f) => [f.name, toInput(f, source[f.name])]));
}

/** A number input as the schema wants it: whole numbers as JSON numbers, decimals as strings, blank as null. */
export function numberValue(f: FieldConfig, input: unknown): unknown {
  if (typeof input === 'number') return f.integer ? input : String(input);
  if (input === undefined || input === null) return null;
  const text = String(input).trim();
  if (text === '') return null;
  if (!f.integer) return text;
  const parsed = Number(text);
  return /^[-+]?\d+(\.\d+)?$/.test(text) && Number.isFinite(parsed) ? parsed : text;
}

/** One field's input value as the collection schema (and the API) takes it; undefined leaves it out. */
export function writeValue(f: FieldConfig, input: unknown): unknown {
  if (NUMBER_TYPES.has(f.type)) return numberValue(f, input);
  switch (f.type) {
    case 'password':
      return input ? input : undefined;
    case 'multi-text-field':
      return Array.isArray(input) ? input.map((v) => String(v).trim()).filter(Boolean) : input;
    case 'tabular':
      return Array.isArray(input) ? input.map((row: FormValues) => writeRow(f.fields ?? [], row)) : input;
    case 'multi-group-text-field':
      return input && typeof input === 'object' && f.fields ? writeRow(f.fields, input as FormValues) : input;
    case 'navigation-designer':
      return navigationValue(input);
    case 'permissions': {
      const level = (input as { level?: string } | null)?.level;
      return level ? input : null;
    }
    default:
      return input;
  }
}

function writeRow(fields: readonly FieldConfig[], row: FormValues): FormValues {
  return Object.fromEntries(fields.filter(holdsValue).map((f) => [f.name, writeValue(f, row[f.name])]));
}

/** The values to validate and send: writable fields only, each in its API shape. */
export function toWrite(collection: CollectionConfig, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of writableFields(collection)) {
    if (!(f.name in values)) continue;
    const value = writeValue(f, values[f.name]);
    if (value !== undefined) out[f.name] = value;
  }
  return out;
}

/** The field a form error's path belongs to ('data.0.value' → 'data'). */
export const rootName = (path: string) => path.split('.')[0]!;
