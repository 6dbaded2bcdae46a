import {
  canonicalDecimal,
  isFutureDate,
  type PlannedRow,
  type RowError,
  type StoredRecord,
  type ValidRow,
} from '@portal/domain';
import type { DatasetHandler } from '../../data-processes/datasets/handler';
import type { Database } from '../../db/client';
import type { MarketDataChange } from '../market-data-change';
import type { MarketWriter } from './after-write';
import { mergeChange } from './merge-change';

/** What differs between the three market-data targets: finding the series, reading and writing days. */
export interface SeriesImport {
  /** The rows with their series' ids set; a row naming no known series is an error. */
  place(tx: Database, rows: ValidRow[]): Promise<{ rows: ValidRow[]; errors: RowError[] }>;
  /** The stored days of the placed rows' series, keyed like the target's rows, the figure as a plain decimal. */
  stored(tx: Database, rows: ValidRow[]): Promise<StoredRecord[]>;
  /** Writes the planned creates and updates through the target's write function. */
  write(tx: Database, rows: PlannedRow[], writer: MarketWriter): Promise<MarketDataChange>;
}

/** The stored figure a planned row replaces (null for a new day). */
export const beforeOf = (row: PlannedRow, field: string): string | null =>
  row.action === 'update' ? (row.changes.find((change) => change.field === field)?.before ?? null) : null;

/** A stored figure as the preview shows it: '0.72000000' → '0.72'. */
export const plainFigure = (value: unknown): string => canonicalDecimal(String(value));

/**
 * A data designer target for market data (issue 13): a row dated after today is refused on `date`
 * (no close exists yet), the rest are placed on their series, planned by the domain (new, changed
 * old → new, unchanged) and written through the target's write function; what changed is added to
 * the import's change set, which the run hands to `afterWrite` inside its transaction.
 */
export function seriesHandler(series: SeriesImport): DatasetHandler {
  return {
    async resolve(tx, ctx, rows) {
      const errors: RowError[] = [];
      const current: ValidRow[] = [];
      for (const row of rows) {
        if (isFutureDate(String(row.values.date), ctx.today))
          errors.push({
            step: row.step,
            row: row.row,
            field: 'date',
            key: 'validation.market_future_date',
            values: {},
          });
        else current.push(row);
      }
      const placed = await series.place(tx, current);
      return { rows: placed.rows, errors: [...errors, ...placed.errors] };
    },
    stored: (tx, _ctx, rows) => series.stored(tx, rows),
    async apply(tx, ctx, rows) {
      const writes = rows.filter((row) => row.action === 'create' || row.action === 'update');
      if (writes.length > 0)
        mergeChange(
          ctx.change,
          await series.write(tx, writes, { userId: ctx.viewer.userId, source: 'import' }),
        );
      return [];
    },
  };
}

/** The refusal of a row on one field. */
export const refuse = (
  row: ValidRow,
  field: string,
  key: RowError['key'],
  values: RowError['values'] = {},
): RowError => ({
  step: row.step,
  row: row.row,
  field,
  key,
  values,
});

/** The earliest and latest date of the rows: stored days are read over that span. */
export function dateSpan(rows: readonly ValidRow[]): { from: string; to: string } {
  const dates = rows.map((row) => String(row.values.date)).sort();
  return { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
}
