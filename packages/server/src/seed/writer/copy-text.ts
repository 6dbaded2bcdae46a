/**
 * PostgreSQL COPY text format, the one serialisation both transports use (COPY FROM STDIN on a
 * server, COPY FROM '/dev/blob' on PGlite). Fields are tab-separated, rows end with a newline,
 * NULL is \N, and backslash, tab, newline and carriage return inside a value are escaped.
 */

import { doubleText } from '../../db/double-text';

export const NULL_FIELD = '\\N';

const SPECIAL = /[\\\t\n\r]/;

/** A text value escaped for a COPY text field. */
export function escapeText(value: string): string {
  if (!SPECIAL.test(value)) return value;
  let out = '';
  for (const ch of value) {
    if (ch === '\\') out += '\\\\';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else out += ch;
  }
  return out;
}

/**
 * A PostgreSQL array literal of texts ({"a","b c"}): every element quoted, with quote and
 * backslash escaped inside. The result still needs escapeText for COPY.
 */
export function arrayLiteral(items: readonly unknown[]): string {
  const elements = items.map((item) =>
    item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`,
  );
  return `{${elements.join(',')}}`;
}

/** How a value of one column becomes a COPY field. */
export type FieldEncoder = (value: unknown) => string;

const encodeText: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : escapeText(String(value));

const encodeBoolean: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : value ? 't' : 'f';

/**
 * Seeded rows share Date instances (calendar.at caches them), so the ISO text of each is computed
 * once; a WeakMap lets the dates go with their rows.
 */
const isoTexts = new WeakMap<Date, string>();

const encodeTimestamp: FieldEncoder = (value) => {
  if (value === null || value === undefined) return NULL_FIELD;
  if (!(value instanceof Date)) return escapeText(String(value));
  let text = isoTexts.get(value);
  if (text === undefined) {
    text = value.toISOString();
    isoTexts.set(value, text);
  }
  return text;
};

const encodeJson: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : escapeText(JSON.stringify(value));

const encodeArray: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : escapeText(arrayLiteral(value as unknown[]));

/** Numbers, uuids and dates never contain a character that needs escaping. */
const encodePlain: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : String(value);

const encodeDouble: FieldEncoder = (value) =>
  value === null || value === undefined ? NULL_FIELD : doubleText(value as number);

/** The encoder for a Drizzle column type (PgText, PgJsonb, …); escaped text for everything else. */
export function encoderFor(columnType: string): FieldEncoder {
  switch (columnType) {
    case 'PgUUID':
    case 'PgNumeric':
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgDateString':
      return encodePlain;
    case 'PgDoublePrecision':
      return encodeDouble;
    case 'PgBoolean':
      return encodeBoolean;
    case 'PgTimestamp':
    case 'PgTimestampString':
      return encodeTimestamp;
    case 'PgJsonb':
    case 'PgJson':
      return encodeJson;
    case 'PgArray':
      return encodeArray;
    default:
      return encodeText;
  }
}
