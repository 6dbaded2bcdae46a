import { MONEY_PATTERN } from '../money';
import type { DataProcessDataset } from '../schemas/data-processes';
import { canonicalDecimal, type ImportTarget } from './targets';
import type { RowError, RowRef, ValidRow } from './validate-rows';

/** A stored record as the plan compares it: its id, its match key and its values under our names. */
export interface StoredRecord {
  id: string;
  key: string;
  values: Record<string, unknown>;
}

/** One field's value before and after (null = none). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export type PlanAction = 'create' | 'update' | 'unchanged';

/** What importing one row does. */
export interface PlannedRow extends RowRef {
  action: PlanAction;
  key: string;
  /** The stored record it matches (update, unchanged), or null (create). */
  id: string | null;
  changes: FieldChange[];
  values: Record<string, unknown>;
}

/** The plan of one dataset: every row's action and the rows refused with their reason. */
export interface DatasetPlan {
  dataset: DataProcessDataset;
  rows: PlannedRow[];
  errors: RowError[];
}

const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Equal as stored: decimals by value ('100' = '100.0000'), the rest as text; blank = none. */
export function sameValue(before: unknown, after: unknown): boolean {
  const a = shown(before);
  const b = shown(after);
  if (a === null || b === null) return a === b;
  if (MONEY_PATTERN.test(a) && MONEY_PATTERN.test(b)) return canonicalDecimal(a) === canonicalDecimal(b);
  return a === b;
}

const bySource = (a: RowRef, b: RowRef) => a.step - b.step || a.row - b.row;

/**
 * The pure diff of an import (no I/O): each valid row against the stored records of its target.
 * - `unique` targets (portfolios): a row whose key matches a stored record is an update of the
 *   fields it gives that differ, or unchanged; no match is a create; a second row with the same key
 *   in the source is refused (which one would win is not the source's to leave open).
 * - `multiset` targets (transactions): n equal rows in the source match n equal stored records, so
 *   a re-run finds everything already there and a genuine second identical trade is still booked.
 * Rows keep the source order (step, then row), which is the order they are applied in.
 */
export function planDataset(
  target: ImportTarget,
  valid: readonly ValidRow[],
  stored: readonly StoredRecord[],
): DatasetPlan {
  const rows: PlannedRow[] = [];
  const errors: RowError[] = [];
  const pools = new Map<string, StoredRecord[]>();
  for (const record of stored) pools.set(record.key, [...(pools.get(record.key) ?? []), record]);
  const seen = new Map<string, number>();

  for (const row of [...valid].sort(bySource)) {
    const key = target.key(row.values);
    if (target.matching === 'unique') {
      const first = seen.get(key);
      if (first !== undefined) {
        const field = target.duplicate?.field ?? target.fields.filter((f) => f.required)[1]?.name ?? '';
        const message = target.duplicate?.key ?? 'errors.duplicate_value';
        errors.push({ step: row.step, row: row.row, field, key: message, values: { first } });
        continue;
      }
      seen.set(key, row.row);
      const match = pools.get(key)?.[0];
      if (!match) {
        rows.push({ ...row, action: 'create', key, id: null, changes: creations(target, row.values) });
        continue;
      }
      const changes = target.updatable
        .filter(
          (field) => row.values[field] !== undefined && !sameValue(match.values[field], row.values[field]),
        )
        .map((field) => ({ field, before: shown(match.values[field]), after: shown(row.values[field]) }));
      rows.push({ ...row, action: changes.length ? 'update' : 'unchanged', key, id: match.id, changes });
    } else {
      const match = pools.get(key)?.shift();
      rows.push(
        match
          ? { ...row, action: 'unchanged', key, id: match.id, changes: [] }
          : { ...row, action: 'create', key, id: null, changes: creations(target, row.values) },
      );
    }
  }
  return { dataset: target.dataset, rows, errors };
}

function creations(target: ImportTarget, values: Record<string, unknown>): FieldChange[] {
  return target.fields
    .filter((field) => shown(values[field.name]) !== null)
    .map((field) => ({ field: field.name, before: null, after: shown(values[field.name]) }));
}

/** A dataset's figures for the preview: counts, the first rows and the refused rows. */
export interface DatasetSummary {
  dataset: DataProcessDataset;
  creates: number;
  updates: number;
  unchanged: number;
  /** Source rows refused (a row with several bad fields counts once). */
  rejected: number;
  /** The first `limit` rows in source order, with their field changes. */
  rows: Omit<PlannedRow, 'values'>[];
  errors: RowError[];
}

export const PREVIEW_ROWS = 50;
export const PREVIEW_ERRORS = 200;

/** The summary of a plan; `limit` caps the rows shown, not the counts. */
export function summarizePlan(plan: DatasetPlan, limit = PREVIEW_ROWS): DatasetSummary {
  const count = (action: PlanAction) => plan.rows.filter((row) => row.action === action).length;
  const rejected = new Set(plan.errors.map((error) => `${error.step}:${error.row}`)).size;
  return {
    dataset: plan.dataset,
    creates: count('create'),
    updates: count('update'),
    unchanged: count('unchanged'),
    rejected,
    rows: plan.rows.slice(0, limit).map(({ values: _values, ...row }) => row),
    errors: [...plan.errors].sort(bySource).slice(0, PREVIEW_ERRORS),
  };
}

/** The plan without the rows refused later (unknown account, a sale above the held units …). */
export function withRejections(plan: DatasetPlan, rejections: readonly RowError[]): DatasetPlan {
  if (rejections.length === 0) return plan;
  const refused = new Set(rejections.map((error) => `${error.step}:${error.row}`));
  return {
    ...plan,
    rows: plan.rows.filter((row) => !refused.has(`${row.step}:${row.row}`)),
    errors: [...plan.errors, ...rejections],
  };
}
