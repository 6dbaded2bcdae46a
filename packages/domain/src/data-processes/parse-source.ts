import type { MessageKey } from '../i18n/messages';
import type { DataSourceFormat } from '../schemas/data-processes';

/** A source record: field name → value, as the CSV header or the JSON object names it. */
export type SourceRecord = Record<string, unknown>;

/** A whole step that cannot be read (bad CSV or JSON, rows not where the step says). */
export class DataSourceError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'DataSourceError';
  }
}

/** Most rows one step may bring; a larger source is refused rather than half read. */
export const DATA_SOURCE_MAX_ROWS = 10_000;

/**
 * RFC 4180 CSV: fields in double quotes may hold commas, quotes ("") and line breaks; CRLF or LF
 * ends a record. A header line whose only separators are semicolons (a spreadsheet in a comma-
 * decimal locale) is read with ';'. Blank lines are skipped; the first line names the fields.
 */
export function parseCsv(text: string): SourceRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      line.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new DataSourceError('errors.import_parse_failed', { format: 'CSV' });
  if (field !== '' || line.length > 0) {
    line.push(field);
    lines.push(line);
  }
  const rows = lines.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = rows;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  if (body.length > DATA_SOURCE_MAX_ROWS)
    throw new DataSourceError('errors.import_too_many_rows', { limit: DATA_SOURCE_MAX_ROWS });
  return body.map((cells) =>
    Object.fromEntries(names.map((name, index) => [name, cells[index]?.trim() ?? ''])),
  );
}

/** The value at a dotted path ('data.entries'), or undefined. Own properties only. */
export function valueAtPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The rows of a JSON document: the list at `rowsPath` (the document itself when empty), or the one
 * object there. Anything else is a step error.
 */
export function rowsOfJson(document: unknown, rowsPath = ''): SourceRecord[] {
  const found = valueAtPath(document, rowsPath.trim());
  const list = Array.isArray(found) ? found : found && typeof found === 'object' ? [found] : null;
  if (!list || !list.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row)))
    throw new DataSourceError('errors.import_rows_not_found', { path: rowsPath || '/' });
  if (list.length > DATA_SOURCE_MAX_ROWS)
    throw new DataSourceError('errors.import_too_many_rows', { limit: DATA_SOURCE_MAX_ROWS });
  return list as SourceRecord[];
}

/** The records of a step's text in its format. */
export function parseSource(text: string, format: DataSourceFormat, rowsPath = ''): SourceRecord[] {
  if (format === 'csv') return parseCsv(text);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DataSourceError('errors.import_parse_failed', { format: 'JSON' });
  }
  return rowsOfJson(document, rowsPath);
}
