/**
 * CSV files for Excel and everything else (RFC 4180): UTF-8 with a byte-order mark (so Excel reads
 * the accents of Greek and Icelandic), CRLF line endings, a cell quoted when it holds a comma, a
 * double quote (doubled inside) or a line break.
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return) as a formula. Text cells that start so get a leading apostrophe (OWASP's advice), which
 * shows the text as typed. Amount cells are exempt: an amount column holds plain numbers only
 * ('-1234.56' stays a negative number a spreadsheet can sum); anything in an amount column that is
 * not a plain number is treated as text, so it is neutralised too.
 */

/** How a column's cells are written: text (neutralised) or amount (a plain number). */
export type CsvKind = 'text' | 'amount';

export interface CsvColumn<Key extends string = string> {
  key: Key;
  kind: CsvKind;
}

/** A table before its headers are translated: header keys, kinds and rows of cells. */
export interface CsvTable<Key extends string = string> {
  columns: CsvColumn<Key>[];
  rows: (string | null | undefined)[][];
}

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180 quoting: quoted (inner quotes doubled) when it holds a comma, quote or line break. */
function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One cell. An amount without thousands separators that is a plain number is written as is (commas
 * used as thousands separators are dropped first: '1,234.50' → '1234.50'); everything else is text:
 * neutralised against formulas, then quoted as needed. Empty for null.
 *
 * @example csvCell('Smith, Jones & Co', 'text') // → '"Smith, Jones & Co"'
 * @example csvCell('=HYPERLINK("x")', 'text') // → '"\'=HYPERLINK(""x"")"'
 * @example csvCell('-1,234.5', 'amount') // → '-1234.5'
 */
export function csvCell(value: string | null | undefined, kind: CsvKind = 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'amount') {
    const plain = value.trim().replace(/,/g, '');
    if (PLAIN_NUMBER.test(plain)) return plain;
  }
  return quote(FORMULA_START.test(value) ? `'${value}` : value);
}

/**
 * A CSV file: the BOM, a header line (headers already in the user's language: the caller translates),
 * then one line per row, every line ending in CRLF.
 *
 * @example buildCsv(['Name', 'Value'], ['text', 'amount'], [['Fund, Acc', '-12.5']]) // → '\uFEFFName,Value\r\n"Fund, Acc",-12.5\r\n'
 */
export function buildCsv(
  headers: readonly string[],
  kinds: readonly CsvKind[],
  rows: readonly (readonly (string | null | undefined)[])[],
): string {
  const lines = [headers.map((header) => csvCell(header, 'text')).join(',')];
  for (const row of rows) lines.push(row.map((cell, i) => csvCell(cell, kinds[i] ?? 'text')).join(','));
  return CSV_BOM + lines.join(CSV_LINE_END) + CSV_LINE_END;
}

/**
 * A table as a CSV file, each header key translated by `header` (e.g. (key) => csvHeader(key, 'el')).
 *
 * @example renderCsv(holdingsCsvTable(valuation.holdings), (key) => csvHeader(key, 'en'))
 */
export function renderCsv<Key extends string>(table: CsvTable<Key>, header: (key: Key) => string): string {
  return buildCsv(
    table.columns.map((column) => header(column.key)),
    table.columns.map((column) => column.kind),
    table.rows,
  );
}
