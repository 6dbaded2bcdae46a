import { sameValue } from '@portal/domain';
import type { Database } from '../../db/client';
import { emptyMarketDataChange, noteChange, type MarketDataChange } from '../market-data-change';
import type { MarketWriter } from './after-write';
import { auditMarketWrites, type MarketAuditEntry } from './market-audit';

/** One day's figure of a series (a symbol's close, a pair's rate, a benchmark's level) to store. */
export interface SeriesWrite {
  /** The series as the change set names it: symbol, 'GBP/USD' or benchmark code. */
  series: string;
  date: string;
  figure: string;
  /** What is stored for that day now (null: nothing), as the caller read it in this transaction. */
  before: string | null;
}

/** How one market table stores a series. */
export interface SeriesTable<Row extends SeriesWrite> {
  collection: Parameters<typeof auditMarketWrites>[1];
  field: MarketAuditEntry['field'];
  /** The change set's part this table fills. */
  part: keyof MarketDataChange;
  /** Inserts or updates the chunk (one statement, on the table's unique (series, date) key); ids in order. */
  upsert(tx: Database, rows: readonly Row[], writer: MarketWriter): Promise<{ id: string; key: string }[]>;
  /** The key `upsert` answers each stored row under. */
  keyOf(row: Row): string;
}

const WRITE_CHUNK = 1000;

/**
 * Stores the days whose figure is new or differs from what is stored (an equal one is left alone,
 * so a re-import changes nothing and records nothing), audits each, and answers the earliest changed
 * date per series. Runs on the caller's transaction.
 */
export async function writeSeries<Row extends SeriesWrite>(
  tx: Database,
  table: SeriesTable<Row>,
  rows: readonly Row[],
  writer: MarketWriter,
): Promise<MarketDataChange> {
  const change = emptyMarketDataChange();
  // In key order across chunks, as the stamp trigger (migration 0020) locks within a statement: two
  // writers of the same series then take their locks in one order and cannot deadlock.
  const changed = rows
    .filter((row) => row.before === null || !sameValue(row.before, row.figure))
    .map((row) => ({ row, key: table.keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.row);
  const audit: MarketAuditEntry[] = [];
  for (let start = 0; start < changed.length; start += WRITE_CHUNK) {
    const chunk = changed.slice(start, start + WRITE_CHUNK);
    const ids = new Map((await table.upsert(tx, chunk, writer)).map((stored) => [stored.key, stored.id]));
    for (const row of chunk) {
      noteChange(change[table.part], row.series, row.date);
      const id = ids.get(table.keyOf(row));
      if (id) audit.push({ id, field: table.field, before: row.before, after: row.figure });
    }
  }
  await auditMarketWrites(tx, table.collection, writer, audit);
  return change;
}
