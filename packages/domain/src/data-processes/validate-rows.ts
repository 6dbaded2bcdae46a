import type { MessageKey } from '../i18n/messages';
import { fieldErrorOf } from '../schemas/issues';
import type { ImportTarget } from './targets';
import { valueAtPath, type SourceRecord } from './parse-source';

/** Where a row came from: the step's position (0-based) and the row's number in its source (1-based). */
export interface RowRef {
  step: number;
  row: number;
}

/** A row that is not imported, with the §5 message of its first problem per field. */
export interface RowError extends RowRef {
  /** Our field name ('' for the row as a whole). */
  field: string;
  key: MessageKey;
  values: Record<string, string | number>;
}

/** A row that passed its target's schema: the parsed values under our field names. */
export interface ValidRow extends RowRef {
  values: Record<string, unknown>;
}

/**
 * One source record under our field names: each field reads the source field the mapping names
 * (a dotted path into nested JSON; '=text' is that text on every row), or the source field of its
 * own name when unmapped. Numbers
 * become decimal strings (money is never a float here), blanks become absent, whole-number fields
 * read text such as '5' as 5.
 */
export function mapRecord(
  record: SourceRecord,
  target: ImportTarget,
  mapping: Record<string, string>,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const field of target.fields) {
    const source = mapping[field.name]?.trim() || field.name;
    // '=GIA' is a fixed value for every row (an API answer about one portfolio does not repeat it).
    let value = source.startsWith('=') ? source.slice(1) : valueAtPath(record, source);
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    if (field.integer) {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      value = Number.isFinite(number) ? number : value;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      value = String(value);
    }
    mapped[field.name] = value;
  }
  return mapped;
}

/**
 * Validates every record of a step with its target's schema (the domain's write schemas, so the §5
 * messages): the rows that pass, and one error per failing field of those that do not.
 */
export function validateRows(
  records: readonly SourceRecord[],
  target: ImportTarget,
  mapping: Record<string, string>,
  step: number,
): { valid: ValidRow[]; errors: RowError[] } {
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    const result = target.schema.safeParse(mapRecord(record, target, mapping));
    if (result.success) {
      valid.push({ step, row, values: result.data });
      return;
    }
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const { path, key, values } = fieldErrorOf(issue);
      if (seen.has(path)) continue;
      seen.add(path);
      errors.push({ step, row, field: path, key, values });
    }
  });
  return { valid, errors };
}
