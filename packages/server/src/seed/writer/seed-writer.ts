import type { PgTable } from 'drizzle-orm/pg-core';
import type { CopyTable, InsertRow } from './copy-table';

/** Moves one batch of COPY text into one table. Implemented for PostgreSQL and PGlite. */
export interface CopyTransport {
  /** Copies `rows` rows of COPY text into the table. */
  copy(table: CopyTable, data: string, rows: number): Promise<void>;
}

interface Buffer {
  table: CopyTable;
  lines: string[];
  /** Rows in `lines`: a line is one row, or a chunk of rows serialised elsewhere (a worker). */
  rows: number;
}

/**
 * Collects generated rows per table as COPY text and flushes them in batches. A flush writes every
 * table in the given order (parents before children), so foreign keys hold after each batch and
 * rows are never held back longer than one batch: memory stays at about two batches however large
 * the seed. The next batch is generated while the previous one is being copied.
 */
export class SeedWriter {
  private readonly buffers = new Map<PgTable, Buffer>();
  private readonly byName = new Map<string, Buffer>();
  private readonly counts = new Map<string, number>();
  private pendingBytes = 0;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: CopyTransport,
    /** Every table the seed writes, parents first. */
    private readonly order: readonly CopyTable[],
    private readonly batchBytes = 4 * 1024 * 1024,
  ) {
    for (const table of order) {
      const buffer = { table, lines: [], rows: 0 };
      this.buffers.set(table.table, buffer);
      this.byName.set(table.name, buffer);
      this.counts.set(table.name, 0);
    }
  }

  add<T extends PgTable>(table: T, row: InsertRow<T>): void {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error('The seed writer does not know this table; add it to SEED_TABLES.');
    const copy = buffer.table as CopyTable<T>;
    // One row per table and batch is checked: cheap, and catches a generator filling a column
    // that the table's column list leaves out.
    if (buffer.rows === 0) copy.check(row);
    const line = copy.line(row);
    buffer.lines.push(line);
    buffer.rows++;
    this.pendingBytes += line.length;
  }

  /** Adds rows already serialised as COPY text (by a worker thread) to a table, by SQL name. */
  addText(tableName: string, data: string, rows: number): void {
    const buffer = this.byName.get(tableName);
    if (!buffer) throw new Error(`The seed writer does not know the table ${tableName}.`);
    buffer.lines.push(data);
    buffer.rows += rows;
    this.pendingBytes += data.length;
  }

  addAll<T extends PgTable>(table: T, rows: Iterable<InsertRow<T>>): void {
    for (const row of rows) this.add(table, row);
  }

  /** Starts a flush when a batch is full; waits only for the flush before it (backpressure). */
  async checkpoint(): Promise<void> {
    if (this.pendingBytes < this.batchBytes) return;
    await this.inFlight;
    this.inFlight = this.flushBuffered();
  }

  /** Writes everything still buffered and waits for it. */
  async finish(): Promise<void> {
    await this.inFlight;
    this.inFlight = this.flushBuffered();
    await this.inFlight;
  }

  /** Rows written per table (SQL table name) so far, including buffered ones. */
  rowCounts(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const [name, count] of this.counts) result[name] = count;
    for (const { table, rows } of this.buffers.values()) result[table.name]! += rows;
    return result;
  }

  private flushBuffered(): Promise<void> {
    const batch: { table: CopyTable; data: string; rows: number }[] = [];
    for (const table of this.order) {
      const buffer = this.buffers.get(table.table)!;
      if (buffer.rows === 0) continue;
      batch.push({ table, data: buffer.lines.join(''), rows: buffer.rows });
      this.counts.set(table.name, this.counts.get(table.name)! + buffer.rows);
      buffer.lines = [];
      buffer.rows = 0;
    }
    this.pendingBytes = 0;
    const flushing = (async () => {
      for (const { table, data, rows } of batch) await this.transport.copy(table, data, rows);
    })();
    // Marked handled here; the error still surfaces at the next checkpoint() or finish().
    flushing.catch(() => undefined);
    return flushing;
  }
}
