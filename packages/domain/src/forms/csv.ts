import { buildCsv, type CsvKind } from '../csv/build';
import { valueFieldsOf } from './compile';
import { NUMBER_FIELD_TYPES, type FormStepDefinition } from './definition';

/** A value of a submission as one CSV cell: lists joined with '; ', flags as Yes/No, nothing as empty. */
function cellOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((item) => String(item)).join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One submission as a CSV file (sendCSV, §3): a header line with the submission's date and
 * submitter, then each field by its label (its name when unlabelled), and one line of values. The
 * shared CSV writer neutralises formulas, so a value typed as '=cmd' cannot run in a spreadsheet.
 * `headers` are the two fixed headers in the recipient's language.
 */
export function submissionCsv(
  steps: readonly FormStepDefinition[],
  data: Record<string, unknown>,
  meta: { at: string; by: string },
  headers: { at: string; by: string } = { at: 'Submitted at', by: 'Submitted by' },
): string {
  const fields = valueFieldsOf(steps);
  const kinds: CsvKind[] = [
    'text',
    'text',
    ...fields.map((f): CsvKind => (NUMBER_FIELD_TYPES.includes(f.type) ? 'amount' : 'text')),
  ];
  return buildCsv([headers.at, headers.by, ...fields.map((f) => f.label || f.name)], kinds, [
    [meta.at, meta.by, ...fields.map((f) => cellOf(data[f.name]))],
  ]);
}
